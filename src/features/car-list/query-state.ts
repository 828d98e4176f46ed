import { keyphraseTokens } from '@/lib/text-folding'

import type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
import { CAR_LIST_FIELDS, type ListField, type ListFieldKind } from './list-fields'
import { MAX_PAGE_INDEX } from './list-display'
import { parseTypedNumber, type RangeValue } from './range-slider'

/**
 * The car list's query state and its URL (spec 02 'Car list page', §3 'Search facet and query
 * state', §4, §5): path segments below the car-list path are brand and model, query parameters
 * keyphrase, sortName, page and one per field of the vehicles index, whether the list shows its
 * facet or not (list-fields.ts; a redirect's preset filter). A shared link reproduces the same search:
 * `parseCarListQuery` of `carListHref(q)` gives q back for every normalised q.
 */

/** The hierarchy facet whose values the path segments carry (spec 02 'Car list page', §9 separator '>'). */
export const BRAND_MODEL_FACET = 'car_brand>car_model'

/** spec 02 §9 "Facet hierarchy separator '>'": facet names 'car_brand>car_model', values 'Volvo>XC60'. */
export const HIERARCHY_SEPARATOR = '>'

/**
 * The real spellings of brands and models, to read path slugs back ('land-rover' → 'Land Rover').
 * Models are hierarchy values 'Volvo>XC60'. From the facets call (spec 02 §7 "Facets call: limit
 * 0, brand and model"), see `brandModelPathValues`.
 */
export type BrandModelPathValues = { brands: readonly string[]; models: readonly string[] }

/** URLSearchParams, or the decoded record a Next.js page gets as `searchParams`. */
export type CarListSearchParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

export type ParseCarListQueryInput = {
  /** The path segments below the car-list path, e.g. ['volvo', 'xc60']. */
  segments: readonly string[]
  searchParams: CarListSearchParams
  facets: readonly FacetConfig[]
  sorts: readonly SortOption[]
  pathValues: BrandModelPathValues
}

const PARAM_KEYPHRASE = 'keyphrase'
const PARAM_SORT = 'sortName'
const PARAM_PAGE = 'page'

/** A facet whose values are '>' paths (its name joins the two fields with '>', spec 02 §3). */
export const isHierarchyFacet = (facetName: string): boolean => facetName.includes(HIERARCHY_SEPARATOR)

/** The brand of a hierarchy value: 'Volvo' for 'Volvo>XC60' and for 'Volvo'. */
export const hierarchyParent = (value: string): string => {
  const split = value.indexOf(HIERARCHY_SEPARATOR)
  return split < 0 ? value : value.slice(0, split)
}

/** The model part of a hierarchy value ('XC60' for 'Volvo>XC60'); undefined for a brand. */
export const hierarchyLeaf = (value: string): string | undefined => {
  const split = value.indexOf(HIERARCHY_SEPARATOR)
  return split < 0 ? undefined : value.slice(split + HIERARCHY_SEPARATOR.length)
}

/**
 * A facet value as a path segment: the keyphrase's folded words joined by '-' ('Land Rover' →
 * 'land-rover', 'Mercedes-Benz' → 'mercedes-benz', 'Škoda' → 'skoda', 'ID.4' → 'id-4').
 */
export function facetValueSlug(value: string): string {
  return keyphraseTokens(value).join('-')
}

export const emptyCarListQuery = (): CarListQuery => ({ keyphrase: '', filters: {}, ranges: {}, page: 0 })

const collapseSpaces = (text: string): string => text.replace(/\s+/gu, ' ').trim()

/**
 * Hierarchy values in their normal form: every model's brand is selected too (a model belongs
 * to its brand), each brand followed by its models, brands in the order first named.
 */
function hierarchyInOrder(values: readonly string[]): string[] {
  const byBrand = new Map<string, string[]>()
  for (const value of values) {
    const brand = hierarchyParent(value)
    const models = byBrand.get(brand) ?? []
    byBrand.set(brand, models)
    if (value !== brand && !models.includes(value)) models.push(value)
  }
  return [...byBrand].flatMap(([brand, models]) => [brand, ...models])
}

/** Selected values of one facet: trimmed, no empties, no repeats, hierarchy in normal form. */
function facetValues(facetName: string, values: readonly string[]): string[] {
  const unique = [...new Set(values.map((v) => v.trim()).filter((v) => v !== '' && (!isHierarchyFacet(facetName) || hierarchyParent(v) !== '')))]
  return isHierarchyFacet(facetName) ? hierarchyInOrder(unique) : unique
}

/** A range end in the URL's and the slider's terms: a whole number, not negative (prices, mileage, power). */
const rangeEnd = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.trunc(value)))

/** Ends ordered; both open is no range at all. */
function orderedRange(range: Readonly<RangeValue> | undefined): RangeValue | undefined {
  if (!range) return undefined
  const min = rangeEnd(range[0])
  const max = rangeEnd(range[1])
  if (min === null && max === null) return undefined
  return min !== null && max !== null && min > max ? [max, min] : [min, max]
}

const clampPage = (page: number): number => (Number.isFinite(page) ? Math.min(MAX_PAGE_INDEX, Math.max(0, Math.trunc(page))) : 0)

/** The sort name as the query keeps it: unknown and the first (default) option are left out (spec 02 'Car list page'). */
function knownSortName(sortName: string | undefined, sorts: readonly SortOption[]): string | undefined {
  if (sortName === undefined || sorts[0]?.name === sortName) return undefined
  return sorts.some((s) => s.name === sortName) ? sortName : undefined
}

/**
 * The normal form of a query for the site's facets and sorts: keyphrase with single spaces;
 * filters for every list field of the index (the site's facets, the brand/model hierarchy and the
 * fields the list does not show: a preset filter from a link, issue 36), ranges for its range
 * fields (whole, non-negative numbers, ordered, not both open); sortName only when a known
 * non-default option; page a whole number 0–19. Empty selections and unknown names are left out.
 */
export function normaliseCarListQuery(query: CarListQuery, facets: readonly FacetConfig[], sorts: readonly SortOption[]): CarListQuery {
  const filters: Record<string, string[]> = {}
  const ranges: Record<string, RangeValue> = {}
  for (const field of urlFields(facets)) {
    if (field.kind === 'range') {
      const range = orderedRange(query.ranges[field.name])
      if (range) ranges[field.name] = range
    } else {
      const values = facetValues(field.name, query.filters[field.name] ?? [])
      if (values.length > 0) filters[field.name] = values
    }
  }
  const sortName = knownSortName(query.sortName, sorts)
  return { keyphrase: collapseSpaces(query.keyphrase), filters, ranges, ...(sortName === undefined ? {} : { sortName }), page: clampPage(query.page) }
}

/**
 * The fields a car-list address can filter by, in URL order: the brand/model hierarchy first when
 * the site's facet config lacks it, the configured facets in their order, then every other field
 * the index knows (CAR_LIST_FIELDS) in the index's order. A configured facet keeps its own kind.
 */
function urlFields(facets: readonly FacetConfig[]): ListField[] {
  const kinds = new Map<string, ListFieldKind>()
  if (!facets.some((facet) => facet.name === BRAND_MODEL_FACET)) kinds.set(BRAND_MODEL_FACET, 'hierarchy')
  for (const facet of facets) if (!kinds.has(facet.name)) kinds.set(facet.name, facet.name === BRAND_MODEL_FACET ? 'hierarchy' : facet.kind)
  for (const field of CAR_LIST_FIELDS) if (!kinds.has(field.name)) kinds.set(field.name, field.kind)
  return [...kinds].map(([name, kind]) => ({ name, kind }))
}

function paramReader(searchParams: CarListSearchParams): (name: string) => string[] {
  if (searchParams instanceof URLSearchParams) return (name) => searchParams.getAll(name)
  return (name) => {
    const value = searchParams[name]
    if (value === undefined) return []
    return typeof value === 'string' ? [value] : [...value]
  }
}

/** A range parameter: 'min-max', '-max' or 'min-' with spaces removed ('100 000-300 000'). */
export function parseRangeParam(text: string): RangeValue | undefined {
  const parts = text.replace(/\s+/gu, '').split('-')
  if (parts.length !== 2) return undefined
  const ends = parts.map((part) => (part === '' ? null : parseTypedNumber(part)))
  // A part that is there must be a number.
  if (ends.some((end, i) => end === null && parts[i] !== '')) return undefined
  return orderedRange([ends[0] ?? null, ends[1] ?? null])
}

const formatRangeParam = ([min, max]: Readonly<RangeValue>): string => `${min ?? ''}-${max ?? ''}`

/** spec 02 §5 "Page number is capped at 20; page=0 if not numeric" (zero-based in the URL, like the query). */
function parsePageParam(text: string | undefined): number {
  const page = Number.parseInt(text ?? '', 10)
  return Number.isNaN(page) ? 0 : clampPage(page)
}

function safeDecode(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Reads the path segments: the first segment naming a known brand selects it, a later one naming
 * a model of that brand selects the model; every other segment is kept as keyphrase text (its
 * dashes read as spaces) instead of being dropped.
 */
function readPathSegments(segments: readonly string[], pathValues: BrandModelPathValues): { values: string[]; keyphrase: string[] } {
  const brandBySlug = new Map<string, string>()
  const modelsByBrand = new Map<string, Map<string, string>>()
  for (const brand of [...pathValues.brands, ...pathValues.models.map(hierarchyParent)]) {
    const slug = facetValueSlug(brand)
    if (slug !== '' && !brandBySlug.has(slug)) brandBySlug.set(slug, brand)
  }
  for (const model of pathValues.models) {
    const leaf = hierarchyLeaf(model)
    if (leaf === undefined) continue
    const slug = facetValueSlug(leaf)
    const models = modelsByBrand.get(hierarchyParent(model)) ?? new Map<string, string>()
    modelsByBrand.set(hierarchyParent(model), models)
    if (slug !== '' && !models.has(slug)) models.set(slug, model)
  }

  let brand: string | undefined
  let model: string | undefined
  const keyphrase: string[] = []
  for (const segment of segments) {
    const text = safeDecode(segment)
    const slug = facetValueSlug(text)
    if (slug === '') continue
    if (brand === undefined) {
      brand = brandBySlug.get(slug)
      if (brand !== undefined) continue
    } else if (model === undefined) {
      model = modelsByBrand.get(brand)?.get(slug)
      if (model !== undefined) continue
    }
    keyphrase.push(text.replace(/[-_]+/gu, ' '))
  }
  return { values: [brand, model].filter((v): v is string => v !== undefined), keyphrase }
}

/**
 * The visitor's search from the URL (spec 02 'Car list page'); the answer is in normal form. Each
 * parameter the list knows is read by its name (the page cache keys a path by the names its
 * renders read, so a parameter that is no field of the index is never read and never splits the
 * cache; docs/architecture.md 'Page cache').
 */
export function parseCarListQuery({ segments, searchParams, facets, sorts, pathValues }: ParseCarListQueryInput): CarListQuery {
  const read = paramReader(searchParams)
  const path = readPathSegments(segments, pathValues)
  const filters: Record<string, string[]> = {}
  const ranges: Record<string, RangeValue> = {}
  for (const field of urlFields(facets)) {
    if (field.kind === 'range') {
      const range = read(field.name)
        .map(parseRangeParam)
        .find((r) => r !== undefined)
      if (range) ranges[field.name] = range
    } else {
      filters[field.name] = read(field.name)
    }
  }
  filters[BRAND_MODEL_FACET] = [...path.values, ...(filters[BRAND_MODEL_FACET] ?? [])]
  const query: CarListQuery = {
    keyphrase: [...path.keyphrase, read(PARAM_KEYPHRASE)[0] ?? ''].join(' '),
    filters,
    ranges,
    sortName: read(PARAM_SORT)[0],
    page: parsePageParam(read(PARAM_PAGE)[0]),
  }
  return normaliseCarListQuery(query, facets, sorts)
}

/**
 * The parameters of a car-list request that change nothing (issue 38: the page cache keys the
 * page without them): the first page (`page=0`) and the default sort always, so a request that
 * names them is the cached list even before one like it was rendered; and each name the list
 * reads that has one value, where the query read without it is the same normal query (a keyphrase
 * of spaces, a range open at both ends, `page=00`). Their values are given as the request has them.
 */
export function carListParamsWithoutEffect(input: ParseCarListQueryInput): [name: string, value: string][] {
  const always: [string, string][] = [[PARAM_PAGE, '0'], ...(input.sorts[0] ? [[PARAM_SORT, input.sorts[0].name] as [string, string]] : [])]
  const seen = carListGivenParamsWithoutEffect(input).filter(([name, value]) => !always.some(([n, v]) => n === name && v === value))
  return [...always, ...seen]
}

function carListGivenParamsWithoutEffect(input: ParseCarListQueryInput): [name: string, value: string][] {
  const read = paramReader(input.searchParams)
  const names = [PARAM_KEYPHRASE, ...urlFields(input.facets).map((field) => field.name), PARAM_SORT, PARAM_PAGE]
  const given: Record<string, string[]> = {}
  for (const name of names) {
    const values = read(name)
    if (values.length > 0) given[name] = values
  }
  const normal = JSON.stringify(parseCarListQuery({ ...input, searchParams: given }))
  return Object.entries(given).flatMap(([name, values]) => {
    if (values.length !== 1) return []
    const { [name]: _left, ...without } = given
    return JSON.stringify(parseCarListQuery({ ...input, searchParams: without })) === normal ? [[name, values[0]!] as [string, string]] : []
  })
}

/**
 * The address of a car-list request as given, with only the list's own parameters, each read by
 * name (so nothing else enters the page cache's key): where 'try again' leads when the address
 * could not be read (spec 02 §8 "Missing facet map"). Path segments are written %-encoded.
 */
export function carListRequestHref(basePath: string, segments: readonly string[], searchParams: CarListSearchParams, facets: readonly FacetConfig[]): string {
  const read = paramReader(searchParams)
  const params: string[] = []
  for (const name of [PARAM_KEYPHRASE, ...urlFields(facets).map((field) => field.name), PARAM_SORT, PARAM_PAGE]) {
    for (const value of read(name)) params.push(encodeParam(name, value))
  }
  const base = basePath.replace(/\/+$/u, '')
  const below = segments.map((segment) => encodeURIComponent(safeDecode(segment))).filter((segment) => segment !== '')
  const path = below.length > 0 ? `${base}/${below.join('/')}` : base || '/'
  return params.length > 0 ? `${path}?${params.join('&')}` : path
}

/**
 * Brand and model that go into the path: exactly one brand and at most one model of it, both
 * with a slug. Anything else stays in the query string.
 */
function pathSelection(values: readonly string[]): string[] | undefined {
  const brands = new Set(values.map(hierarchyParent))
  const models = values.filter((v) => hierarchyLeaf(v) !== undefined)
  const [brand] = brands
  if (brands.size !== 1 || brand === undefined || models.length > 1) return undefined
  const segments = [facetValueSlug(brand), ...models.map((m) => facetValueSlug(hierarchyLeaf(m) ?? ''))]
  return segments.every((s) => s !== '') ? segments : undefined
}

const encodeParam = (name: string, value: string): string => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`

/**
 * The URL of a search (spec 02 'Car list page'): brand and model of the hierarchy filter as path
 * segments when exactly one brand and at most one of its models is selected (else as
 * `car_brand>car_model=Volvo>XC60` parameters), then keyphrase, the facets in config order and
 * the other fields of the index after them, sortName (not for the first option) and page (from 1
 * on). The query is normalised first.
 */
export function carListHref(basePath: string, query: CarListQuery, sorts: readonly SortOption[], facets: readonly FacetConfig[]): string {
  const q = normaliseCarListQuery(query, facets, sorts)
  const hierarchy = q.filters[BRAND_MODEL_FACET] ?? []
  const segments = hierarchy.length > 0 ? pathSelection(hierarchy) : undefined

  const params: string[] = []
  if (q.keyphrase !== '') params.push(encodeParam(PARAM_KEYPHRASE, q.keyphrase))
  for (const { name, kind } of urlFields(facets)) {
    if (kind === 'range') {
      const range = q.ranges[name]
      if (range) params.push(encodeParam(name, formatRangeParam(range)))
    } else if (!(name === BRAND_MODEL_FACET && segments)) {
      for (const value of q.filters[name] ?? []) params.push(encodeParam(name, value))
    }
  }
  if (q.sortName !== undefined) params.push(encodeParam(PARAM_SORT, q.sortName))
  if (q.page > 0) params.push(encodeParam(PARAM_PAGE, String(q.page)))

  const base = basePath.replace(/\/+$/u, '')
  const path = segments ? `${base}/${segments.map(encodeURIComponent).join('/')}` : base || '/'
  return params.length > 0 ? `${path}?${params.join('&')}` : path
}

// Changes. Every change goes back to the first page (spec 02 §4 "Any filter change resets page to 0").

/**
 * Ticks or unticks one value of a facet. On a hierarchy facet, ticking a model ticks its brand
 * too, and unticking a brand unticks its models ('Volvo' clears 'Volvo>XC60').
 */
export function withFilterToggled(query: CarListQuery, facetName: string, value: string): CarListQuery {
  const current = query.filters[facetName] ?? []
  const next = current.includes(value)
    ? removeValue(facetName, current, value)
    : isHierarchyFacet(facetName)
      ? hierarchyInOrder([...current, value])
      : [...current, value]
  return { ...query, filters: withFacetValues(query.filters, facetName, next), page: 0 }
}

function removeValue(facetName: string, values: readonly string[], value: string): string[] {
  const clearsModels = isHierarchyFacet(facetName) && hierarchyLeaf(value) === undefined
  return values.filter((v) => v !== value && !(clearsModels && hierarchyParent(v) === value && hierarchyLeaf(v) !== undefined))
}

function withFacetValues(filters: Record<string, string[]>, facetName: string, values: string[]): Record<string, string[]> {
  const { [facetName]: _removed, ...rest } = filters
  return values.length > 0 ? { ...rest, [facetName]: values } : rest
}

/** Sets a range facet's selection (ends ordered, whole numbers); null or both ends open removes it. */
export function withRange(query: CarListQuery, facetName: string, range: Readonly<RangeValue> | null): CarListQuery {
  const { [facetName]: _removed, ...rest } = query.ranges
  const ordered = orderedRange(range ?? undefined)
  return { ...query, ranges: ordered ? { ...rest, [facetName]: ordered } : rest, page: 0 }
}

export function withKeyphrase(query: CarListQuery, keyphrase: string): CarListQuery {
  return { ...query, keyphrase: collapseSpaces(keyphrase), page: 0 }
}

/** Chooses a sort; the first option (the default) and unknown names leave sortName out. */
export function withSort(query: CarListQuery, sortName: string | undefined, sorts: readonly SortOption[]): CarListQuery {
  const { sortName: _previous, ...rest } = query
  const known = knownSortName(sortName, sorts)
  return { ...rest, ...(known === undefined ? {} : { sortName: known }), page: 0 }
}

/**
 * Removes an active filter chip: one value (a brand also takes its models with it), or without
 * a value the facet's whole selection, range included.
 */
export function withoutFilter(query: CarListQuery, facetName: string, value?: string): CarListQuery {
  if (value === undefined) {
    const { [facetName]: _range, ...ranges } = query.ranges
    return { ...query, filters: withFacetValues(query.filters, facetName, []), ranges, page: 0 }
  }
  return { ...query, filters: withFacetValues(query.filters, facetName, removeValue(facetName, query.filters[facetName] ?? [], value)), page: 0 }
}

/** 'Clear all': keyphrase, filters and ranges go; the chosen sort stays. */
export function clearAll(query: CarListQuery): CarListQuery {
  return { ...emptyCarListQuery(), ...(query.sortName === undefined ? {} : { sortName: query.sortName }) }
}
