import { cache } from 'react'

import { dealerSlugOf, findDealer, SERVICE_BOOKING_PATH } from '@/features/dealer-lookup'
import { resolveRequestSite, type SiteRecord } from '@/features/sites'
import { findStoryAtPath, parseStoryPath } from '@/features/stories'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { isLocale, type Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { localizedPath, pathHref } from '@/lib/page-path'

import { type CarDetailPath, parseCarDetailPath } from '@/features/routing'

import { findPageByPath, findPagesByPaths } from './page-repository'
import { acceptsWildcardSegments } from './main-zone-blocks'

export type SitePageContext =
  | { kind: 'unknown-site'; host: string }
  | { kind: 'redirect'; host: string }
  /** `to`: the address to redirect to, percent-encoded. */
  | { kind: 'redirect-path'; to: string }
  | { kind: 'not-found'; site: SiteRecord; locale: Locale }
  /** A car detail path: {car detail path}/{car_id}/{slug} or an id alone (spec 02 'Car detail page'). */
  | { kind: 'car-detail'; site: SiteRecord; locale: Locale; car: Exclude<CarDetailPath, { kind: 'missing-id' }> }
  /** A facility: {site-detail path}/{slug} naming a dealer of the site's sites index (spec 03 §2.1). */
  | {
      kind: 'facility-detail'
      site: SiteRecord
      locale: Locale
      dealer: DealerRecord
      /** A CMS page at exactly this path: its main blocks are the facility's extra content. */
      extraPage: Awaited<ReturnType<typeof findPageByPath>>
      /** The site's service booking page, when it has one (spec 03 §2.1 Swedish-site extras). */
      serviceBookingPath?: string
    }
  /** A story: {stories path}/{year}/{slug} naming a published story of the site (spec 01 §2.11). */
  | { kind: 'story'; site: SiteRecord; locale: Locale; story: NonNullable<Awaited<ReturnType<typeof findStoryAtPath>>> }
  /** The facility could not be loaded (spec 03 §8: logged, then a redirect to the site list). */
  | { kind: 'facility-error'; site: SiteRecord; locale: Locale }
  | {
      kind: 'page'
      site: SiteRecord
      locale: Locale
      /** The page's own path (for a wildcard page: without the extra segments). */
      path: string
      page: NonNullable<Awaited<ReturnType<typeof findPageByPath>>>
      /** Segments below a wildcard page (a car list: brand and model filters), else empty. */
      wildcardSegments: string[]
    }

/**
 * What a public request is: a page of a site, a page that does not exist, a host without a site,
 * or a redirect (www to bare host; the default language's own prefix to the unprefixed path).
 * Cached per request so the page and its metadata share one lookup.
 */
export const loadSitePage = cache(async (rawHost: string, lang: string, path: string): Promise<SitePageContext> => {
  const host = decodeURIComponent(rawHost)
  const resolution = await resolveRequestSite(host)
  if (resolution.kind === 'index' || resolution.kind === 'unknown') {
    // spec 01 §8: a request without a site context is logged, and answered with a clear 404.
    logger.warn({ host }, 'No content-platform context was found: no site is configured for this host')
    return { kind: 'unknown-site', host }
  }
  if (resolution.kind === 'redirect') return { kind: 'redirect', host: resolution.host }
  const site = resolution.site

  let locale: Locale
  if (lang === '_') locale = site.defaultLocale
  else if (lang === site.defaultLocale) return { kind: 'redirect-path', to: pathHref(path) }
  else if (isLocale(lang) && site.locales.includes(lang)) locale = lang
  else {
    // spec 01 §8: a request without a language context of this site is logged, then a 404.
    logger.warn({ host, site: site.key, lang }, 'No content-platform context was found: the site has no such language')
    return { kind: 'not-found', site, locale: site.defaultLocale }
  }

  const car = carDetailPathOf(site, path)
  if (car) return { kind: 'car-detail', site, locale, car }
  const facility = await facilityOf(site, locale, path)
  if (facility) return facility
  const page = await findPageByPath({ site, locale, path })
  if (page) return { kind: 'page', site, locale, path, page, wildcardSegments: [] }
  const storyRef = parseStoryPath(site, path)
  const story = storyRef ? await findStoryAtPath({ site, locale, ...storyRef }) : null
  if (story) return { kind: 'story', site, locale, story }
  const wildcard = await findWildcardPage(site, locale, path)
  if (wildcard) return { kind: 'page', site, locale, path: wildcard.path, page: wildcard.page, wildcardSegments: wildcard.segments }
  return { kind: 'not-found', site, locale }
})

/** The car part of a path below the site's car-detail path, when it names a car id. */
export function carDetailPathOf(site: SiteRecord, path: string): Exclude<CarDetailPath, { kind: 'missing-id' }> | null {
  const base = site.paths.carDetail.replace(/\/$/, '')
  if (!path.startsWith(`${base}/`)) return null
  const parsed = parseCarDetailPath(path.slice(base.length + 1).split('/'))
  return parsed.kind === 'missing-id' ? null : parsed
}

/**
 * A facility page when the path names a dealer of the site; undefined (the path is looked up as a
 * page) when it does not: an unknown slug is the not-found page unless the CMS has a page there.
 */
async function facilityOf(site: SiteRecord, locale: Locale, path: string): Promise<SitePageContext | undefined> {
  const slug = dealerSlugOf(site, path)
  if (!slug) return undefined
  const found = await findDealer(site, slug)
  if (found.status === 'error') return { kind: 'facility-error', site, locale }
  if (found.status === 'not-found') return undefined
  // One light query (paths only) for both: a CMS page at this path (rare) and the booking page.
  const pages = await findPagesByPaths(site, locale, site.country === 'SE' ? [path, SERVICE_BOOKING_PATH] : [path])
  const bookingPage = pages.some((p) => p.path === SERVICE_BOOKING_PATH)
  const extraPage = pages.some((p) => p.path === path) ? await findPageByPath({ site, locale, path }) : null
  return {
    kind: 'facility-detail',
    site,
    locale,
    dealer: found.dealer,
    extraPage,
    ...(bookingPage ? { serviceBookingPath: localizedPath(SERVICE_BOOKING_PATH, locale, site.defaultLocale) } : {}),
  }
}

/** spec 02 'Car list page': at most brand, model and one more segment below the list page. */
const MAX_WILDCARD_SEGMENTS = 3

/**
 * A page that takes extra path segments (spec 02 'Car list page': "optional catch-all path segments
 * that act as facet filters"): the nearest ancestor whose main zone holds a block that accepts them.
 * A numeric segment is a car id, which belongs to the car detail page, not the list.
 */
async function findWildcardPage(site: SiteRecord, locale: Locale, path: string) {
  const parts = path.split('/').filter(Boolean)
  for (let keep = parts.length - 1; keep >= Math.max(0, parts.length - MAX_WILDCARD_SEGMENTS); keep--) {
    const segments = parts.slice(keep)
    if (segments.some((s) => /^\d+$/.test(s))) return null
    const ancestor = keep === 0 ? '/' : `/${parts.slice(0, keep).join('/')}`
    const page = await findPageByPath({ site, locale, path: ancestor })
    if (!page) continue
    return acceptsWildcardSegments(page.main) ? { page, path: ancestor, segments } : null
  }
  return null
}
