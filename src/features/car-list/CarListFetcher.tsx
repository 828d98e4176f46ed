'use client'

import { QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import type { CarListConfig } from './car-list-config'
import {
  type CarListChunk,
  type CarListPageParam,
  type CarListPages,
  carListQueryKey,
  type CarListQueryKey,
  fetchCarListChunk,
  fitCachedPages,
  nextCarListPage,
  retryCarListRequest,
} from './car-list-queries'
import type { CarListQuery } from './car-list-types'

/** What the list shows for `search`, as the fetcher last saw it. */
export type CarListFetchState = {
  search: CarListQuery
  data: CarListPages | undefined
  /** Any request of this search is under way (the first page or 'show more'). */
  fetching: boolean
  /** The search's first request failed (no cars to show). */
  failed: boolean
  fetchingMore: boolean
  /** 'Show more' failed; the cars already shown stay. */
  moreFailed: boolean
}

/** A button the visitor pressed: 'show more' (or its retry) and the retry of a failed search; `id` tells presses apart. */
export type CarListFetchRequest = { kind: 'more' | 'again'; id: number }

export type CarListFetcherProps = {
  search: CarListQuery
  config: Pick<CarListConfig, 'facets' | 'sorts'>
  /** False while the server's own failed search is on screen: no request until the visitor asks. */
  enabled: boolean
  /** The search the server rendered and its pages (undefined when its search failed). */
  serverSearch: CarListQuery
  serverPages: CarListPages | undefined
  request: CarListFetchRequest | null
  onState: (state: CarListFetchState) => void
}

/** How long a search the visitor left stays in memory for back/forward (then it is asked for again). */
const UNUSED_SEARCH_KEPT_MS = 10 * 60 * 1000

function createCarListQueryClient(serverSearch: CarListQuery, serverPages: CarListPages | undefined, config: CarListFetcherProps['config']) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A search once shown is shown again from memory (stock changes daily, not by the minute).
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: UNUSED_SEARCH_KEPT_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: retryCarListRequest,
      },
    },
  })
  // The server-rendered result is the cache's first entry (TanStack's initial data): no request
  // when this mounts for it, and going back to it comes from memory like any other search.
  if (serverPages) client.setQueryData<CarListPages>(carListQueryKey(serverSearch, config), serverPages)
  return client
}

/**
 * The car list's requests (spec 02 'Car list page', §4, §8) through TanStack Query: a superseded
 * search is aborted, a search seen before (back/forward) comes from the cache, a dropped
 * connection is tried once more. Headless: CarListView renders it beside the list (never around
 * it, so the list's DOM and focus stay put when this arrives) once the visitor first needs a
 * request, and it reports what to show through `onState`. Its code, TanStack Query among it, is a
 * chunk of its own that is not part of the page's first script (docs/architecture.md 'Client code
 * per page'). It stays mounted for the rest of the list's life, so its client, held in state, keeps
 * the searches for back/forward as long as the list is on the page.
 */
export function CarListFetcher({ search, config, enabled, serverSearch, serverPages, request, onState }: CarListFetcherProps) {
  const [queryClient] = useState(() => createCarListQueryClient(serverSearch, serverPages, config))

  // Before a search is observed, its cached pages are cut to the page its address names (or
  // dropped), as the earlier in-handler call did; adjusted during render so the query below
  // already reads the fitted cache (react.dev 'Storing information from previous renders').
  const [fittedFor, setFittedFor] = useState<CarListQuery | null>(null)
  if (fittedFor !== search) {
    fitCachedPages(queryClient, search, config)
    setFittedFor(search)
  }

  const list = useInfiniteQuery<CarListChunk, Error, CarListPages, CarListQueryKey, CarListPageParam>(
    {
      queryKey: carListQueryKey(search, config),
      queryFn: ({ pageParam, signal }) => fetchCarListChunk(search, pageParam, config, signal),
      initialPageParam: { page: search.page, onlyLastPage: false },
      getNextPageParam: nextCarListPage,
      enabled,
    },
    queryClient,
  )

  const { data, isFetching, isError, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = list
  // Reported before the browser paints (a layout effect's update is rendered at once), so the list
  // never shows the previous search's state for the new one.
  useLayoutEffect(() => {
    onState({ search, data, fetching: isFetching, failed: isError, fetchingMore: isFetchingNextPage, moreFailed: isFetchNextPageError })
  }, [onState, search, data, isFetching, isError, isFetchingNextPage, isFetchNextPageError])

  // A press is carried out once, including one made while this code was still loading.
  const carriedOut = useRef(0)
  useEffect(() => {
    if (request === null || request.id === carriedOut.current) return
    carriedOut.current = request.id
    if (request.kind === 'more') void fetchNextPage()
    else void refetch()
  }, [request, fetchNextPage, refetch])

  return null
}
