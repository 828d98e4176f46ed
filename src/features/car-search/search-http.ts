import { timingSafeEqual } from 'node:crypto'

import { logger } from '@/lib/logger'

import { emptySearchResponse, searchRequest } from '@/integrations/search/search-contract'
import type { SearchEngine } from '@/integrations/search/search-engine'
import { isSearchRequestError } from '@/integrations/search/search-errors'

export const MAX_BODY_BYTES = 64 * 1024

type Problem = { field: string; message: string }
export type SearchHttpResult = { status: number; body: unknown }

const problem = (status: number, error: string, issues: Problem[] = []): SearchHttpResult => ({ status, body: { error, issues } })

function sameKey(given: string | null, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * POST /api/search (spec 02 §7): X-API-KEY required (401); a body of at most 64 KB of JSON in the
 * contract's shape, naming only known indexes, facets, filters, sorts and fields (400 with the
 * field otherwise). A failure inside the engine is logged and answered with the spec's empty
 * result (spec 02 §8 "Search failure"), never a 500.
 */
export async function handleSearchHttp(
  input: { apiKey: string | null; contentLength: string | null; readBody: () => Promise<string> },
  expectedKey: string,
  // POST /api/search is the contract's search alone.
  engine: () => Promise<Pick<SearchEngine, 'search'>>,
): Promise<SearchHttpResult> {
  if (!sameKey(input.apiKey, expectedKey)) return problem(401, 'Missing or invalid X-API-KEY header')
  if (input.contentLength && Number(input.contentLength) > MAX_BODY_BYTES)
    return problem(400, 'Request body too large', [{ field: '(body)', message: `at most ${MAX_BODY_BYTES} bytes` }])
  const text = await input.readBody()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return problem(400, 'Request body too large', [{ field: '(body)', message: `at most ${MAX_BODY_BYTES} bytes` }])

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return problem(400, 'Request body is not valid JSON', [{ field: '(body)', message: (error as Error).message }])
  }
  const parsed = searchRequest.safeParse(json)
  if (!parsed.success) {
    return problem(
      400,
      'Invalid search request',
      parsed.error.issues.map((i) => ({
        // An unknown property is named itself, not the object around it.
        field: i.code === 'unrecognized_keys' ? [...i.path, i.keys.join(', ')].join('.') : i.path.length ? i.path.join('.') : '(body)',
        message: i.message,
      })),
    )
  }
  try {
    const response = await (await engine()).search(parsed.data)
    return { status: 200, body: response }
  } catch (error) {
    if (isSearchRequestError(error)) return problem(400, error.message, [{ field: error.field, message: error.message }])
    logger.error({ err: error, index: parsed.data.index }, 'Search failed; answering with an empty result')
    return { status: 200, body: emptySearchResponse(parsed.data.limit, parsed.data.offset) }
  }
}
