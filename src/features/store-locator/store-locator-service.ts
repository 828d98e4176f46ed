import { getPayloadClient } from '@/cms/payload-client'
import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import { MAX_LIMIT } from '@/integrations/search/search-contract'
import { getConfig } from '@/lib/config'
import type { Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { localizedPath } from '@/lib/page-path'

import { checkLocation } from './rules/location'
import { directionsUrl, type StoreMarker } from './rules/markers'

/** More than any site has; a runaway collection or index does not make a page of megabytes. */
const MAX_LOCATIONS = 2000

export type MarkerSource = 'cms' | 'stock'

/**
 * A stock dealer (the sites index, spec 03 §3 Site) as a Location: its name, position
 * (site_geocoord 'lat,lng'), street, zip and city, and a dealer card linking to its facility page
 * (`{site-detail path}/{slug}`) with the brands it sells. Its phone and e-mail are on that page: a
 * dealer here is the spec's dealer-card type, not the contact type.
 */
export function dealerAsLocation(dealer: DealerRecord, site: SiteRecord, locale: Locale): Record<string, unknown> {
  const [lat, lng] = (dealer.site_geocoord ?? '').split(',')
  return {
    id: `dealer-${dealer.site_id}`,
    name: dealer.site_official_name,
    lat,
    lng,
    city: dealer.site_city,
    address: dealer.site_street,
    zip: dealer.site_zip,
    dealerCard: {
      title: dealer.site_official_name,
      text: dealer.site_brands.join(', '),
      url: `${localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}/${dealer.slug}`,
    },
  }
}

/**
 * Locations that pass spec 01 §3's rules become markers with their type and directions link; the
 * others are dropped and logged with what is missing, and the rest renders.
 */
export function markersFrom(
  raws: readonly { source: MarkerSource; location: unknown }[],
  directionsTemplate: string,
  log: { site: string } = { site: '' },
): StoreMarker[] {
  const markers: StoreMarker[] = []
  const seen = new Set<string>()
  for (const { source, location } of raws) {
    const check = checkLocation(location)
    if (!check.valid) {
      logger.warn({ site: log.site, source, location: check.id, name: check.name, reason: check.reason }, `Store locator: location dropped (${check.reason})`)
      continue
    }
    // CMS ids and stock ids live in different spaces: keep the list's keys unique whatever they are.
    const id = `${source}-${check.location.id}`
    if (seen.has(id)) continue
    seen.add(id)
    markers.push({ ...check.location, id, type: check.type, directionsUrl: directionsUrl(directionsTemplate, check.location) })
  }
  return markers
}

async function cmsLocations(site: SiteRecord, locale: Locale): Promise<unknown[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'locations',
    where: { site: { equals: site.id } },
    locale,
    fallbackLocale: site.defaultLocale,
    depth: 0,
    limit: MAX_LOCATIONS,
    sort: 'name',
    // As the visitor: the same access a REST or GraphQL reader has.
    overrideAccess: false,
    user: null,
  })
  return result.docs
}

async function stockDealers(site: SiteRecord): Promise<DealerRecord[]> {
  const index = site.searchIndexes.sites
  if (!index) return []
  const engine = await getSearchEngine()
  const dealers: DealerRecord[] = []
  for (let offset = 0; offset < MAX_LOCATIONS; offset += MAX_LIMIT) {
    const page = await engine.search({ index, limit: MAX_LIMIT, offset, sort_name: 'website_sort_order_asc' })
    for (const raw of page.content) {
      const parsed = dealerRecord.safeParse(raw)
      if (parsed.success) dealers.push(parsed.data)
      else logger.warn({ site: site.key, index, issue: parsed.error.issues[0]?.message }, 'Store locator: a dealer record does not match the stock rules')
    }
    if (offset + MAX_LIMIT >= page.total_items) break
  }
  return dealers
}

/**
 * The markers of a store locator block (spec 01 §7.2 "locations come from layout data"): the
 * site's Locations from the CMS, read as the visitor, and, when the block asks, the dealers of the
 * site's stock. A source that fails is logged and left out, so the map shows what the other has.
 */
export async function loadStoreMarkers(site: SiteRecord, locale: Locale, options: { includeStockDealers: boolean }): Promise<StoreMarker[]> {
  const [cms, stock] = await Promise.all([
    cmsLocations(site, locale).catch((error: unknown) => {
      logger.error({ err: error, site: site.key }, 'Store locator: the locations could not be read')
      return [] as unknown[]
    }),
    options.includeStockDealers
      ? stockDealers(site).catch((error: unknown) => {
          logger.error({ err: error, site: site.key }, 'Store locator: the stock dealers could not be read')
          return [] as DealerRecord[]
        })
      : Promise.resolve([] as DealerRecord[]),
  ])
  return markersFrom(
    [
      ...cms.map((location) => ({ source: 'cms' as const, location })),
      ...stock.map((dealer) => ({ source: 'stock' as const, location: dealerAsLocation(dealer, site, locale) })),
    ],
    getConfig().map.directionsUrl,
    { site: site.key },
  )
}
