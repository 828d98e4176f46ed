import type { FacetRequest, FacetResult, FieldFilter, SearchRequest } from '@/integrations/search/search-contract'
import { MAX_LIMIT } from '@/integrations/search/search-contract'

import { type CarListQuery, type FacetConfig, type SortOption } from './car-list-types'
import { CAR_SUMMARY_FIELDS } from '@/features/car-card'
import { PAGE_SIZE } from './list-display'
import {
  BRAND_MODEL_FACET,
  type BrandModelPathValues,
  HIERARCHY_SEPARATOR,
  hierarchyLeaf,
  hierarchyParent,
  isHierarchyFacet,
  normaliseCarListQuery,
} from './query-state'

/**
 * The car list's calls to the search service (spec 02 §7 'Car search service', 'Car list page'):
 * 48 cars a page with the summary fields, the facets with the visitor's selection, the sort and the
 * keyphrase; and the facets call that gives the brand and model spellings.
 */

export type CarListSearchInput = {
  /** The site's vehicles index (site-index). */
  index: string
  query: CarListQuery
  facets: readonly FacetConfig[]
  sorts: readonly SortOption[]
  /** Cars per page, 1 to MAX_LIMIT (spec 02 §9 "List page size 48"). */
  pageSize?: number
}

/**
 * A hierarchy selection as the engine should get it. The engine ORs the values and a brand
 * includes all its models ('Volvo' with 'Volvo>XC60' is every Volvo), while the query keeps the
 * brand ticked beside its models; so a brand with a model of it selected is left out: 'Volvo',
 * 'Volvo>XC60', 'BMW' asks for XC60s and every BMW.
 */
export function hierarchyFilterValues(values: readonly string[]): string[] {
  const brandsWithModels = new Set(values.filter((v) => hierarchyLeaf(v) !== undefined).map(hierarchyParent))
  return values.filter((v) => hierarchyLeaf(v) !== undefined || !brandsWithModels.has(v))
}

const selectionValues = (facetName: string, values: readonly string[]): string[] => (isHierarchyFacet(facetName) ? hierarchyFilterValues(values) : [...values])

/**
 * One facet asked for with its current selection in `filters`, so its counts leave its own
 * selection out (disjunctive counts) while it still filters the cars. Range facets ask with
 * `type: 'range'` and exactly two ends [min, max] (null an open end, spec 02 §7 "Range facets send
 * type range with numeric values when exactly two are chosen"); unselected they answer the
 * histogram with the slider's min and max.
 */
function facetRequest(facet: FacetConfig, query: CarListQuery): FacetRequest {
  if (facet.kind === 'range') {
    const range = query.ranges[facet.name]
    return { name: facet.name, type: 'range', ...(range ? { filters: [range[0], range[1]] } : {}) }
  }
  const values = selectionValues(facet.name, query.filters[facet.name] ?? [])
  return { name: facet.name, ...(values.length > 0 ? { filters: values } : {}) }
}

/**
 * The requests that load pages 0 … query.page, one per page (spec 02 §4 "Pages load cumulatively";
 * 'show more' needs only the last one, the earlier ones are the response cache's). Each has limit
 * = pageSize ≤ MAX_LIMIT, offset = page × pageSize, the summary fields, the keyphrase and the sort
 * (the site's first option when the query names none, which need not be the index's default).
 * Only the first request asks for every facet, which are the same for every page: take the facet
 * counts from the first response and the total from any. Later pages ask only for the facets
 * that hold a selection, which is how that selection filters their cars.
 * Selections on a field the site does not show as a facet (brand and model from the path, a
 * redirect's preset filter such as car_condition=Used) go in as plain filters.
 */
export function carListSearchRequests({ index, query, facets, sorts, pageSize = PAGE_SIZE }: CarListSearchInput): SearchRequest[] {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_LIMIT)
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_LIMIT}, got ${pageSize}`)
  const q = normaliseCarListQuery(query, facets, sorts)
  const shown = new Set(facets.map((f) => f.name))

  // Selections of fields the list does not show (brand and model from the path, a preset filter
  // from a link) filter every page as plain filters.
  const filters: FieldFilter[] = []
  for (const [name, values] of Object.entries(q.filters)) {
    if (!shown.has(name)) filters.push({ name, type: 'terms', values: selectionValues(name, values) })
  }
  for (const [name, [min, max]] of Object.entries(q.ranges)) {
    if (!shown.has(name)) filters.push({ name, type: 'range', values: [min, max] })
  }
  const sortName = q.sortName ?? sorts[0]?.name
  const facetRequests = facets.map((facet) => facetRequest(facet, q))
  // A shown facet's selection travels inside its facet request, so every page keeps the facets
  // that hold a selection (without them page 2 of "Toyota" was every brand, issue 16); only the
  // first page needs the others, for their counts.
  const selectedFacets = facetRequests.filter((f) => f.filters !== undefined)

  return Array.from({ length: q.page + 1 }, (_, page): SearchRequest => ({
    index,
    fields: [...CAR_SUMMARY_FIELDS],
    ...(q.keyphrase === '' ? {} : { keyphrase: q.keyphrase }),
    ...(page === 0 && facetRequests.length > 0 ? { facets: facetRequests } : page > 0 && selectedFacets.length > 0 ? { facets: selectedFacets } : {}),
    ...(filters.length > 0 ? { filters } : {}),
    ...(sortName === undefined ? {} : { sort_name: sortName }),
    limit: pageSize,
    offset: page * pageSize,
  }))
}

/**
 * The facets call (spec 02 §7 "Facets call: limit 0, brand and model"): no cars, the brand and
 * model facets for the hero search's keyphrase split, and the brand>model hierarchy whose values
 * read path slugs back (`brandModelPathValues`).
 */
export function facetValuesRequest(index: string): SearchRequest {
  return { index, limit: 0, offset: 0, facets: [{ name: 'car_brand' }, { name: 'car_model' }, { name: BRAND_MODEL_FACET }] }
}

/**
 * The facet map of a facets answer (spec 02 §8 "Missing facet map: error on the list and hero
 * banner"): brand and model spellings, or undefined when the answer lacks the brand/model
 * hierarchy (a search service that failed quietly answers with no facets at all, spec 02 §8
 * "Search failure: … empty facet"). Without it a path such as /bmw cannot be read, and guessing
 * (reading it as a keyword) would show other cars than the link meant.
 */
export function facetMapOf(facetResults: readonly FacetResult[]): BrandModelPathValues | undefined {
  const hierarchy = facetResults.find((facet) => facet.name === BRAND_MODEL_FACET)
  if (!hierarchy || hierarchy.type === 'histogram') return undefined
  return brandModelPathValues(facetResults)
}

/**
 * Brand and model spellings from a facets answer: brands from the hierarchy (and the brand
 * facet), models as 'Volvo>XC60' from the hierarchy's children.
 */
export function brandModelPathValues(facetResults: readonly FacetResult[]): BrandModelPathValues {
  const brands: string[] = []
  const models: string[] = []
  for (const facet of facetResults) {
    if (facet.type === 'histogram') continue
    if (facet.name === BRAND_MODEL_FACET) {
      for (const brand of facet.values) {
        brands.push(brand.text)
        for (const model of brand.children ?? []) models.push(`${brand.text}${HIERARCHY_SEPARATOR}${model.text}`)
      }
    } else if (facet.name === 'car_brand') {
      brands.push(...facet.values.map((v) => v.text))
    }
  }
  return { brands: [...new Set(brands)], models: [...new Set(models)] }
}
