// zod's tree-shakable build: this module runs in the kits page's first script (the island reads
// its state from the address), where the whole of zod was 33 KB of compressed script (issue 39).
import * as z from 'zod/mini'

/**
 * What the kits page asks the kits index (spec 03 §7 'Kits index'): keyphrase, the facet
 * selections, the page (24 per page, offset by page) and, with a sales session's car, its fitment.
 * The same state comes from the page's query string (first render) and the island's requests.
 */
export const KITS_PAGE_SIZE = 24
/** The filter button's count is capped: '10000+' when the total reaches it (spec 03 §2.3, §9). */
export const KITS_TOTAL_CAP = 10000

export const KIT_FACETS = ['kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'vehicleFitmentSpecifications.make'] as const
export type KitFacetName = (typeof KIT_FACETS)[number]

const list = z.catch(
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    ),
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(30)),
  ),
  [],
)

export const kitQuerySchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  page: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(500)))), undefined),
  auto: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  kitCategory: list,
  kitSubCategory: list,
  kitSubSubCategory: list,
  make: list,
})
export type KitQuery = z.infer<typeof kitQuerySchema>

/** The query parameters the kits page accepts; nothing else of the query is read. */
const KIT_QUERY_NAMES = ['q', 'page', 'auto', 'kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'make'] as const

type QueryParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * Reads the state from query parameters (bad values are dropped, never an error). Each accepted
 * name is read on its own, never the whole query: the page cache keys a page by the names its
 * render read (docs/architecture.md 'Page cache'), so `?utm_x=1` must not make it a new page.
 */
export function kitQueryFrom(params: QueryParams): KitQuery {
  const record: Record<string, string | string[]> = {}
  for (const name of KIT_QUERY_NAMES) {
    const value = params instanceof URLSearchParams ? params.getAll(name) : params[name]
    if (typeof value === 'string') record[name] = value
    else if (value !== undefined && value.length > 0) record[name] = value.length === 1 ? value[0]! : [...value]
  }
  return kitQuerySchema.parse(record)
}

/** The query string of a state (the island's fetch URL). */
export function kitQueryString(query: KitQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.auto) params.set('auto', query.auto)
  for (const key of ['kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'make'] as const) for (const v of query[key]) params.append(key, v)
  return params.toString()
}

/** The kits page's address for a state: its path and the state's query (shareable; a reload shows the same kits). */
export function kitPageHref(pathname: string, query: KitQuery): string {
  const search = kitQueryString(query)
  return search ? `${pathname}?${search}` : pathname
}

const facetField = {
  kitCategory: 'kitCategory',
  kitSubCategory: 'kitSubCategory',
  kitSubSubCategory: 'kitSubSubCategory',
  make: 'vehicleFitmentSpecifications.make',
} as const

/** The search request of the search contract for a state. */
export function kitSearchRequest(index: string, query: KitQuery) {
  const selections = Object.entries(facetField).map(([key, name]) => ({ name, values: query[key as keyof typeof facetField] }))
  return {
    index,
    keyphrase: query.q || undefined,
    facets: selections.map((s) => ({ name: s.name, sort_order: 'value_asc' as const, filters: s.values.length > 0 ? s.values : undefined })),
    filters: [
      { name: 'status', type: 'terms' as const, values: ['active'] },
      ...(query.auto ? [{ name: 'vehicleFitmentSpecifications.externalId', type: 'terms' as const, values: [query.auto] }] : []),
    ],
    sort_name: 'name_asc',
    limit: KITS_PAGE_SIZE,
    offset: ((query.page ?? 1) - 1) * KITS_PAGE_SIZE,
  }
}

/** The filter button's count: '10000+' once the total reaches the cap. */
export function kitTotalLabel(total: number): string {
  return total >= KITS_TOTAL_CAP ? `${KITS_TOTAL_CAP}+` : String(total)
}
