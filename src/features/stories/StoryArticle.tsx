import { ResponsiveImage } from '@/lib/ui/ResponsiveImage'
import type { ReactNode } from 'react'

import { RichTextBlock, SectionFallback } from '@/features/content-blocks'
import { type Dictionary, getDictionary } from '@/features/dictionary'
import { tagManagerId } from '@/features/page-head'
import { LivePreviewRefresh, PreviewLinkGuard } from '@/features/preview'
import { SiteFrame } from '@/features/shell'
import type { SiteRecord } from '@/features/sites'
import { type Locale } from '@/lib/locales'
import { noteRenderFailure } from '@/features/page-cache'
import { logger } from '@/lib/logger'
import { JsonLd } from '@/lib/ui/JsonLd'

import { articleJsonLd } from './story-head'
import { dateBeforeFirstSpace, formattedDateValue, parentListPath, storyHref, storyPath } from './story-paths'
import { adjacentStories, type findStoryBySlug } from './story-repository'
import { ChevronIcon } from '@/lib/ui/icons'

type Story = NonNullable<Awaited<ReturnType<typeof findStoryBySlug>>>

type Props = {
  site: SiteRecord
  locale: Locale
  story: Story
  origin: string
  /** Editors' preview of a draft (spec 01 §6): the preview bar, links blocked, no tracking, re-rendered on each save. */
  preview?: { exitHref: string; serverURL: string }
}

/** spec 01 §7.1 publish info; §8 'Publish info failure': logged, and the strip is left out. */
function publishInfo(site: SiteRecord, story: Story, dictionary: Dictionary): ReactNode {
  try {
    const date = dateBeforeFirstSpace(formattedDateValue(story.date))
    return (
      <p className="flex flex-wrap gap-x-6 gap-y-1 border-y border-border py-3 text-sm text-muted" data-testid="publish-info">
        {story.author ? (
          <span>
            {dictionary.t('storiesAuthor')}: <span className="font-semibold text-foreground">{story.author}</span>
          </span>
        ) : null}
        <span>
          {dictionary.t('storiesPublished')}:{' '}
          <time dateTime={new Date(story.date).toISOString()} className="font-semibold text-foreground">
            {date}
          </time>
        </span>
      </p>
    )
  } catch (error) {
    logger.warn({ err: error, site: site.key, story: story.id }, 'Publish info could not be shown')
    noteRenderFailure()
    return null
  }
}

/**
 * Previous and next article (spec 01 §2.11). spec 01 §8 'Sequential navigation failure': logged
 * and re-thrown; the article catches it as a section, so the rest of the page still shows.
 */
async function sequentialNavigation(site: SiteRecord, locale: Locale, story: Story, dictionary: Dictionary): Promise<ReactNode> {
  let adjacent: Awaited<ReturnType<typeof adjacentStories>>
  try {
    adjacent = await adjacentStories(site, locale, { date: story.date, id: story.id })
  } catch (error) {
    logger.error({ err: error, site: site.key, story: story.id }, 'Sequential navigation failed')
    noteRenderFailure()
    throw error
  }
  const { previous, next } = adjacent
  if (!previous && !next) return null
  const link = (s: NonNullable<typeof previous>, label: string, align: 'start' | 'end') => (
    <a
      href={storyHref(site, locale, s)}
      rel={align === 'start' ? 'prev' : 'next'}
      className={`flex min-h-11 flex-col gap-1 rounded-brand border border-border p-4 hover:border-accent ${align === 'end' ? 'sm:col-start-2 sm:text-right' : ''}`}
    >
      <span className="text-sm font-semibold text-link">{label}</span>
      <span className="font-bold">{s.title}</span>
    </a>
  )
  return (
    <nav aria-label={dictionary.t('storiesArticleNavigation')} className="mt-10 grid gap-4 sm:grid-cols-2">
      {previous ? link(previous, dictionary.t('storiesPrevious'), 'start') : null}
      {next ? link(next, dictionary.t('storiesNext'), 'end') : null}
    </nav>
  )
}

/** A story's article page (spec 01 §2.11): back to the list, the article, publish info, previous/next, Article JSON-LD. */
export async function StoryArticle({ site, locale, story, origin, preview }: Props) {
  const dictionary = await getDictionary(site, locale)
  const href = storyHref(site, locale, story)
  let navigation: ReactNode
  try {
    navigation = await sequentialNavigation(site, locale, story, dictionary)
  } catch {
    navigation = <SectionFallback dictionary={dictionary} />
  }
  return (
    <SiteFrame
      site={site}
      locale={locale}
      dictionary={dictionary}
      theme={site.theme}
      page={{ id: `story-${story.id}`, path: storyPath(site, story), name: story.title, locales: site.locales }}
      tagManagerId={preview ? undefined : tagManagerId(undefined, site.gtmId)}
      preview={preview ? { exitHref: preview.exitHref } : undefined}
    >
      <article className="mx-auto max-w-3xl px-4 py-6">
        {/* spec 01 §2.11: back to the list, the path minus its last two segments (a plain link: after
            'next article' the browser's history would lead to the previous article, not the list). */}
        <a href={parentListPath(href)} className="inline-flex min-h-11 items-center gap-1 font-semibold text-link hover:underline">
          <ChevronIcon direction="left" strokeWidth={1.67} />
          {dictionary.t('storiesBack')}
        </a>
        <header className="mt-4 flex flex-col gap-4">
          {story.tags.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={dictionary.t('storiesTags')}>
              {story.tags.map((t) => (
                <li key={t.id} className="rounded-full bg-surface px-3 py-1 text-xs font-semibold text-muted">
                  {t.value || t.key}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="text-3xl leading-tight font-bold md:text-4xl">{story.title}</h1>
          {story.preamble ? <p className="text-lg md:text-xl">{story.preamble}</p> : null}
          {publishInfo(site, story, dictionary)}
        </header>
        {story.image ? (
          <ResponsiveImage
            src={story.image.url}
            alt={story.image.alt ?? ''}
            width={story.image.width ?? 1600}
            height={story.image.height ?? 900}
            sizes="(min-width: 768px) 768px, 100vw"
            // The article's largest paint on a phone: preloaded from the head and fetched before the scripts.
            preload
            fetchPriority="high"
            className="mt-6 h-auto w-full rounded-brand"
          />
        ) : null}
        <div className="-mx-4">
          <RichTextBlock
            block={{ content: story.body, width: 'text' }}
            context={{
              site,
              locale,
              dictionary,
              preview: Boolean(preview),
              zone: 'main',
              request: { path: storyPath(site, story), segments: [], searchParams: {}, origin },
            }}
          />
        </div>
        {navigation}
      </article>
      <JsonLd data={articleJsonLd(site, locale, story, origin)} />
      {preview ? (
        <>
          <PreviewLinkGuard message={dictionary.t('previewLinkBlocked')} />
          <LivePreviewRefresh serverURL={preview.serverURL} />
        </>
      ) : null}
    </SiteFrame>
  )
}
