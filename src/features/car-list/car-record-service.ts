import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { logger } from '@/lib/logger'

/** One car of the site's stock, the full record (spec 02 §7 "Compare: full record by car_id"). */
export async function findCarForSite(site: SiteRecord, carId: string): Promise<{ status: 'ok'; car?: Record<string, unknown> } | { status: 'error' }> {
  const index = site.searchIndexes.vehicles
  if (!index) return { status: 'ok' }
  try {
    const engine = await getSearchEngine()
    const response = await engine.search({ index, filters: [{ name: 'car_id', type: 'terms', values: [carId] }], limit: 1, offset: 0 })
    return { status: 'ok', car: response.content[0] }
  } catch (error) {
    logger.error({ err: error, site: site.key, carId }, 'Car lookup failed')
    return { status: 'error' }
  }
}
