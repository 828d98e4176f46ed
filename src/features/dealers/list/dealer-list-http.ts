import { z } from 'zod'

import { NO_SITE, type SiteRecord } from '@/features/sites'

import {
  type DealerListQuery,
  MAX_KEYPHRASE_LENGTH,
  MAX_VALUE_LENGTH,
  MAX_VALUES_PER_FACET,
  normaliseDealerListQuery,
  PARAM_KEYPHRASE,
  PARAM_PAGE,
} from './dealer-list-query'
import { DEALER_LIST_FIELD_NAMES, DEALER_LIST_MAX_PAGE, DEALER_LIST_PAGE_SIZE } from './dealer-list-rules'
import type { DealerListResults } from './dealer-list-service'

/** Where the list in the browser asks (app/(payload)/api/site-list). */
export const DEALER_LIST_API_PATH = '/api/site-list'

/** A query string longer than this is refused (414) before it is read. */
export const MAX_SITE_LIST_QUERY_LENGTH = 8 * 1024

const PARAM_OFFSET = 'offset'
const KNOWN_PARAMS = new Set<string>([PARAM_KEYPHRASE, PARAM_PAGE, PARAM_OFFSET, ...DEALER_LIST_FIELD_NAMES])
const MAX_OFFSET = (DEALER_LIST_MAX_PAGE + 1) * DEALER_LIST_PAGE_SIZE

const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number of 0 or more`)
    .transform(Number)
    .refine((n) => n <= max, `${name} must be at most ${max}`)

const value = z.string().min(1, 'a filter value must not be empty').max(MAX_VALUE_LENGTH, `a filter value must be at most ${MAX_VALUE_LENGTH} characters`)
const values = z.array(value).max(MAX_VALUES_PER_FACET, `at most ${MAX_VALUES_PER_FACET} values per filter`)

/** The list's request as query parameters (validated: it is a public endpoint). */
export const siteListParams = z.object({
  [PARAM_KEYPHRASE]: z
    .array(z.string().max(MAX_KEYPHRASE_LENGTH, `keyphrase must be at most ${MAX_KEYPHRASE_LENGTH} characters`))
    .max(1, 'keyphrase may be given once')
    .optional(),
  [PARAM_PAGE]: z.array(wholeNumber('page', DEALER_LIST_MAX_PAGE)).max(1, 'page may be given once').optional(),
  [PARAM_OFFSET]: z.array(wholeNumber('offset', MAX_OFFSET)).max(1, 'offset may be given once').optional(),
  ...Object.fromEntries(DEALER_LIST_FIELD_NAMES.map((name) => [name, values.optional()])),
})

export type SiteListHttpResult = { status: number; body: unknown }
type Load = (site: SiteRecord, query: DealerListQuery, options: { offset?: number }) => Promise<DealerListResults>

/**
 * GET /api/site-list?{list state}[&offset=N]: the facility list's in-place updates (spec 03 §2.2).
 * Without offset the pages 0..page of the state (as the page renders them); with offset the 48
 * dealers from there ('show more'). 400 says what is wrong; a search failure is 502 with the
 * list's error, never a 500.
 */
export async function handleDealerListHttp(site: SiteRecord | undefined, url: URL, load: Load): Promise<SiteListHttpResult> {
  if (!site) return { status: NO_SITE.status, body: { error: NO_SITE.message } }
  if (url.search.length > MAX_SITE_LIST_QUERY_LENGTH)
    return { status: 414, body: { error: `The query string is longer than ${MAX_SITE_LIST_QUERY_LENGTH} characters` } }
  const raw: Record<string, string[]> = {}
  for (const [key, v] of url.searchParams) {
    if (!KNOWN_PARAMS.has(key)) return { status: 400, body: { error: `Unknown parameter '${key}'`, known: [...KNOWN_PARAMS] } }
    ;(raw[key] ??= []).push(v)
  }
  const parsed = siteListParams.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      status: 400,
      body: {
        error: `Invalid site list request: ${String(issue?.path[0] ?? 'query')}: ${issue?.message ?? 'invalid'}`,
        fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))],
      },
    }
  }
  const p = parsed.data as Record<string, unknown[] | undefined>
  const filters: DealerListQuery['filters'] = {}
  for (const name of DEALER_LIST_FIELD_NAMES) {
    const chosen = p[name] as string[] | undefined
    if (chosen) filters[name] = chosen
  }
  const query = normaliseDealerListQuery({
    keyphrase: (p[PARAM_KEYPHRASE]?.[0] as string | undefined) ?? '',
    filters,
    page: (p[PARAM_PAGE]?.[0] as number | undefined) ?? 0,
  })
  const offset = p[PARAM_OFFSET]?.[0] as number | undefined
  const result = await load(site, query, offset === undefined ? {} : { offset })
  if (result.status === 'error') return { status: 502, body: { error: 'The dealer search is not answering right now' } }
  return { status: 200, body: { dealers: result.dealers, total: result.total, facets: result.facets } }
}
