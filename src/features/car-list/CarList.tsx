'use client'

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { CarCard, type CarCardContext } from '@/features/car-card'
import { CompareBar, type CompareTexts, CompareToggle } from '@/features/compare'
import { fillPlural, type PluralText } from '@/features/dictionary'
import type { FacetResult } from '@/integrations/search/search-contract'

import type { CarListConfig } from './car-list-config'
import {
  type CarListChunk,
  type CarListPageParam,
  type CarListPages,
  carListQueryKey,
  type CarListQueryKey,
  fetchCarListChunk,
  fitCachedPages,
  lastLoadedPage,
  nextCarListPage,
} from './car-list-queries'
import type { CarListQuery } from './car-list-types'
import { CarListFilters } from './CarListFilters'
import { CarListSkeleton } from './CarListSkeleton'
import type { CarListFilterTexts } from './filters/filter-rules'
import { progress, showMoreVisible } from './list-display'
import { type BrandModelPathValues, carListHref, parseCarListQuery } from './query-state'

export type CarListTexts = {
  title: string
  error: string
  empty: string
  showMore: string
  showing: PluralText
  hits: PluralText
  results: string
  retry: string
}

export type CarListProps = {
  basePath: string
  languageTag: string
  config: CarListConfig
  pathValues: BrandModelPathValues
  initialQuery: CarListQuery
  /** The server-rendered result's facets; null when the server's search failed. */
  initialFacets: FacetResult[] | null
  allowLayoutSwitch: boolean
  cardContext: CarCardContext
  compareTexts: CompareTexts
  filterTexts: CarListFilterTexts
  texts: CarListTexts
}

/**
 * The car list in the browser (spec 02 'Car list page', §4): every change updates the URL (shared
 * links and back/forward reproduce the search), resets to the first page and scrolls to the top
 * of the list; 'show more' loads the next page and adds it; 24 skeleton cards while loading; the
 * list error text with a retry button when a search or 'show more' fails (spec 02 §8). Requests
 * go through TanStack Query (car-list-queries.ts): a superseded search is aborted, a search seen
 * before (back/forward) comes from the cache.
 */
export function CarList({
  basePath,
  languageTag,
  config,
  pathValues,
  initialQuery,
  initialFacets,
  allowLayoutSwitch,
  cardContext,
  compareTexts,
  filterTexts,
  texts,
}: CarListProps) {
  const queryClient = useQueryClient()
  // The search the address names; its page is the one the address had when it was set.
  const [search, setSearch] = useState(initialQuery)
  // The server's own search failed: its error stays (no request on load) until the visitor retries or searches again.
  const [serverFailed, setServerFailed] = useState(initialFacets === null)
  const [shownFacets, setShownFacets] = useState<readonly FacetResult[]>(initialFacets ?? [])
  const listTop = useRef<HTMLDivElement>(null)

  const list = useInfiniteQuery<CarListChunk, Error, CarListPages, CarListQueryKey, CarListPageParam>({
    queryKey: carListQueryKey(search, config),
    queryFn: ({ pageParam, signal }) => fetchCarListChunk(search, pageParam, config, signal),
    initialPageParam: { page: search.page, onlyLastPage: false },
    getNextPageParam: nextCarListPage,
    enabled: !serverFailed,
  })

  const chunks = list.data?.pages ?? []
  const cars = chunks.flatMap((chunk) => chunk.cars)
  const total = chunks.at(-1)?.total ?? 0
  const loadedPage = list.data ? (lastLoadedPage(list.data) ?? search.page) : search.page
  // The facets stay as last shown while a search loads or fails (adjusted during render, not in an effect).
  const freshFacets = chunks[0]?.facets
  if (freshFacets !== undefined && freshFacets !== shownFacets) setShownFacets(freshFacets)

  // 'Show more' replaces the address's page once its cars are there (a reload shows the same cars).
  useEffect(() => {
    if (list.data === undefined || loadedPage === search.page) return
    window.history.replaceState(null, '', carListHref(basePath, { ...search, page: loadedPage }, config.sorts, config.facets))
  }, [list.data, loadedPage, search, basePath, config])

  /** A filter, sort or keyphrase change: new URL entry, first page, top of the list. */
  const change = useCallback(
    (next: CarListQuery) => {
      const normalised = { ...next, page: 0 }
      fitCachedPages(queryClient, normalised, config)
      setServerFailed(false)
      setSearch(normalised)
      window.history.pushState(null, '', carListHref(basePath, normalised, config.sorts, config.facets))
      const top = listTop.current
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
    },
    [basePath, config, queryClient],
  )

  // Back and forward: read the search from the address; the cache has it when it was shown before.
  useEffect(() => {
    const onPopState = () => {
      const path = decodeURI(window.location.pathname)
      if (!path.startsWith(basePath)) return
      const segments = path.slice(basePath.length).split('/').filter(Boolean)
      const next = parseCarListQuery({
        segments,
        searchParams: new URLSearchParams(window.location.search),
        facets: config.facets,
        sorts: config.sorts,
        pathValues,
      })
      fitCachedPages(queryClient, next, config)
      setServerFailed(false)
      setSearch(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [basePath, config, pathValues, queryClient])

  const loading = list.data === undefined && list.isFetching
  const failed = list.data === undefined && !loading && (serverFailed || list.isError)
  const moreFailed = list.isFetchNextPageError && !list.isFetchingNextPage
  const retry = () => (serverFailed ? setServerFailed(false) : void list.refetch())
  const shown = progress(cars.length, total, languageTag)

  return (
    <section aria-labelledby="car-list-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="car-list-heading" className="mb-4">
        {texts.title || texts.results}
      </h1>
      <CarListFilters
        query={search}
        facets={shownFacets}
        config={config}
        total={list.data ? total : null}
        languageTag={languageTag}
        texts={filterTexts}
        allowLayoutSwitch={allowLayoutSwitch}
        onChange={change}
      >
        <div ref={listTop} className="scroll-mt-28" aria-busy={loading}>
          {failed ? (
            <div role="alert" className="rounded-brand border border-border bg-surface p-6">
              <p className="mb-4">{texts.error}</p>
              <button type="button" className="btn-primary" onClick={retry}>
                {texts.retry}
              </button>
            </div>
          ) : list.data === undefined ? (
            <CarListSkeleton />
          ) : cars.length === 0 ? (
            <p role="status" className="rounded-brand border border-border bg-surface p-6">
              {texts.empty}
            </p>
          ) : (
            <>
              <ul className="car-grid grid gap-4" aria-label={texts.results}>
                {cars.map((car, i) => (
                  <li key={car.car_id}>
                    <CarCard
                      car={car}
                      context={cardContext}
                      priority={i < 4}
                      compareSlot={
                        <CompareToggle car={car} texts={{ compareAdd: cardContext.texts.compareAdd, compareRemove: cardContext.texts.compareRemove }} />
                      }
                    />
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-center gap-3">
                <p className="text-sm text-muted" id="car-list-progress">
                  {fillPlural(texts.showing, total, languageTag, { shown: String(shown.shown), total: shown.totalText })}
                </p>
                <div className="h-1 w-64 overflow-hidden rounded-full bg-border" role="presentation">
                  <div className="h-full bg-accent" style={{ width: `${shown.percent}%` }} />
                </div>
                {moreFailed ? (
                  // spec 02 §8 'Car list error': the next page failed; the cars shown stay, the retry asks for it again.
                  <div role="alert" className="mt-2 flex flex-col items-center gap-3 text-center">
                    <p>{texts.error}</p>
                    <button type="button" className="btn-primary" onClick={() => void list.fetchNextPage()}>
                      {texts.retry}
                    </button>
                  </div>
                ) : showMoreVisible(loadedPage, cars.length, total) ? (
                  <button
                    type="button"
                    className="btn-primary mt-2"
                    aria-describedby="car-list-progress"
                    disabled={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {texts.showMore}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </CarListFilters>
      <CompareBar texts={compareTexts} context={cardContext} />
    </section>
  )
}
