import { parseCarSummaries } from '@/features/car-blocks'
import { CAR_SUMMARY_FIELDS, type CarSummary } from '@/features/car-card'
import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import type { DealerRecord } from '@/integrations/search/dealer-record'
import { logger } from '@/lib/logger'

import { LATEST_CARS_LIMIT, LATEST_CARS_SORT } from './dealer-rules'

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
