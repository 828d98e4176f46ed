import { cache } from 'react'

import { getSearchEngine } from '@/features/car-search'
import type { SearchEngine } from '@/integrations/search/search-engine'
import { noteRenderFailure } from '@/features/page-cache'
import type { SiteRecord } from '@/features/sites'
import { type FacetResult, MAX_LIMIT } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

import type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
import type { CarSummary } from '@/features/car-card'
import { type BrandModelPathValues } from './query-state'
import { carListSearchRequests, facetMapOf, facetValuesRequest } from './search-request'

export type CarListResults = { status: 'ok'; cars: CarSummary[]; total: number; facets: FacetResult[] } | { status: 'error' }

export class MissingVehicleIndexError extends Error {
  constructor(site: SiteRecord) {
    super(`Site ${site.key} has no vehicles search index configured`)
    this.name = 'MissingVehicleIndexError'
  }
}

const vehicleIndex = (site: SiteRecord) => {
  const index = site.searchIndexes.vehicles
  if (!index) throw new MissingVehicleIndexError(site)
  return index
}

/**
 * The cars of a car-list query (spec 02 'Car list page', §7): pages 0..query.page cumulatively,
 * or only the last one when `onlyLastPage` (the browser's "show more"). Facet counts come with the
 * first page. A failing search is logged and answered as an error (the list shows carListError,
 * spec 02 §8), never thrown at the page.
 */
export async function loadCarListResults(
  site: SiteRecord,
  query: CarListQuery,
  config: { facets: readonly FacetConfig[]; sorts: readonly SortOption[] },
  options: { onlyLastPage?: boolean } = {},
): Promise<CarListResults> {
  try {
    const requests = carListSearchRequests({ index: vehicleIndex(site), query, facets: config.facets, sorts: config.sorts })
    const engine = await getSearchEngine()
    const chosen = options.onlyLastPage ? requests.slice(-1) : requests
    // The last page alone still needs the total. Its facet requests carry the selection that
    // filters it (search-request.ts), so they are kept; their counts are not used.
    const responses = await Promise.all(chosen.map((r) => engine.search(r)))
    return {
      status: 'ok',
      cars: responses.flatMap((r) => r.content as CarSummary[]),
      total: responses[0]?.total_items ?? 0,
      facets: options.onlyLastPage ? [] : (responses[0]?.facet ?? []),
    }
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Car list search failed')
    return { status: 'error' }
  }
}

/** How many of a search's newest cars a saved search's alert looks at (the search service's most per call). */
export const NEWEST_MATCHING_CARS = MAX_LIMIT

/**
 * The newest cars a search finds now (issue 41 item 1, a saved search's alert): at most
 * NEWEST_MATCHING_CARS, newest first, every selection as a plain filter. Throws when the search
 * fails: an alert must never take "no answer" for "no cars".
 */
export async function loadNewestMatchingCars(site: SiteRecord, query: CarListQuery, engine?: SearchEngine): Promise<CarSummary[]> {
  const [request] = carListSearchRequests({
    index: vehicleIndex(site),
    query: { ...query, sortName: 'newest', page: 0 },
    facets: [],
    sorts: [{ name: 'newest', label: 'newest' }],
    pageSize: NEWEST_MATCHING_CARS,
  })
  const response = await (engine ?? (await getSearchEngine())).search(request!)
  return response.content as CarSummary[]
}

/**
 * Brand and model spellings, to read path segments such as /volvo/xc60 (spec 02 §7 "Facets call").
 * Undefined when the facet map is missing (the call failed, or its answer lacks the brand/model
 * facet): spec 02 §8 "Missing facet map: error on the list", so the caller shows its error
 * instead of reading the path as keyword text. Logged, and the page is not kept in the page cache.
 */
// Once per render and site: the car list block and the breadcrumb of the same page both ask.
export const loadBrandModelValues = cache(async (site: SiteRecord): Promise<BrandModelPathValues | undefined> => {
  try {
    const engine = await getSearchEngine()
    const response = await engine.search(facetValuesRequest(vehicleIndex(site)))
    const values = facetMapOf(response.facet)
    if (values) return values
    logger.error({ site: site.key, index: site.searchIndexes.vehicles }, 'Missing facet map: the facets call answered without the brand/model facet')
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Missing facet map: the car list facet values could not be loaded')
  }
  noteRenderFailure()
  return undefined
})
