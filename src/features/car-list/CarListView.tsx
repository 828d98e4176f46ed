'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'

import { CarList, type CarListProps } from './CarList'
import type { CarListResults } from './car-list-service'
import { carListQueryKey, type CarListPages, retryCarListRequest } from './car-list-queries'

export type { CarListTexts } from './CarList'

type Props = Omit<CarListProps, 'initialFacets'> & { initialResults: CarListResults }

/** How long a search the visitor left stays in memory for back/forward (then it is asked for again). */
const UNUSED_SEARCH_KEPT_MS = 10 * 60 * 1000

/**
 * The car list island: its own TanStack Query client (only this island fetches this way, so the
 * rest of the site carries none of it), holding the server-rendered result from the start so
 * loading the page makes no request.
 */
export function CarListView({ initialResults, ...props }: Props) {
  const [queryClient] = useState(() => {
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
    if (initialResults.status === 'ok') {
      const { cars, total, facets } = initialResults
      client.setQueryData<CarListPages>(carListQueryKey(props.initialQuery, props.config), {
        pages: [{ cars, total, facets }],
        pageParams: [{ page: props.initialQuery.page, onlyLastPage: false }],
      })
    }
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <CarList {...props} initialFacets={initialResults.status === 'ok' ? initialResults.facets : null} />
    </QueryClientProvider>
  )
}
