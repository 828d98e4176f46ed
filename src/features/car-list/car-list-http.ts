import { z } from 'zod'

import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { NO_SITE, type SiteRecord } from '@/features/sites'

import type { CarListResults } from './car-list-service'
import type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
import { CAR_LIST_FIELD_NAMES } from './list-fields'
import { MAX_PAGE_INDEX } from './list-display'

export const MAX_CAR_LIST_BODY_BYTES = 16 * 1024

const facetNames = VEHICLES_SCHEMA.facets.map((f) => f.name) as [string, ...string[]]
/** A query may filter by every field of the index, shown as a facet or not (a preset filter from a link). */
const fieldNames = CAR_LIST_FIELD_NAMES as [string, ...string[]]
const sortNames = VEHICLES_SCHEMA.sorts.map((s) => s.name) as [string, ...string[]]
const end = z.number().int().min(0).max(100_000_000).nullable()

/** Which cars a search is for: its keyphrase and filters (also what a saved search keeps, issue 41). */
export const carSearchCriteriaSchema = z.object({
  keyphrase: z.string().max(200).default(''),
  filters: z.partialRecord(z.enum(fieldNames), z.array(z.string().min(1).max(200)).max(100)).default({}),
  ranges: z.partialRecord(z.enum(fieldNames), z.tuple([end, end])).default({}),
})
export type CarSearchCriteria = z.infer<typeof carSearchCriteriaSchema>

/** What the car list in the browser asks for (validated: it is a public endpoint). */
export const carListRequestSchema = z.object({
  query: carSearchCriteriaSchema.extend({
    sortName: z.enum(sortNames).optional(),
    page: z.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  }),
  facets: z.array(z.object({ name: z.enum(facetNames), kind: z.enum(['terms', 'hierarchy', 'range', 'boolean']) })).max(40),
  sorts: z.array(z.enum(sortNames)).min(1).max(20),
  onlyLastPage: z.boolean().default(false),
})
export type CarListRequest = z.infer<typeof carListRequestSchema>

const defined = <T>(record: Partial<Record<string, T>>) => Object.fromEntries(Object.entries(record).filter((e): e is [string, T] => e[1] !== undefined))

/** Validated criteria as a car-list query (first page, the list's own sort). */
export function carListQueryOf(criteria: CarSearchCriteria): CarListQuery {
  return { keyphrase: criteria.keyphrase, filters: defined(criteria.filters), ranges: defined(criteria.ranges), page: 0 }
}

export type CarListHttpResult = { status: number; body: unknown }

type Load = (
  site: SiteRecord,
  query: CarListQuery,
  config: { facets: FacetConfig[]; sorts: SortOption[] },
  options: { onlyLastPage: boolean },
) => Promise<CarListResults>

/**
 * POST /api/car-list: the list page's in-place updates (spec 02 'Car list page': "URL and
 * parameters stay in sync without reload"). 400 names the fields that are wrong; a search failure
 * is 502 with the same error the page shows.
 */
export async function handleCarListHttp(site: SiteRecord | undefined, rawBody: string, load: Load): Promise<CarListHttpResult> {
  if (!site) return { status: NO_SITE.status, body: { error: NO_SITE.message } }
  if (rawBody.length > MAX_CAR_LIST_BODY_BYTES) return { status: 413, body: { error: `The request body is larger than ${MAX_CAR_LIST_BODY_BYTES} bytes` } }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { status: 400, body: { error: 'The request body is not valid JSON' } }
  }
  const parsed = carListRequestSchema.safeParse(json)
  if (!parsed.success) {
    return { status: 400, body: { error: 'Invalid car list request', fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(body)'))] } }
  }
  const { query: raw, facets, sorts, onlyLastPage } = parsed.data
  const { filters, ranges } = carListQueryOf(raw)
  const query: CarListQuery = { ...raw, filters, ranges }
  const config = { facets: facets.map((f) => ({ ...f, label: f.name })), sorts: sorts.map((name) => ({ name, label: name })) }
  const result = await load(site, query, config, { onlyLastPage })
  if (result.status === 'error') return { status: 502, body: { error: 'The car search is not answering right now' } }
  return { status: 200, body: { cars: result.cars, total: result.total, facets: result.facets } }
}
