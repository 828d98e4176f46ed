import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { carDetailMetadata } from '@/features/car-detail'
import { dealerDetailMetadata } from '@/features/dealers'
import { buildPageMetadata, notFoundMetadata, pageHeadFields } from '@/features/page-head'
import { siteCanonicalOrigin } from '@/features/sites'
import { storyMetadata, withStoriesFeed } from '@/features/stories'
import { segmentsToPath } from '@/lib/page-path'

import { loadSitePage } from './site-page-context'
import type { SitePageRouteProps } from './SitePageRoute'

/** The metadata of a public request (the catch-all page route's generateMetadata), by what loadSitePage says it is. */
export async function sitePageMetadata({ params }: SitePageRouteProps): Promise<Metadata> {
  const { host, lang, path } = await params
  const ctx = await loadSitePage(host, lang, segmentsToPath(path))
  if (ctx.kind === 'not-found') return notFoundMetadata(ctx.site, ctx.locale)
  if (ctx.kind === 'car-detail') {
    if (ctx.car.kind !== 'car') return notFoundMetadata(ctx.site, ctx.locale)
    return carDetailMetadata(ctx.site, ctx.locale, ctx.car.id, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  }
  if (ctx.kind === 'facility-detail')
    return dealerDetailMetadata(ctx.site, ctx.locale, ctx.dealer, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  if (ctx.kind === 'facility-error') return {}
  if (ctx.kind === 'story') return storyMetadata(ctx.site, ctx.locale, ctx.story, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  if (ctx.kind !== 'page') return { title: 'No site here' }
  // The site's own host name, never a forwarded header (issue 15 item 8; see siteCanonicalOrigin).
  const origin = siteCanonicalOrigin(ctx.site, (await headers()).get('host'))
  return withStoriesFeed(buildPageMetadata({ site: ctx.site, locale: ctx.locale, path: ctx.path, origin, page: pageHeadFields.parse(ctx.page) }), ctx.locale)
}
