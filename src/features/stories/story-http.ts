import { z } from 'zod'
import { noteRenderTags } from '@/features/page-cache'

import { getDictionary } from '@/features/dictionary'
import { NO_SITE, siteCanonicalOrigin, siteForHost, type SiteRecord } from '@/features/sites'
import { isLocale, type Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'

import { STORIES_PAGE_SIZE } from './story-blocks'
import { toStoryCard } from './story-card'
import { buildStoriesFeed, FEED_SIZE } from './story-feed'
import { storiesFeedHref } from './story-head'
import { parseTagParam, storiesIndexHref } from './story-paths'
import { findStories } from './story-repository'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The query string of /api/story-list: the language is required; tags and cursor are taken as they come. */
const storyListQuery = z.object({
  lang: z.string().refine(isLocale),
  tags: z.string().max(2000).optional(),
  cursor: z.string().max(200).optional(),
})

type SiteAndLocale = { ok: true; site: SiteRecord; locale: Locale } | { ok: false; response: Response }

async function siteAndLocale(request: Request, lang: string | undefined, asJson: boolean): Promise<SiteAndLocale> {
  const site = await siteForHost(request.headers.get('host'))
  const fail = (status: number, message: string) =>
    asJson ? json({ error: message }, status) : new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (!site) return { ok: false, response: fail(NO_SITE.status, `${NO_SITE.message}.`) }
  const locale = lang === undefined ? site.defaultLocale : lang
  if (!isLocale(locale) || !site.locales.includes(locale)) return { ok: false, response: fail(400, 'The site has no such language.') }
  return { ok: true, site, locale }
}

/**
 * GET /api/story-list?lang=sv&tags=elbil|service&cursor=… (the stories list's "load more"): the page
 * after the cursor as story cards. Junk is a 400 (no language) or the first page (an unknown tag, a
 * malformed cursor: spec 01 issue 21 "Bad input"), never a 5xx.
 */
export async function handleStoryListRequest(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const query = storyListQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return json({ error: 'Give lang (a language of the site); tags and cursor are optional.' }, 400)
  const resolved = await siteAndLocale(request, query.data.lang, true)
  if (!resolved.ok) return resolved.response
  const { site, locale } = resolved
  const page = await findStories({ site, locale, tags: parseTagParam(query.data.tags), cursor: query.data.cursor, limit: STORIES_PAGE_SIZE })
  return json({
    stories: page.stories.map((s) => toStoryCard(site, locale, s)),
    endCursor: page.endCursor,
    hasNext: page.hasNext,
    tags: page.selectedTags,
  })
}

/** GET /api/stories-feed?lang=en: the site's latest stories as RSS 2.0 in that language (default: the site's own). */
export async function handleStoriesFeedRequest(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang') ?? undefined
  const resolved = await siteAndLocale(request, lang, false)
  if (!resolved.ok) return resolved.response
  const { site, locale } = resolved
  // A cached feed goes stale with any change shown across the site, stories included (issue 23).
  noteRenderTags(request.headers, [`site:${site.id}`])
  try {
    const [dictionary, page] = await Promise.all([getDictionary(site, locale), findStories({ site, locale, limit: FEED_SIZE })])
    const xml = buildStoriesFeed({
      site,
      locale,
      origin: siteCanonicalOrigin(site, request.headers.get('host')),
      title: dictionary.t('storiesFeedTitle', { site: site.name }),
      listHref: storiesIndexHref(site, locale),
      selfHref: storiesFeedHref(locale),
      stories: page.stories.map((s) => toStoryCard(site, locale, s)),
    })
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Stories feed could not be built')
    return new Response('The feed is not available right now.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
}
