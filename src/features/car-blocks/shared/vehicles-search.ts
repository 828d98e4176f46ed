import type { CarSummary } from '@/features/car-card'
import { getSearchEngine } from '@/features/car-search'
import type { BlockContext } from '@/features/content-blocks'
import type { SearchRequest, SearchResponse } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

import { parseCarSummaries } from './car-summaries'

/**
 * Server-side search calls of the car blocks. A block that cannot search renders nothing instead
 * of failing the page: the failure is logged (spec 02 §8 "Search failure: logged", "Car of the
 * week failure: logged"; spec 03 §2.8 teasers).
 */

/** The site's vehicles index, or undefined (logged) when the site has none configured. */
export function vehiclesIndexOf(context: Pick<BlockContext, 'site' | 'zone'>, blockType: string): string | undefined {
  const index = context.site.searchIndexes.vehicles
  if (!index) logger.warn({ site: context.site.key, zone: context.zone, blockType }, 'The site has no vehicles search index; the car block is left out')
  return index
}

/** One search; undefined (logged) when it fails. */
export async function searchVehicles(
  context: Pick<BlockContext, 'site' | 'zone'>,
  blockType: string,
  request: SearchRequest,
): Promise<SearchResponse | undefined> {
  try {
    const engine = await getSearchEngine()
    return await engine.search(request)
  } catch (error) {
    logger.error({ err: error, site: context.site.key, zone: context.zone, blockType, index: request.index }, 'Car search failed; the car block is left out')
    return undefined
  }
}

/**
 * The cars a request finds, as card summaries; undefined (logged) when the search fails. Cars
 * the card cannot show (missing or malformed summary fields) are left out with a warning.
 */
export async function searchCarSummaries(
  context: Pick<BlockContext, 'site' | 'zone'>,
  blockType: string,
  request: SearchRequest,
): Promise<CarSummary[] | undefined> {
  const response = await searchVehicles(context, blockType, request)
  if (!response) return undefined
  const { cars, dropped } = parseCarSummaries(response.content)
  if (dropped > 0)
    logger.warn({ site: context.site.key, blockType, index: request.index, dropped }, 'Search answered cars without a valid summary; they are left out')
  return cars
}
