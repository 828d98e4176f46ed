/**
 * The facility list's state in its address (spec 03 §2.2, "URL state like the car list"): query
 * parameters `keyphrase`, `page` (pages 0..page are shown) and one per field of the sites index,
 * named like the field (`site_brands=Volvo&site_region>site_city=Skåne>Malmö`, the form the sites'
 * old addresses already use), whether the list shows a facet for it or not. `parseDealerListQuery(dealerListSearch(q))` gives q back for every normalised q, so
 * a reload or back/forward shows the same list.
 */

import { DEALER_LIST_FIELDS, DEALER_LIST_MAX_PAGE, isShownFacet, PATH_SEPARATOR } from './dealer-list-rules'

export type DealerListQuery = {
  keyphrase: string
  /** Selections per field of the sites index (DEALER_LIST_FIELDS): the list's facets and any other field a link names. */
  filters: Partial<Record<string, string[]>>
  page: number
}

/** URLSearchParams, or the decoded record a Next.js page gets as `searchParams`. */
export type DealerListSearchParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

export const PARAM_KEYPHRASE = 'keyphrase'
export const PARAM_PAGE = 'page'
export const MAX_KEYPHRASE_LENGTH = 200
export const MAX_VALUE_LENGTH = 200
export const MAX_VALUES_PER_FACET = 50

export const emptyDealerListQuery = (): DealerListQuery => ({ keyphrase: '', filters: {}, page: 0 })

function allValues(params: DealerListSearchParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key)
  const value = params[key]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

const collapseSpaces = (text: string): string => text.replace(/\s+/gu, ' ').trim()

/**
 * One facet's values in their normal form: trimmed, no empties or repeats, no over-long ones, and
 * for the place hierarchy every city's region ticked too, each region followed by its cities.
 */
export function normaliseFacetValues(kind: 'terms' | 'hierarchy', values: readonly string[]): string[] {
  const clean = [...new Set(values.map(collapseSpaces).filter((v) => v !== '' && v.length <= MAX_VALUE_LENGTH))]
  if (kind === 'terms') return clean.slice(0, MAX_VALUES_PER_FACET)
  const byParent = new Map<string, string[]>()
  for (const value of clean) {
    const parts = value.split(PATH_SEPARATOR).map((p) => p.trim())
    if (parts.length > 2 || parts.some((p) => p === '')) continue
    const parent = parts[0]!
    const children = byParent.get(parent) ?? []
    byParent.set(parent, children)
    if (parts.length === 2) {
      const child = `${parent}${PATH_SEPARATOR}${parts[1]}`
      if (!children.includes(child)) children.push(child)
    }
  }
  return [...byParent.entries()].flatMap(([parent, children]) => [parent, ...children]).slice(0, MAX_VALUES_PER_FACET)
}

export function normaliseDealerListQuery(query: DealerListQuery): DealerListQuery {
  const filters: DealerListQuery['filters'] = {}
  for (const field of DEALER_LIST_FIELDS) {
    const values = normaliseFacetValues(field.kind, query.filters[field.name] ?? [])
    if (values.length > 0) filters[field.name] = values
  }
  const page = Number.isInteger(query.page) ? Math.min(Math.max(query.page, 0), DEALER_LIST_MAX_PAGE) : 0
  return { keyphrase: collapseSpaces(query.keyphrase).slice(0, MAX_KEYPHRASE_LENGTH), filters, page }
}

/**
 * The list's state from an address; anything it does not understand is left out. Each parameter
 * is read by its name, never by going through the whole query, so one the list does not know
 * stays out of the page cache's key (docs/architecture.md 'Page cache').
 */
export function parseDealerListQuery(params: DealerListSearchParams): DealerListQuery {
  const filters: DealerListQuery['filters'] = {}
  for (const field of DEALER_LIST_FIELDS) filters[field.name] = allValues(params, field.name)
  const pageText = allValues(params, PARAM_PAGE)[0] ?? ''
  const page = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 0
  return normaliseDealerListQuery({ keyphrase: allValues(params, PARAM_KEYPHRASE)[0] ?? '', filters, page })
}

/** The query string of a state ('' for the plain list), parameters in a fixed order. */
export function dealerListSearch(query: DealerListQuery): string {
  const q = normaliseDealerListQuery(query)
  const params = new URLSearchParams()
  if (q.keyphrase !== '') params.set(PARAM_KEYPHRASE, q.keyphrase)
  for (const field of DEALER_LIST_FIELDS) for (const value of q.filters[field.name] ?? []) params.append(field.name, value)
  if (q.page > 0) params.set(PARAM_PAGE, String(q.page))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

export const dealerListHref = (basePath: string, query: DealerListQuery): string => `${basePath}${dealerListSearch(query)}`

/** The same search from its first page (every change of filter or keyphrase starts there). */
export const firstPage = (query: DealerListQuery): DealerListQuery => ({ ...query, page: 0 })

/** Whether two states ask for the same dealers (the page aside). */
export const sameSearch = (a: DealerListQuery, b: DealerListQuery): boolean => dealerListSearch(firstPage(a)) === dealerListSearch(firstPage(b))

/** A selection on a field the list shows no facet for (a preset filter from a link), shown as a removable chip. */
export type PresetFilterChip = { field: string; value: string }

/** The chips of a state's preset filters, in the fields' order. */
export function presetFilterChips(query: DealerListQuery): PresetFilterChip[] {
  return DEALER_LIST_FIELDS.filter((field) => !isShownFacet(field.name)).flatMap((field) =>
    (query.filters[field.name] ?? []).map((value) => ({ field: field.name, value })),
  )
}

/** The state without one chip's selection, from its first page. */
export function withoutPresetFilter(query: DealerListQuery, chip: PresetFilterChip): DealerListQuery {
  const rest = (query.filters[chip.field] ?? []).filter((value) => value !== chip.value)
  return firstPage({ ...query, filters: { ...query.filters, [chip.field]: rest } })
}
