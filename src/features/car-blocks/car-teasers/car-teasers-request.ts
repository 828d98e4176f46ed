import { BRAND_MODEL_FACET, carListHref, type FacetConfig, HIERARCHY_SEPARATOR, type SortOption } from '@/features/car-list'
import { CAR_SUMMARY_FIELDS } from '@/features/car-card'
import type { FieldFilter, SearchRequest } from '@/integrations/search/search-contract'

import { carIdsIn } from '../shared/car-ids'
import { CAR_TEASER_SORT_NAMES, type CarTeasersBlockData } from './car-teasers-block'

/** spec 03 §7, §9: "limit NumberOfCars, Limit or 8"; "cars default limit 8". */
export const CAR_TEASER_DEFAULT_LIMIT = 8
/** The most cars a query teaser shows (the block's own cap: a scroll list, not a car list). */
export const CAR_TEASER_MAX_LIMIT = 24
/** spec 03 §7 "cars by ids (limit 100)". */
export const CAR_TEASER_MAX_IDS = 100

export type CarTeaserMode = 'ids' | 'query'

/** The block's mode; a block saved without one is 'ids' when it has ids, else 'query'. */
export function carTeaserMode(data: Pick<CarTeasersBlockData, 'mode' | 'carIds'>): CarTeaserMode {
  return data.mode ?? (parseCarIds(data.carIds).length > 0 ? 'ids' : 'query')
}

/**
 * The ids an editor typed, in order: separated by commas, semicolons or white space; anything that
 * is not a car id is left out, repeats count once, at most 100.
 */
export function parseCarIds(text: string | null | undefined): string[] {
  return carIdsIn(text, CAR_TEASER_MAX_IDS)
}

/** NumberOfCars, else Limit, else 8; a whole number from 1 to 24. */
export function carTeaserLimit(data: Pick<CarTeasersBlockData, 'numberOfCars' | 'limit'>): number {
  const wanted = [data.numberOfCars, data.limit].find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 1)
  return wanted === undefined ? CAR_TEASER_DEFAULT_LIMIT : Math.min(CAR_TEASER_MAX_LIMIT, Math.trunc(wanted))
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** A sort the vehicles index knows, else undefined (the index's default order). */
export function carTeaserSortName(data: Pick<CarTeasersBlockData, 'sortName'>): string | undefined {
  const name = text(data.sortName)
  return name !== undefined && CAR_TEASER_SORT_NAMES.includes(name) ? name : undefined
}

/** The query's filters: brand, model, fuel and body as typed, new/used as car_is_used. */
function queryFilters(data: CarTeasersBlockData): FieldFilter[] {
  const filters: FieldFilter[] = []
  const terms = (name: string, value: string | boolean | undefined) => {
    if (value !== undefined) filters.push({ name, type: 'terms', values: [value] })
  }
  terms('car_brand', text(data.brand))
  terms('car_model', text(data.model))
  terms('car_fuel', text(data.fuel))
  terms('car_body', text(data.body))
  terms('car_is_used', data.isUsed === 'used' ? true : data.isUsed === 'new' ? false : undefined)
  return filters
}

/**
 * The teaser's search (spec 03 §7 "cars by ids (limit 100) or by query with limit NumberOfCars,
 * Limit or 8 and an optional sort"), asking for the card's fields only. By ids: those cars, as many
 * as there are ids; undefined when the block has no valid id (nothing to ask for).
 */
export function carTeaserRequest(data: CarTeasersBlockData, index: string): SearchRequest | undefined {
  const fields = [...CAR_SUMMARY_FIELDS]
  if (carTeaserMode(data) === 'ids') {
    const ids = parseCarIds(data.carIds)
    if (ids.length === 0) return undefined
    return { index, fields, filters: [{ name: 'car_id', type: 'terms', values: ids }], limit: ids.length, offset: 0 }
  }
  const filters = queryFilters(data)
  const sortName = carTeaserSortName(data)
  return {
    index,
    fields,
    ...(filters.length > 0 ? { filters } : {}),
    ...(sortName === undefined ? {} : { sort_name: sortName }),
    limit: carTeaserLimit(data),
    offset: 0,
  }
}

/** Facets the 'show all' link may carry besides brand and model (the car list keeps the site's own). */
const LINK_FACETS: readonly FacetConfig[] = [
  { name: 'car_fuel', label: 'car_fuel', kind: 'terms' },
  { name: 'car_body', label: 'car_body', kind: 'terms' },
  { name: 'car_is_used', label: 'car_is_used', kind: 'boolean' },
]
const LINK_SORTS: readonly SortOption[] = CAR_TEASER_SORT_NAMES.map((name) => ({ name, label: name }))

/**
 * The 'show all' link of a query teaser: the car list with the same search, in the list's own URL
 * form (brand and model as path segments, the rest as parameters). A model without a brand cannot
 * be a path segment and goes in as keyphrase. The list applies the facets its site shows.
 */
export function carTeasersShowAllHref(data: CarTeasersBlockData, carListPath: string): string {
  const brand = text(data.brand)
  const model = text(data.model)
  const fuel = text(data.fuel)
  const body = text(data.body)
  const filters: Record<string, string[]> = {}
  if (brand) filters[BRAND_MODEL_FACET] = [model ? `${brand}${HIERARCHY_SEPARATOR}${model}` : brand]
  if (fuel) filters.car_fuel = [fuel]
  if (body) filters.car_body = [body]
  if (data.isUsed === 'used' || data.isUsed === 'new') filters.car_is_used = [String(data.isUsed === 'used')]
  const sortName = carTeaserSortName(data)
  const query = { keyphrase: !brand && model ? model : '', filters, ranges: {}, page: 0, ...(sortName === undefined ? {} : { sortName }) }
  return carListHref(carListPath, query, LINK_SORTS, LINK_FACETS)
}
