import { BlockZone } from '@/features/content-blocks/BlockZone'
import type { BlockContext } from '@/features/content-blocks/block-types'
import { getDictionary } from '@/features/dictionary/dictionary-repository'
import { LivePreviewRefresh } from '@/features/preview/LivePreviewRefresh'
import { PreviewBar } from '@/features/preview/PreviewBar'
import { PreviewLinkGuard } from '@/features/preview/PreviewLinkGuard'
import { ScrollToTop } from '@/features/shell/ScrollToTop'
import { SiteBar } from '@/features/shell/SiteBar'
import { TagManager } from '@/features/shell/TagManager'
import { ThemeScope } from '@/features/shell/ThemeScope'
import type { SiteRecord } from '@/features/sites/site-record'
import { resolveTheme } from '@/features/themes/themes'
import type { Locale } from '@/lib/locales'

import { Breadcrumb } from './Breadcrumb'
import { tagManagerId, websiteJsonLd } from './page-head'
import { localizedPath } from './page-path'

type PageDoc = {
  title?: string | null
  navTitle?: string | null
  path?: string | null
  brandDesign?: string | null
  gtmID?: string | null
  header?: unknown
  main?: unknown
  footer?: unknown
}

type Props = {
  site: SiteRecord
  locale: Locale
  page: PageDoc
  origin: string
  /** Editors' preview: drafts, links blocked, no tracking (spec 01 §2.2, §6). */
  preview?: { exitHref: string; serverURL: string }
}

/** A content page: header, main and footer zones of blocks inside the page's brand theme. */
export async function SitePage({ site, locale, page, origin, preview }: Props) {
  const dictionary = await getDictionary(site, locale)
  const context = (zone: BlockContext['zone']): BlockContext => ({ site, locale, dictionary, preview: Boolean(preview), zone })
  const gtm = preview ? undefined : tagManagerId(page.gtmID, site.gtmId)
  const jsonLd = JSON.stringify(websiteJsonLd(site, origin)).replace(/</g, '\\u003c')

  return (
    <ThemeScope theme={resolveTheme(page.brandDesign, site.theme)}>
      <a href="#main" className="skip-link" data-preview-allow="">
        {dictionary.t('skipToContent')}
      </a>
      {preview ? <PreviewBar label={dictionary.t('previewBanner')} exitLabel={dictionary.t('exitPreview')} exitHref={preview.exitHref} /> : null}
      <header>
        <SiteBar site={site} homeHref={localizedPath('/', locale, site.defaultLocale)} />
        <BlockZone blocks={page.header} context={context('header')} />
      </header>
      <main id="main" className="flex-1">
        {page.path ? (
          <Breadcrumb site={site} locale={locale} origin={origin} label={dictionary.t('breadcrumbLabel')} page={{ path: page.path, name: page.navTitle || page.title || page.path }} />
        ) : null}
        <BlockZone blocks={page.main} context={context('main')} />
      </main>
      <footer className="site-footer bg-footer-background text-footer-foreground">
        <BlockZone blocks={page.footer} context={context('footer')} />
      </footer>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ScrollToTop label={dictionary.t('scrollToTop')} />
      {gtm ? <TagManager id={gtm} /> : null}
      {preview ? (
        <>
          <PreviewLinkGuard message={dictionary.t('previewLinkBlocked')} />
          <LivePreviewRefresh serverURL={preview.serverURL} />
        </>
      ) : null}
    </ThemeScope>
  )
}
