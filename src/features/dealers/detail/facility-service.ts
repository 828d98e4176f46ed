import { parseCarSummaries } from '@/features/car-blocks'
import { CAR_SUMMARY_FIELDS, type CarSummary } from '@/features/car-card'
import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import { logger } from '@/lib/logger'

import { LATEST_CARS_LIMIT, LATEST_CARS_SORT } from './facility-rules'

/** What a facility slug is on a site (spec 03 §4 "Facility detail: found, or not found … or server failure"). */
export type FacilityLookup = { status: 'found'; dealer: DealerRecord } | { status: 'not-found' } | { status: 'error' }

/**
 * The dealer with this slug in the site's sites index (spec 03 §7 "Site index: filters slug").
 * Not found: no sites index, no such slug, or a record without site_id (spec 03 §5 "a site without
 * site_id gives not-found"; any other record that breaks the stock rules is logged and not found
 * too). A failing search is logged and answered 'error' (spec 03 §8: the page redirects).
 */
export async function findFacility(site: SiteRecord, slug: string): Promise<FacilityLookup> {
  const index = site.searchIndexes.sites
  if (!index || slug === '') return { status: 'not-found' }
  let content: unknown[]
  try {
    const engine = await getSearchEngine()
    const answer = await engine.search({ index, filters: [{ name: 'slug', type: 'terms', values: [slug] }], limit: 1, offset: 0 })
    content = answer.content
  } catch (error) {
    logger.error({ err: error, site: site.key, index, slug, reason: 'GET_SERVER_SIDE_PROPS_FAILED' }, 'Facility detail: the site could not be loaded')
    return { status: 'error' }
  }
  const raw = content[0]
  if (raw === undefined) return { status: 'not-found' }
  const parsed = dealerRecord.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    logger.warn(
      { site: site.key, index, slug, field: issue?.path.join('.'), issue: issue?.message },
      'Facility detail: the dealer record does not match the stock rules; not found',
    )
    return { status: 'not-found' }
  }
  return { status: 'found', dealer: parsed.data }
}

/**
 * The site's latest cars (spec 03 §7 "Latest cars on a site page: 12", filter car_site_id, sort
 * car_publishdate_asc) as card summaries; none (logged) when the search fails, so the rest of the
 * page still shows.
 */
export async function loadLatestCars(site: SiteRecord, dealer: DealerRecord): Promise<CarSummary[]> {
  const index = site.searchIndexes.vehicles
  if (!index) return []
  try {
    const engine = await getSearchEngine()
    const answer = await engine.search({
      index,
      fields: [...CAR_SUMMARY_FIELDS],
      filters: [{ name: 'car_site_id', type: 'terms', values: [dealer.site_id] }],
      sort_name: LATEST_CARS_SORT,
      limit: LATEST_CARS_LIMIT,
      offset: 0,
    })
    const { cars, dropped } = parseCarSummaries(answer.content)
    if (dropped > 0) logger.warn({ site: site.key, index, siteId: dealer.site_id, dropped }, 'Facility detail: cars the card cannot show were left out')
    return cars
  } catch (error) {
    logger.error({ err: error, site: site.key, index, siteId: dealer.site_id }, 'Facility detail: the latest cars could not be loaded; left out')
    return []
  }
}
