import { dealerHref, loadDealerCards } from '@/features/dealers'
import { noteRenderTags } from '@/features/page-cache'
import { buildSitemapXml, listPublishedPages } from '@/features/pages'
import { NO_SITE, siteCanonicalOrigin, siteForHost } from '@/features/sites'
import { listPublishedStories, storyPath } from '@/features/stories'

export const dynamic = 'force-dynamic'

/** The search service's largest page: a site's dealers (spec 03 §7 selection limit 100). */
const MAX_FACILITIES = 100

export async function GET(request: Request) {
  const site = await siteForHost(request.headers.get('host'))
  if (!site) return new Response(`${NO_SITE.message}.\n`, { status: NO_SITE.status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  // What the page cache keeps it under (issue 23): the site's pages and stories, and its dealers' index.
  noteRenderTags(request.headers, [`site:${site.id}`, ...(site.searchIndexes.sites ? [`stock:${site.searchIndexes.sites}`] : [])])
  // The CMS pages, and the facility page of every dealer of the site's stock (spec 03 §2.1); a
  // failed dealer search is logged and leaves the CMS pages.
  const [pages, dealers, stories] = await Promise.all([
    listPublishedPages(site),
    loadDealerCards(site, { limit: MAX_FACILITIES }, 'Sitemap'),
    listPublishedStories(site),
  ])
  const facilityPages = (dealers ?? []).map((dealer) => ({ path: dealerHref(site, site.defaultLocale, dealer.slug) }))
  // The articles of the site's stories (spec 01 §2.11), in every language like the pages.
  const storyPages = stories.map((story) => ({ path: storyPath(site, story), updatedAt: story.updatedAt }))
  return new Response(buildSitemapXml(site, [...pages, ...facilityPages, ...storyPages], siteCanonicalOrigin(site, request.headers.get('host'))), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
