/**
 * Display and facet rules of the facility list (spec 03 §2.2, §5 'Facility and lists', §9): page
 * size, when the search box and a facet's text filter show, the '>' path selection of the place
 * facet, brand de-duplication and the 'showing X of Y' progress.
 */

import { SITES_SCHEMA } from '@/integrations/search/index-schema'
import type { FacetValueNode } from '@/integrations/search/search-contract'

/** spec 03 §7/§9 "List page size 48". */
export const DEALER_LIST_PAGE_SIZE = 48

/** The last page index 'show more' (or an address's page=) reaches: 20 pages, 960 dealers. */
export const DEALER_LIST_MAX_PAGE = 19

/** spec 03 §5/§9 "The list search box shows only when the total exceeds 8". */
export const SEARCH_BOX_ABOVE_TOTAL = 8

/** spec 03 §5/§9 "A facet text filter field appears only when a facet has 10 or more values". */
export const FACET_TEXT_FILTER_MIN_VALUES = 10

/** spec 03 §5 "Facet selection is a '>' joined path". */
export const PATH_SEPARATOR = '>'

/** spec 03 §5: brand codes that keep their own entry even when their prefix is present. */
const BRANDS_NEVER_COLLAPSED: ReadonlySet<string> = new Set(['FI_TR', 'MH_TR'])

/** The facets of the list, in the order shown: brands, departments, region and city. */
export const DEALER_LIST_FACETS = [
  { name: 'site_brands', kind: 'terms' },
  { name: 'site_departments.group', kind: 'terms' },
  { name: 'site_region>site_city', kind: 'hierarchy' },
] as const satisfies readonly { name: string; kind: 'terms' | 'hierarchy' }[]
export type DealerListFacetName = (typeof DEALER_LIST_FACETS)[number]['name']
export const DEALER_LIST_FACET_NAMES = DEALER_LIST_FACETS.map((f) => f.name) as [DealerListFacetName, ...DealerListFacetName[]]
export const BRAND_FACET: DealerListFacetName = 'site_brands'

export type DealerListField = { readonly name: string; readonly kind: 'terms' | 'hierarchy' }

/**
 * Every field the sites index filters by, the list's facets first, then the index's other facets
 * and filter fields in its order: an address may filter by any of them, whether or not the list
 * shows a facet for it (spec 03 §2.9: an old contact page redirects to
 * `/find-us?site_departments.brands.name=Porsche&site_departments.name=Car+sales`). Such a filter
 * applies and shows as a removable chip; a parameter that names none of them is ignored.
 */
export const DEALER_LIST_FIELDS: readonly DealerListField[] = (() => {
  const fields = new Map<string, DealerListField['kind']>(DEALER_LIST_FACETS.map((facet) => [facet.name, facet.kind]))
  for (const field of [...SITES_SCHEMA.facets, ...SITES_SCHEMA.filterFields]) {
    if (field.kind !== 'number' && !fields.has(field.name)) fields.set(field.name, field.kind === 'hierarchy' ? 'hierarchy' : 'terms')
  }
  return Object.freeze([...fields].map(([name, kind]) => Object.freeze({ name, kind })))
})()
export const DEALER_LIST_FIELD_NAMES = DEALER_LIST_FIELDS.map((f) => f.name) as [string, ...string[]]

const SHOWN_FACETS: ReadonlySet<string> = new Set(DEALER_LIST_FACET_NAMES)
/** Whether the list shows a facet (tick boxes) for a field; the others show their selection as chips. */
export const isShownFacet = (name: string): name is DealerListFacetName => SHOWN_FACETS.has(name)

export const searchBoxVisible = (total: number): boolean => total > SEARCH_BOX_ABOVE_TOTAL
export const facetHasTextFilter = (valueCount: number): boolean => valueCount >= FACET_TEXT_FILTER_MIN_VALUES

/**
 * The code a brand code collapses into (spec 03 §5): 'VW_PB' → 'VW' when 'VW' is among `present`;
 * itself otherwise, and always for FI_TR and MH_TR.
 */
export function collapsedBrand(code: string, present: ReadonlySet<string>): string {
  if (BRANDS_NEVER_COLLAPSED.has(code)) return code
  const split = code.indexOf('_')
  if (split <= 0) return code
  const prefix = code.slice(0, split)
  return present.has(prefix) ? prefix : code
}

/** A brand list without the codes that collapse into a present prefix, in first-seen order. */
export function dedupeBrands(codes: readonly string[]): string[] {
  const present = new Set(codes)
  return [...new Set(codes.map((code) => collapsedBrand(code, present)))]
}

/**
 * The brand facet's values after de-duplication: a collapsed code's sites count under its prefix.
 * The count is the larger of the two (a site carrying both codes is one site); exact when a site
 * with the long code always has the prefix too, as in the stock feeds.
 */
export function dedupeBrandFacetValues(values: readonly FacetValueNode[]): FacetValueNode[] {
  const present = new Set(values.map((v) => v.text))
  const merged = new Map<string, FacetValueNode>()
  for (const value of values) {
    const brand = collapsedBrand(value.text, present)
    const earlier = merged.get(brand)
    merged.set(brand, { text: brand, count: Math.max(earlier?.count ?? 0, value.count) })
  }
  return [...merged.values()]
}

/** The selected brands plus every code that collapses into one of them, for the search's filter. */
export function expandBrandSelection(selected: readonly string[], facetCodes: readonly string[]): string[] {
  const present = new Set(facetCodes)
  const chosen = new Set(selected)
  const expanded = [...selected]
  for (const code of facetCodes) {
    if (!chosen.has(code) && chosen.has(collapsedBrand(code, present))) expanded.push(code)
  }
  return expanded
}

/** 'Västra Götaland' for 'Västra Götaland>Göteborg'. */
export const pathParent = (value: string): string => value.split(PATH_SEPARATOR, 1)[0] ?? value

/**
 * A facet value ticked or unticked (spec 03 §5): ticking adds the path; unticking a value removes it
 * and every value below it ('Skåne' clears 'Skåne>Malmö'); ticking a child of a hierarchy keeps
 * its parent, so the parent's box stays ticked.
 */
export function toggleFacetValue(selected: readonly string[], value: string): string[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value && !v.startsWith(`${value}${PATH_SEPARATOR}`))
  const parent = pathParent(value)
  const withParent = parent !== value && !selected.includes(parent) ? [...selected, parent] : [...selected]
  return [...withParent, value]
}

/**
 * The values sent to the search for a hierarchy facet: a parent with a ticked child is narrowed to
 * its children (the parent alone means every city in the region).
 */
export function hierarchySearchValues(values: readonly string[]): string[] {
  const parentsWithChildren = new Set(values.filter((v) => v.includes(PATH_SEPARATOR)).map(pathParent))
  return values.filter((v) => v.includes(PATH_SEPARATOR) || !parentsWithChildren.has(v))
}

export type DealerListProgress = { shown: number; total: number; percent: number }

/** The 'showing X of Y' progress: never more shown than the total; the bar is full only when all are shown. */
export function dealerListProgress(shown: number, total: number): DealerListProgress {
  const safeTotal = Math.max(0, total)
  const safeShown = Math.min(Math.max(0, shown), safeTotal)
  return { shown: safeShown, total: safeTotal, percent: safeTotal === 0 ? 0 : Math.floor((safeShown / safeTotal) * 100) }
}

/** 'Show more' shows while dealers remain and the page cap is not reached. */
export const showMoreVisible = (page: number, shown: number, total: number): boolean => page < DEALER_LIST_MAX_PAGE && shown < total
