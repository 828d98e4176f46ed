import { z } from 'zod'

/**
 * The search service contract (spec 02 §7 'Car search service', spec 03 §7 'Search service'):
 * request {index, fields, keyphrase, facets [{name, sort_order, filters}], filters, sort_name,
 * limit (default 24), offset (default 0)}; response {facet, content, total_items, limit, offset}.
 */

export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 24

const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean()])

/**
 * A selection on one field. Terms: OR over `values`. Hierarchies: values are '>' paths
 * ('Volvo' or 'Volvo>XC60'); a parent includes its children. Ranges: `type: 'range'` with exactly
 * two numbers [min, max] (either may be null for an open end).
 */
export const fieldFilter = z.discriminatedUnion('type', [
  z.object({ name: z.string().min(1).max(100), type: z.literal('terms').default('terms'), values: z.array(scalar).min(1).max(500) }),
  z.object({
    name: z.string().min(1).max(100),
    type: z.literal('range'),
    values: z.tuple([z.number().finite().nullable(), z.number().finite().nullable()]),
  }),
])

export const facetRequest = z.object({
  name: z.string().min(1).max(100),
  sort_order: z.enum(['count_desc', 'value_asc', 'value_desc']).optional(),
  type: z.enum(['terms', 'range']).optional(),
  /** The visitor's selection in this facet (same forms as fieldFilter values). */
  filters: z
    .array(z.union([scalar, z.null()]))
    .max(500)
    .optional(),
})

export const searchRequest = z
  .object({
    index: z.string().min(1).max(100),
    fields: z.array(z.string().min(1).max(100)).max(200).optional(),
    keyphrase: z.string().max(500).optional(),
    facets: z.array(facetRequest).max(40).optional(),
    filters: z
      .array(z.preprocess((v) => (v && typeof v === 'object' && !('type' in v) ? { ...v, type: 'terms' } : v), fieldFilter))
      .max(40)
      .optional(),
    sort_name: z.string().max(100).optional(),
    limit: z.number().int().min(0, 'limit must be 0 or more').max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`).default(DEFAULT_LIMIT),
    offset: z.number().int().min(0, 'offset must be 0 or more').max(1_000_000).default(0),
  })
  .strict()

export type SearchRequest = z.infer<typeof searchRequest>
export type FacetRequest = z.infer<typeof facetRequest>
export type FieldFilter = z.infer<typeof fieldFilter>

export type FacetValueNode = { text: string; count: number; children?: FacetValueNode[] }
export type HistogramBin = { min: number; max: number; count: number }

export type FacetResult =
  | { name: string; type: 'terms' | 'hierarchy'; values: FacetValueNode[] }
  | { name: string; type: 'histogram'; min: number | null; max: number | null; values: HistogramBin[] }

export type SearchResponse<T = Record<string, unknown>> = {
  facet: FacetResult[]
  content: T[]
  total_items: number
  limit: number
  offset: number
}

/** The answer on failure (spec 02 §8 "Search failure: logged; empty facet, content and total_items 0"). */
export const emptySearchResponse = (limit: number, offset: number): SearchResponse => ({ facet: [], content: [], total_items: 0, limit, offset })
