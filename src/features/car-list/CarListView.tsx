'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { CarCard } from '@/features/car-card/CarCard'
import { CompareBar } from '@/features/compare/CompareBar'
import type { CompareTexts } from '@/features/compare/compare-texts'
import { fillPlural, type PluralText } from '@/features/dictionary/plural-text'
import { CompareToggle } from '@/features/compare/CompareToggle'
import type { FacetResult } from '@/integrations/search/search-contract'

import type { CarListConfig } from './car-list-config'
import type { CarListResults } from './car-list-service'
import type { CarCardContext, CarListQuery, CarSummary } from './car-list-types'
import { CarListFilters } from './CarListFilters'
import { CarListSkeleton } from './CarListSkeleton'
import type { CarListFilterTexts } from './filters/filter-rules'
import { MAX_PAGE_INDEX, progress, showMoreVisible } from './list-display'
import { type BrandModelPathValues, carListHref, parseCarListQuery } from './query-state'

export type CarListTexts = { title: string; error: string; empty: string; showMore: string; showing: PluralText; hits: PluralText; results: string; retry: string }

type Props = {
  basePath: string
  languageTag: string
  config: CarListConfig
  pathValues: BrandModelPathValues
  initialQuery: CarListQuery
  initialResults: CarListResults
  allowLayoutSwitch: boolean
  cardContext: CarCardContext
  compareTexts: CompareTexts
  filterTexts: CarListFilterTexts
  texts: CarListTexts
}

type ListState = { status: 'ok'; cars: CarSummary[]; total: number; facets: FacetResult[] } | { status: 'error' } | { status: 'loading'; facets: FacetResult[] }

/**
 * The car list in the browser (spec 02 'Car list page', §4): every change updates the URL (shared
 * links and back/forward reproduce the search), resets to the first page and scrolls to the top
 * of the list; 'show more' loads the next page and adds it; 24 skeleton cards while loading.
 */
export function CarListView({ basePath, languageTag, config, pathValues, initialQuery, initialResults, allowLayoutSwitch, cardContext, compareTexts, filterTexts, texts }: Props) {
  const [query, setQuery] = useState(initialQuery)
  const [state, setState] = useState<ListState>(initialResults)
  const [loadingMore, setLoadingMore] = useState(false)
  const listTop = useRef<HTMLDivElement>(null)
  const requestId = useRef(0)
  const lastFacets = useRef<FacetResult[]>(initialResults.status === 'ok' ? initialResults.facets : [])

  const fetchResults = useCallback(
    async (next: CarListQuery, onlyLastPage: boolean) => {
      const response = await fetch('/api/car-list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: next,
          facets: config.facets.map(({ name, kind }) => ({ name, kind })),
          sorts: config.sorts.map((s) => s.name),
          onlyLastPage,
        }),
      })
      if (!response.ok) throw new Error(`Car list request failed: ${response.status}`)
      return (await response.json()) as { cars: CarSummary[]; total: number; facets: FacetResult[] }
    },
    [config],
  )

  const load = useCallback(
    async (next: CarListQuery) => {
      const id = ++requestId.current
      setState({ status: 'loading', facets: lastFacets.current })
      try {
        const result = await fetchResults(next, false)
        if (id !== requestId.current) return
        lastFacets.current = result.facets
        setState({ status: 'ok', ...result })
      } catch (error) {
        if (id !== requestId.current) return
        console.error(error)
        setState({ status: 'error' })
      }
    },
    [fetchResults],
  )

  /** A filter, sort or keyphrase change: new URL entry, first page, top of the list. */
  const change = useCallback(
    (next: CarListQuery) => {
      const normalised = { ...next, page: 0 }
      setQuery(normalised)
      window.history.pushState(null, '', carListHref(basePath, normalised, config.sorts, config.facets))
      const top = listTop.current
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
      void load(normalised)
    },
    [basePath, config, load],
  )

  const showMore = async () => {
    if (state.status !== 'ok') return
    const next = { ...query, page: Math.min(query.page + 1, MAX_PAGE_INDEX) }
    setLoadingMore(true)
    const id = ++requestId.current
    try {
      const result = await fetchResults(next, true)
      if (id !== requestId.current) return
      setQuery(next)
      window.history.replaceState(null, '', carListHref(basePath, next, config.sorts, config.facets))
      setState({ status: 'ok', cars: [...state.cars, ...result.cars], total: result.total, facets: state.facets })
    } catch (error) {
      console.error(error)
    } finally {
      setLoadingMore(false)
    }
  }

  // Back and forward: read the search from the address and load it (cumulative pages).
  useEffect(() => {
    const onPopState = () => {
      const path = decodeURI(window.location.pathname)
      if (!path.startsWith(basePath)) return
      const segments = path.slice(basePath.length).split('/').filter(Boolean)
      const next = parseCarListQuery({ segments, searchParams: new URLSearchParams(window.location.search), facets: config.facets, sorts: config.sorts, pathValues })
      setQuery(next)
      void load(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [basePath, config, pathValues, load])

  const facets = state.status === 'error' ? lastFacets.current : state.facets
  const total = state.status === 'ok' ? state.total : 0
  const cars = state.status === 'ok' ? state.cars : []
  const shown = progress(cars.length, total, languageTag)

  return (
    <section aria-labelledby="car-list-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="car-list-heading" className="mb-4">
        {texts.title || texts.results}
      </h1>
      <CarListFilters
        query={query}
        facets={facets}
        config={config}
        total={state.status === 'ok' ? total : null}
        languageTag={languageTag}
        texts={filterTexts}
        allowLayoutSwitch={allowLayoutSwitch}
        onChange={change}
      >
        <div ref={listTop} className="scroll-mt-28" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' ? (
            <CarListSkeleton />
          ) : state.status === 'error' ? (
            <div role="alert" className="rounded-brand border border-border bg-surface p-6">
              <p className="mb-4">{texts.error}</p>
              <button type="button" className="btn-primary" onClick={() => void load(query)}>
                {texts.retry}
              </button>
            </div>
          ) : cars.length === 0 ? (
            <p role="status" className="rounded-brand border border-border bg-surface p-6">
              {texts.empty}
            </p>
          ) : (
            <>
              <ul className="car-grid grid gap-4" aria-label={texts.results}>
                {cars.map((car, i) => (
                  <li key={car.car_id}>
                    <CarCard car={car} context={cardContext} priority={i < 4} compareSlot={<CompareToggle car={car} texts={{ compareAdd: cardContext.texts.compareAdd, compareRemove: cardContext.texts.compareRemove }} />} />
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
                {showMoreVisible(query.page, cars.length, total) ? (
                  <button type="button" className="btn-primary mt-2" aria-describedby="car-list-progress" disabled={loadingMore} onClick={() => void showMore()}>
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
