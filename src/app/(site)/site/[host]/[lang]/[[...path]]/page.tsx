import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { permanentRedirect, redirect } from 'next/navigation'

import { carDetailMetadata, CarDetailRoute, findCarSlug } from '@/features/car-detail'
import { localizedPath } from '@/lib/page-path'

import { buildPageMetadata, notFoundMetadata, pageHeadFields, pageNotFound, settlePageOutcome } from '@/features/page-head'
import { segmentsToPath } from '@/lib/page-path'
import { facilityDetailMetadata, facilityListHref } from '@/features/dealers'
import { noteRenderTags } from '@/features/page-cache'
import { FacilityPage, loadSitePage, SitePage } from '@/features/pages'
import { siteCanonicalOrigin } from '@/features/sites'
import { StoryArticle, storyMetadata, withStoriesFeed } from '@/features/stories'
import { toQueryString } from '@/lib/query-string'
import { requestOrigin } from '@/lib/request-origin'

type Props = {
  params: Promise<{ host: string; lang: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, lang, path } = await params
  const ctx = await loadSitePage(host, lang, segmentsToPath(path))
  if (ctx.kind === 'not-found') return notFoundMetadata(ctx.site, ctx.locale)
  if (ctx.kind === 'car-detail') {
    if (ctx.car.kind !== 'car') return notFoundMetadata(ctx.site, ctx.locale)
    return carDetailMetadata(ctx.site, ctx.locale, ctx.car.id, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  }
  if (ctx.kind === 'facility-detail')
    return facilityDetailMetadata(ctx.site, ctx.locale, ctx.dealer, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  if (ctx.kind === 'facility-error') return {}
  if (ctx.kind === 'story') return storyMetadata(ctx.site, ctx.locale, ctx.story, siteCanonicalOrigin(ctx.site, (await headers()).get('host')))
  if (ctx.kind !== 'page') return { title: 'No site here' }
  // The site's own host name, never a forwarded header (issue 15 item 8; see siteCanonicalOrigin).
  const origin = siteCanonicalOrigin(ctx.site, (await headers()).get('host'))
  return withStoriesFeed(buildPageMetadata({ site: ctx.site, locale: ctx.locale, path: ctx.path, origin, page: pageHeadFields.parse(ctx.page) }), ctx.locale)
}

export default async function Page(props: Props) {
  try {
    return await renderPage(props)
  } catch (error) {
    // A redirect or a failure: the not-found boundary is not needed (pageNotFound said so first otherwise).
    settlePageOutcome('other')
    throw error
  }
}

async function renderPage({ params, searchParams }: Props) {
  const { host, lang, path } = await params
  const ctx = await loadSitePage(host, lang, segmentsToPath(path))
  const h = await headers()
  // What the page cache keeps this answer under (issue 23): its site (record, shell, texts and
  // everything shown across it), the page or car; a stock search adds its index as it runs.
  if ('site' in ctx && ctx.site) noteRenderTags(h, renderTags(ctx))
  if (ctx.kind === 'redirect') {
    // spec 01 §2.1: this site's www host permanently redirects to the bare host.
    const target = new URL(h.get('x-showroom-pathname') ?? '/', requestOrigin(h))
    target.hostname = ctx.host
    permanentRedirect(`${target.origin}${target.pathname}${toQueryString(await searchParams)}`)
  }
  // The default language has no prefix: /sv/om-oss on a Swedish site goes to /om-oss.
  if (ctx.kind === 'redirect-path') permanentRedirect(`${ctx.to}${toQueryString(await searchParams)}`)
  if (ctx.kind === 'car-detail') {
    const detailBase = localizedPath(ctx.site.paths.carDetail, ctx.locale, ctx.site.defaultLocale)
    if (ctx.car.kind === 'id-only') {
      // spec 02: an id alone is looked up and redirected to id/slug. The proxy answers this with
      // the spec's 302 (routing/car-id-redirect.ts); this 307 is the fallback when its lookup failed.
      const slug = await findCarSlug(ctx.site, ctx.car.id)
      if (!slug) pageNotFound()
      redirect(`${detailBase}/${ctx.car.id}/${slug}`)
    }
    // CarDetailRoute settles the page outcome once it knows whether the car exists.
    return <CarDetailRoute site={ctx.site} locale={ctx.locale} carId={ctx.car.id} origin={siteCanonicalOrigin(ctx.site, h.get('host'))} />
  }
  // spec 03 §8 'Facility detail load failure': logged (findFacility), then to the site list (temporary).
  if (ctx.kind === 'facility-error') redirect(facilityListHref(ctx.site, ctx.locale))
  if (ctx.kind === 'facility-detail') {
    return (
      <FacilityPage
        site={ctx.site}
        locale={ctx.locale}
        dealer={ctx.dealer}
        origin={siteCanonicalOrigin(ctx.site, h.get('host'))}
        extraPage={ctx.extraPage}
        serviceBookingPath={ctx.serviceBookingPath}
        searchParams={await searchParams}
      />
    )
  }
  if (ctx.kind === 'story') {
    settlePageOutcome('other')
    return <StoryArticle site={ctx.site} locale={ctx.locale} story={ctx.story} origin={siteCanonicalOrigin(ctx.site, h.get('host'))} />
  }
  if (ctx.kind !== 'page') pageNotFound()
  settlePageOutcome('other')
  return (
    <SitePage
      site={ctx.site}
      locale={ctx.locale}
      page={ctx.page}
      origin={siteCanonicalOrigin(ctx.site, h.get('host'))}
      request={{ segments: ctx.wildcardSegments, searchParams: await searchParams }}
    />
  )
}

function renderTags(ctx: Awaited<ReturnType<typeof loadSitePage>>): string[] {
  if (!('site' in ctx) || !ctx.site) return []
  const tags = [`site:${ctx.site.id}`]
  if (ctx.kind === 'page') tags.push(`page:${String(ctx.page.id)}`)
  if (ctx.kind === 'car-detail') tags.push(`car:${ctx.car.id}`)
  return tags
}
