import type { FacetResult } from '@/integrations/search/search-contract'

import type { FacetSortOrder } from './facet-value-order'

/** The engine's view of a search request (spec 02 §7); a parsed `SearchRequest` fits it. */
export type Scalar = string | number | boolean

export type QueryFilter =
  { name: string; type?: 'terms'; values: readonly Scalar[] } | { name: string; type: 'range'; values: readonly [number | null, number | null] }

export type QueryFacet = {
  name: string
  sort_order?: FacetSortOrder
  type?: 'terms' | 'range'
  /** The visitor's selection in this facet: values, or [min, max] for a range. */
  filters?: readonly (Scalar | null)[]
}

export type SearchQuery = {
  keyphrase?: string
  facets?: readonly QueryFacet[]
  filters?: readonly QueryFilter[]
  sort_name?: string
  limit: number
  offset: number
}

/** The page as record positions in sort order, the true number of matches, and the facets asked for. */
export type SearchHits = { ids: number[]; total: number; facets: FacetResult[] }

/**
 * A selection on one field: any of the values (OR), or a closed range whose open ends are
 * ±Infinity. Records without a value never fall in a range.
 */
export type Selection = { kind: 'terms'; values: readonly Scalar[] } | { kind: 'range'; min: number; max: number }

const isRangeEnd = (value: Scalar | null | undefined): value is number | null => value === null || typeof value === 'number'

const range = (min: number | null, max: number | null): Selection => ({
  kind: 'range',
  min: min ?? Number.NEGATIVE_INFINITY,
  max: max ?? Number.POSITIVE_INFINITY,
})

/** A top-level filter's selection; a terms filter without values selects nothing, so filters nothing. */
export function filterSelection(filter: QueryFilter): Selection | undefined {
  if (filter.type === 'range') return range(filter.values[0], filter.values[1])
  return filter.values.length > 0 ? { kind: 'terms', values: filter.values } : undefined
}

/**
 * A facet's own selection. On number fields, or when the facet asks for type 'range', two entries
 * that are numbers or null are [min, max] (spec 02 §7 'Range facets send type range … when exactly
 * two are chosen'); otherwise the non-null entries are values.
 */
export function facetSelection(facet: QueryFacet, isNumberField: boolean): Selection | undefined {
  const filters = facet.filters ?? []
  if ((isNumberField || facet.type === 'range') && filters.length === 2 && isRangeEnd(filters[0]) && isRangeEnd(filters[1]))
    return range(filters[0], filters[1])
  const values = filters.filter((value): value is Scalar => value !== null)
  return values.length > 0 ? { kind: 'terms', values } : undefined
}
