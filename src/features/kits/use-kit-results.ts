'use client'

import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { type KitQuery, kitQueryString } from './kit-query'
import type { KitResults } from './kit-service'

/** The server answered, but not with kits (a 4xx, its 503, or another shape): shown at once, not retried. */
class KitsAnswerError extends Error {
  constructor(readonly status: number) {
    super(`Kits request failed: ${status}`)
    this.name = 'KitsAnswerError'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Reads GET /api/kits's answer (our own endpoint's, so a light shape check rather than a schema in the page's script). */
function readKitResults(json: unknown): KitResults {
  if (!isRecord(json) || typeof json.total !== 'number' || !Array.isArray(json.kits) || !Array.isArray(json.facets)) throw new KitsAnswerError(200)
  return { total: json.total, kits: json.kits as KitResults['kits'], facets: json.facets as KitResults['facets'] }
}

/** One page of kits for a state; `signal` aborts it when a newer state replaces it. */
async function fetchKits(query: KitQuery, signal?: AbortSignal): Promise<KitResults> {
  const response = await fetch(`/api/kits?${kitQueryString(query)}`, { signal })
  if (!response.ok) throw new KitsAnswerError(response.status)
  return readKitResults(await response.json())
}

/** The cache key of a state: its query string, so two spellings of one state share an entry. */
const kitsQueryKey = (query: KitQuery) => ['kits', kitQueryString(query)] as const

/** How long a state the visitor left stays in memory for back/forward (then it is asked for again). */
const UNUSED_STATE_KEPT_MS = 10 * 60 * 1000

function createKitsQueryClient(serverQuery: KitQuery, serverResults: KitResults | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A state once shown is shown again from memory (back/forward); kits change with the feed, not by the minute.
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: UNUSED_STATE_KEPT_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // One more try when a request got no answer at all; an answer that says it failed shows at once.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof KitsAnswerError),
      },
    },
  })
  // The server-rendered page is the cache's first entry: no request on load, and back to it comes from memory.
  if (serverResults) client.setQueryData<KitResults>(kitsQueryKey(serverQuery), serverResults)
  return client
}

type KitResultsState = {
  /** What to show: the state's kits, or the last state's while its own are on the way. */
  results: KitResults | null
  /** A request is under way (the shown kits may be the previous state's). */
  loading: boolean
  /** The state's search failed and there is nothing of its own to show. */
  failed: boolean
}

/**
 * The kits page's requests through TanStack Query (spec 03 §2.3, issue 36), as the car list does:
 * one cache entry per state (its query string), so only the answer for the state the address
 * names is ever shown: a slow answer to an earlier facet click lands in its own entry (and is
 * aborted once nothing shows it) and can no longer overwrite a newer one. Back/forward to a state
 * seen before comes from memory. When the server's own search failed, its error stays on screen
 * while the browser asks once more.
 */
export function useKitResults(query: KitQuery, serverQuery: KitQuery, serverResults: KitResults | null): KitResultsState {
  const [client] = useState(() => createKitsQueryClient(serverQuery, serverResults))
  const kits = useQuery<KitResults, Error, KitResults, ReturnType<typeof kitsQueryKey>>(
    {
      queryKey: kitsQueryKey(query),
      queryFn: ({ signal }) => fetchKits(query, signal),
      // The previous state's kits stay on screen (marked busy) until the new ones arrive.
      placeholderData: keepPreviousData,
    },
    client,
  )
  const serverFailedHere = serverResults === null && kitQueryString(query) === kitQueryString(serverQuery) && !kits.isSuccess
  const failed = kits.isError || serverFailedHere
  return { results: failed ? null : (kits.data ?? null), loading: kits.isFetching, failed }
}
