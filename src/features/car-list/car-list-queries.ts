import type { InfiniteData, QueryClient } from '@tanstack/react-query'

import type { FacetResult } from '@/integrations/search/search-contract'

import type { CarListConfig } from './car-list-config'
import type { CarListRequest } from './car-list-http'
import type { CarListQuery } from './car-list-types'
import type { CarSummary } from '@/features/car-card'
import { MAX_PAGE_INDEX } from './list-display'
import { normaliseCarListQuery } from './query-state'

/**
 * The car list's requests in the browser as TanStack Query sees them (spec 02 'Car list page', §4):
 * one infinite query per search (its key leaves the page out), whose first chunk holds pages
 * 0 … N in one request (the server-rendered result, or a shared link or back/forward to page N)
 * and every later chunk one page from 'show more'.
 */

/** One answer of POST /api/car-list: a chunk of cars, the total, and the facet counts (first chunk only). */
export type CarListChunk = { cars: CarSummary[]; total: number; facets: FacetResult[] }

/** Which pages a chunk holds: through `page`, cumulatively from 0, or `page` alone ('show more'). */
export type CarListPageParam = { page: number; onlyLastPage: boolean }

export type CarListPages = InfiniteData<CarListChunk, CarListPageParam>

/** The server answered, but not with cars (a 4xx or the search's 502): the visitor retries by hand. */
export class CarListAnswerError extends Error {
  constructor(readonly status: number) {
    super(`Car list request failed: ${status}`)
    this.name = 'CarListAnswerError'
  }
}

/** The search without its page: every page count of one search shares one cache entry. */
export function carListQueryKey(query: CarListQuery, config: Pick<CarListConfig, 'facets' | 'sorts'>) {
  const { page: _page, ...search } = normaliseCarListQuery(query, config.facets, config.sorts)
  return ['car-list', search] as const
}
export type CarListQueryKey = ReturnType<typeof carListQueryKey>

/** The request body of one chunk (validated on the server by `carListRequestSchema`). */
export function carListRequestBody(query: CarListQuery, param: CarListPageParam, config: Pick<CarListConfig, 'facets' | 'sorts'>): CarListRequest {
  return {
    query: { ...query, page: param.page },
    facets: config.facets.map(({ name, kind }) => ({ name, kind })),
    sorts: config.sorts.map((s) => s.name),
    onlyLastPage: param.onlyLastPage,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Reads the answer's shape (our own endpoint's, so a light check rather than a schema in the
 * page's script): anything else is an answer error, shown like a failed search.
 */
export function readCarListAnswer(json: unknown): CarListChunk {
  if (!isRecord(json) || !Array.isArray(json.cars) || typeof json.total !== 'number' || !Array.isArray(json.facets)) throw new CarListAnswerError(200)
  return { cars: json.cars as CarSummary[], total: json.total, facets: json.facets as FacetResult[] }
}

/** Loads one chunk; `signal` aborts it when a newer search replaces it (TanStack Query cancels unobserved queries). */
export async function fetchCarListChunk(
  query: CarListQuery,
  param: CarListPageParam,
  config: Pick<CarListConfig, 'facets' | 'sorts'>,
  signal?: AbortSignal,
): Promise<CarListChunk> {
  const response = await fetch('/api/car-list', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(carListRequestBody(query, param, config)),
    signal,
  })
  if (!response.ok) throw new CarListAnswerError(response.status)
  return readCarListAnswer(await response.json())
}

/** 'Show more' asks for the page after the last one loaded, up to index 19, while cars are missing. */
export function nextCarListPage(lastChunk: CarListChunk, chunks: readonly CarListChunk[], lastParam: CarListPageParam): CarListPageParam | undefined {
  const shown = chunks.reduce((sum, chunk) => sum + chunk.cars.length, 0)
  return lastParam.page < MAX_PAGE_INDEX && shown < lastChunk.total ? { page: lastParam.page + 1, onlyLastPage: true } : undefined
}

/**
 * One automatic second try when the request never got an answer (a dropped connection); an
 * answer that says the search failed is shown at once with the retry button (spec 02 §8 'Car list
 * error'), rather than after seconds of silent retries.
 */
export function retryCarListRequest(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof CarListAnswerError)
}

/**
 * The cached chunks cut to end at `page`, when a chunk ends there (a filter change shows page 0,
 * back/forward the page its address names); undefined when the cache cannot show exactly that.
 */
export function pagesThrough(data: CarListPages, page: number): CarListPages | undefined {
  const end = data.pageParams.findIndex((param) => param.page === page)
  if (end < 0) return undefined
  if (end === data.pageParams.length - 1) return data
  return { pages: data.pages.slice(0, end + 1), pageParams: data.pageParams.slice(0, end + 1) }
}

/**
 * Before a search is shown: what the cache holds for it is cut to the page the address names, or
 * dropped when it does not reach exactly that page, so the query loads pages 0 … page at once.
 */
export function fitCachedPages(client: QueryClient, query: CarListQuery, config: Pick<CarListConfig, 'facets' | 'sorts'>): void {
  const key = carListQueryKey(query, config)
  const cached = client.getQueryData<CarListPages>(key)
  if (cached === undefined) return
  const fitted = pagesThrough(cached, query.page)
  if (fitted === cached) return
  if (fitted) client.setQueryData<CarListPages>(key, fitted)
  else client.removeQueries({ queryKey: key, exact: true })
}
