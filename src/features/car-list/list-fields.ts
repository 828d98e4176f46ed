import { type FacetField, VEHICLES_SCHEMA } from '@/integrations/search/index-schema'

import type { FacetConfig } from './car-list-types'

/** How the list treats a field: a list of values, a '>' hierarchy, a number range or yes/no. */
export type ListFieldKind = FacetConfig['kind']

export type ListField = { readonly name: string; readonly kind: ListFieldKind }

/** The list's kind of a vehicles-index field: numbers are ranges, the rest lists of values. */
function listFieldKind(field: Pick<FacetField, 'kind'>): ListFieldKind {
  if (field.kind === 'hierarchy') return 'hierarchy'
  if (field.kind === 'number') return 'range'
  if (field.kind === 'boolean') return 'boolean'
  return 'terms'
}

/**
 * Every field the vehicles index filters by, its facets and its filter fields, in the index's
 * order (spec 02 'Car list page' "one [query parameter] per facet name"; spec 03 §2.9 "Some
 * redirects carry preset list filters as query: car_fuel, car_condition, car_brand,
 * car_vehicle_type, car_site_region"). A car-list address may filter by any of them, whether or
 * not the list shows its facet: the filter applies, shows as a chip and counts (issue 36). A query
 * parameter that names none of them is no filter and is never read.
 */
export const CAR_LIST_FIELDS: readonly ListField[] = (() => {
  const fields = new Map<string, ListFieldKind>()
  for (const field of [...VEHICLES_SCHEMA.facets, ...VEHICLES_SCHEMA.filterFields]) {
    if (!fields.has(field.name)) fields.set(field.name, listFieldKind(field))
  }
  return Object.freeze([...fields].map(([name, kind]) => Object.freeze({ name, kind })))
})()

export const CAR_LIST_FIELD_NAMES: readonly string[] = CAR_LIST_FIELDS.map((field) => field.name)
