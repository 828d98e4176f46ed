import { notFound } from 'next/navigation'
import type { TypedUser } from 'payload'

import { getDictionary } from '@/features/dictionary'
import { findPageByPath } from '@/features/pages/page-repository'
import { localizedPath } from '@/lib/page-path'
import { SitePage } from '@/features/pages/SitePage'
import { ThemeScope } from '@/features/themes'
import { sitePublicOrigin, type SiteRecord } from '@/features/sites'
import { getConfig } from '@/lib/config'
import type { Locale } from '@/lib/locales'

import { previewRoute } from '@/features/preview'
import { findStoryAtPath, parseStoryPath, StoryArticle } from '@/features/stories'

type Props = { site: SiteRecord; locale: Locale; path: string; user: TypedUser; draftMode: boolean; origin: string }

export async function PreviewPage({ site, locale, path, user, draftMode, origin }: Props) {
  const here = previewRoute(String(site.id), locale, path)
  if (!draftMode) {
    // Draft mode was left: say so, and offer the published page or preview again.
    const { t } = await getDictionary(site, locale)
    const publicUrl = sitePublicOrigin(site, origin, getConfig().indexHosts) + localizedPath(path, locale, site.defaultLocale)
    const start = `/api/preview?${new URLSearchParams({ site: String(site.id), locale, path }).toString()}`
    return (
      <ThemeScope theme={site.theme}>
        <main id="main" className="mx-auto max-w-2xl px-4 py-20">
          <h1 className="mb-4">{t('previewBanner')}</h1>
          <p className="mb-6">{t('previewOff')}</p>
          <div className="flex flex-wrap gap-4">
            <a className="btn-primary" href={start}>
              {t('startPreview')}
            </a>
            <a className="self-center text-link underline" href={publicUrl}>
              {publicUrl}
            </a>
          </div>
        </main>
      </ThemeScope>
    )
  }
  const exitHref = `/api/exit-preview?next=${encodeURIComponent(here)}`
  // A story's address (`{stories path}/{year}/{slug}`) shows the story's latest draft, read as the editor.
  const storyRef = parseStoryPath(site, path)
  const story = storyRef ? await findStoryAtPath({ site, locale, ...storyRef, draft: true, user }) : null
  if (story) return <StoryArticle site={site} locale={locale} story={story} origin={origin} preview={{ exitHref, serverURL: origin }} />
  // The editor reads as themselves: an editor limited to other sites gets nothing here.
  const page = await findPageByPath({ site, locale, path, draft: true, user })
  if (!page) notFound()
  return <SitePage site={site} locale={locale} page={page} origin={origin} preview={{ exitHref, serverURL: origin }} />
}
