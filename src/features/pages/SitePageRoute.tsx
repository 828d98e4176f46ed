import { headers } from 'next/headers'
import { permanentRedirect, redirect } from 'next/navigation'

import { CarDetailRoute, findCarSlug, loadCarDetailOnce } from '@/features/car-detail'
import { dealerListPath } from '@/features/dealers'
import { noteRenderTags } from '@/features/page-cache'
import { pageNotFound, settlePageOutcome } from '@/features/page-head'
import { siteCanonicalOrigin } from '@/features/sites'
import { StoryArticle } from '@/features/stories'
import { localizedPath, segmentsToPath } from '@/lib/page-path'
import { toQueryString } from '@/lib/query-string'
import { requestOrigin } from '@/lib/request-origin'
import { answerPageNotFound } from '@/lib/request-work'

import { DealerPage } from './DealerPage'
import { loadSitePage } from './site-page-context'
import { SiteNotFound } from './SiteNotFound'
import { SitePage } from './SitePage'

export type SitePageRouteProps = {
  params: Promise<{ host: string; lang: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Every public request of a site (the catch-all page route, `site/[host]/[lang]/[[...path]]`):
 * loadSitePage says what it is (a CMS page, a car, a dealer, a story, a redirect, not found) and
 * this answers it.
 */
export async function SitePageRoute(props: SitePageRouteProps) {
  try {
    return await renderSitePage(props)
  } catch (error) {
    // A redirect or a failure: the not-found boundary is not needed (pageNotFound said so first otherwise).
    settlePageOutcome('other')
    throw error
  }
}

async function renderSitePage({ params, searchParams }: SitePageRouteProps) {
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
      if (!slug) return notFoundInPlace(h)
      redirect(`${detailBase}/${ctx.car.id}/${slug}`)
    }
    // One lookup per request, shared with the metadata; an unknown car is spec 02's 'Car not found page'.
    const detail = await loadCarDetailOnce(ctx.site, ctx.car.id)
    if (detail.status === 'not-found') return notFoundInPlace(h)
    return <CarDetailRoute site={ctx.site} locale={ctx.locale} carId={ctx.car.id} origin={siteCanonicalOrigin(ctx.site, h.get('host'))} result={detail} />
  }
  // spec 03 §8 'Facility detail load failure': logged (findDealer), then to the site list (temporary).
  if (ctx.kind === 'facility-error') redirect(dealerListPath(ctx.site, ctx.locale))
  if (ctx.kind === 'facility-detail') {
    return (
      <DealerPage
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
  if (ctx.kind !== 'page') return notFoundInPlace(h)
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

/**
 * The site's not-found page drawn in place of the page: whole in the first HTML, with its
 * stylesheet, and answered 404 by our server (answerPageNotFound). Next's notFound() answers 404
 * with an empty document the browser fills only once the page's script has run. Where no server of
 * ours handles the request (`next dev`), it is still notFound().
 */
function notFoundInPlace(h: Awaited<ReturnType<typeof headers>>) {
  if (!answerPageNotFound()) pageNotFound()
  // The not-found boundary Next renders on every request stays empty: this page is the not-found page.
  settlePageOutcome('other')
  return <SiteNotFound host={h.get('host') ?? ''} pathname={h.get('x-showroom-pathname') ?? '/'} />
}

function renderTags(ctx: Awaited<ReturnType<typeof loadSitePage>>): string[] {
  if (!('site' in ctx) || !ctx.site) return []
  const tags = [`site:${ctx.site.id}`]
  if (ctx.kind === 'page') tags.push(`page:${String(ctx.page.id)}`)
  if (ctx.kind === 'car-detail') tags.push(`car:${ctx.car.id}`)
  return tags
}
