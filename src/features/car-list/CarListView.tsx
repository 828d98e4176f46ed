'use client'

import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { CarCard, type CarCardContext } from '@/features/car-card'
import { CompareBarOnDemand, type CompareTexts, CompareToggle } from '@/features/compare'
import { fillPlural, type PluralText } from '@/features/dictionary'
import type { FacetResult } from '@/integrations/search/search-contract'
import { publishCarSearchSegmentNames } from '@/lib/car-search-segment-names'
import { renderAfterLoad } from '@/lib/ui/render-after-load'

import type { CarListConfig } from './car-list-config'
import type { CarListPages } from './car-list-queries'
import type { CarListResults } from './car-list-service'
import type { CarListQuery } from './car-list-types'
import type { CarListFetcherProps, CarListFetchRequest, CarListFetchState } from './CarListFetcher'
import { CarListFilters } from './CarListFilters'
import { CarListSkeleton } from './CarListSkeleton'
import { activeFilterChips, type CarListFilterTexts } from './filters/filter-rules'
import { progress, showMoreVisible } from './list-display'
import { type BrandModelPathValues, carListHref, parseCarListQuery } from './query-state'
import { SaveSearchButton } from './save-search/SaveSearchButton'
import type { SaveSearchOffer } from './save-search/save-search-texts'
import { carSearchSegmentNames } from './segment-names'

/** Cards a wide screen shows before any scroll (two rows of four); the later ones are drawn once the page is idle. */
const FIRST_SCREEN_CARDS = 8

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

export type CarListViewProps = {
  basePath: string
  languageTag: string
  config: CarListConfig
  pathValues: BrandModelPathValues
  initialQuery: CarListQuery
  /** The server-rendered result for `initialQuery` (its search may have failed). */
  initialResults: CarListResults
  allowLayoutSwitch: boolean
  cardContext: CarCardContext
  compareTexts: CompareTexts
  filterTexts: CarListFilterTexts
  texts: CarListTexts
  /** "Save search" with e-mail alerts (issue 41 item 1); absent where the site has no saved-searches page. */
  saveSearch?: SaveSearchOffer
}

type CarListFetcherModule = typeof import('./CarListFetcher')
let fetcherModule: CarListFetcherModule | undefined
let fetcherLoading: Promise<CarListFetcherModule> | undefined

/**
 * Loads the list's request code (CarListFetcher and TanStack Query, ~10 KB compressed) once per
 * page; a failed load (the network) is tried again on the next call.
 */
export function loadCarListFetcher(): Promise<CarListFetcherModule> {
  fetcherLoading ??= import('./CarListFetcher').then(
    (loaded) => (fetcherModule = loaded),
    (error: unknown) => {
      fetcherLoading = undefined
      throw error
    },
  )
  return fetcherLoading
}

/**
 * The car list in the browser (spec 02 'Car list page', §4): every change updates the URL (shared
 * links and back/forward reproduce the search), resets to the first page and scrolls to the top
 * of the list; 'show more' loads the next page and adds it; 24 skeleton cards while loading; the
 * list error text with a retry button when a search or 'show more' fails (spec 02 §8).
 *
 * The server rendered the first screen, so loading the page needs no request and the page's own
 * script carries no request code: the requests go through CarListFetcher (TanStack Query: abort,
 * back/forward from memory, one retry), a headless component in a chunk of its own that is
 * rendered beside the list once the visitor first changes the search, presses 'show more' or a
 * retry, or goes back/forward to another search. Until it reports, the list shows the server's
 * result or its loading state (docs/architecture.md 'Client code per page').
 */
export function CarListView({
  basePath,
  languageTag,
  config,
  pathValues,
  initialQuery,
  initialResults,
  allowLayoutSwitch,
  cardContext,
  compareTexts,
  filterTexts,
  texts,
  saveSearch,
}: CarListViewProps) {
  // The search the address names; its page is the one the address had when it was set.
  const [search, setSearch] = useState(initialQuery)
  // The server's own search failed: its error stays (no request on load) until the visitor retries or searches again.
  const [serverFailed, setServerFailed] = useState(initialResults.status !== 'ok')
  const [serverPages] = useState<CarListPages | undefined>(() =>
    initialResults.status === 'ok'
      ? {
          pages: [{ cars: initialResults.cars, total: initialResults.total, facets: initialResults.facets }],
          pageParams: [{ page: initialQuery.page, onlyLastPage: false }],
        }
      : undefined,
  )
  const [shownFacets, setShownFacets] = useState<readonly FacetResult[]>(initialResults.status === 'ok' ? initialResults.facets : [])
  const listTop = useRef<HTMLDivElement>(null)

  // The breadcrumb names the brand and model segments the filters write into the path (spec 01 §2.12).
  useEffect(() => publishCarSearchSegmentNames(() => carSearchSegmentNames(pathValues)), [pathValues])

  // The request code: wanted since the visitor's first action that needs a request, then mounted
  // once loaded (at once when the idle-time load below has already brought it).
  const [fetchWanted, setFetchWanted] = useState(false)
  const [Fetcher, setFetcher] = useState<ComponentType<CarListFetcherProps> | null>(null)
  const [fetcherLoadFailed, setFetcherLoadFailed] = useState(false)
  const [reported, setReported] = useState<CarListFetchState | null>(null)
  const [request, setRequest] = useState<CarListFetchRequest | null>(null)
  const lastRequestId = useRef(0)

  const needFetcher = useCallback(() => {
    setFetchWanted(true)
    if (fetcherModule) {
      const { CarListFetcher } = fetcherModule
      setFetcher(() => CarListFetcher)
      return
    }
    setFetcherLoadFailed(false)
    loadCarListFetcher().then(
      ({ CarListFetcher }) => setFetcher(() => CarListFetcher),
      () => setFetcherLoadFailed(true),
    )
  }, [])
  const ask = (kind: CarListFetchRequest['kind']) => {
    lastRequestId.current += 1
    setRequest({ kind, id: lastRequestId.current })
    needFetcher()
  }

  // Loaded, not run, once the browser is idle after the page's own work, so the first filter change
  // waits only for its answer and not for this code as well; it was never part of the page's first
  // script (issue 16: bundle sizes per page). Browsers without requestIdleCallback load it on need.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return
    const idle = window.requestIdleCallback(() => void loadCarListFetcher().catch(() => undefined))
    return () => window.cancelIdleCallback(idle)
  }, [])

  const serverHref = carListHref(basePath, initialQuery, config.sorts, config.facets)
  const isServerSearch = (query: CarListQuery) => carListHref(basePath, query, config.sorts, config.facets) === serverHref

  // Until the fetcher reports, the list is the server's result, or loading (or failed) while its code comes.
  const list: CarListFetchState = reported ?? fallbackState()
  function fallbackState(): CarListFetchState {
    const data = isServerSearch(search) ? serverPages : undefined
    const waiting = fetchWanted && !fetcherLoadFailed
    return {
      search,
      data,
      fetching: waiting && data === undefined && !serverFailed,
      failed: fetcherLoadFailed && data === undefined,
      fetchingMore: waiting && data !== undefined && request?.kind === 'more',
      moreFailed: fetcherLoadFailed && data !== undefined,
    }
  }
  // The fetcher reports in a layout effect, so a render for a search it has not seen yet is never painted; effects wait for it.
  const settled = list.search === search

  // New results in the browser (a filter change, more cars): for their first frame, the cards far
  // below the screen skip style, layout and paint (CSS `.car-grid[data-drawing]`), so the first
  // ones show sooner; a frame later every card is drawn, so a whole-page screenshot or a print
  // never meets a skipped one (docs/architecture.md 'Work while a page loads'). Before paint: the
  // fetcher reports in a layout effect too. The server's cards are drawn as they came.
  const grid = useRef<HTMLUListElement>(null)
  const drawnData = useRef(list.data)
  useLayoutEffect(() => {
    if (drawnData.current === list.data) return
    drawnData.current = list.data
    const element = grid.current
    if (!element) return
    element.setAttribute('data-drawing', '')
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => element.removeAttribute('data-drawing'))
    })
    return () => {
      cancelAnimationFrame(frame)
      element.removeAttribute('data-drawing')
    }
  }, [list.data])

  // The cards after the first screen's are drawn once the page is idle, on the first load and
  // after new results alike (issue 39; lib/ui/render-after-load.ts).
  useEffect(() => {
    const element = grid.current
    return element ? renderAfterLoad(element) : undefined
  }, [list.data])

  const chunks = list.data?.pages ?? []
  const cars = chunks.flatMap((chunk) => chunk.cars)
  const total = chunks.at(-1)?.total ?? 0
  // The page index the loaded chunks reach (read here: car-list-queries.ts is request code, loaded with the fetcher).
  const loadedPage = list.data?.pageParams.at(-1)?.page ?? search.page
  // The facets stay as last shown while a search loads or fails (adjusted during render, not in an effect).
  const freshFacets = chunks[0]?.facets
  if (settled && freshFacets !== undefined && freshFacets !== shownFacets) setShownFacets(freshFacets)

  // 'Show more' replaces the address's page once its cars are there (a reload shows the same cars).
  useEffect(() => {
    if (!settled || list.data === undefined || loadedPage === search.page) return
    window.history.replaceState(null, '', carListHref(basePath, { ...search, page: loadedPage }, config.sorts, config.facets))
  }, [settled, list.data, loadedPage, search, basePath, config])

  /** A filter, sort or keyphrase change: new URL entry, first page, top of the list. */
  const change = useCallback(
    (next: CarListQuery) => {
      const normalised = { ...next, page: 0 }
      setServerFailed(false)
      setRequest(null)
      setSearch(normalised)
      needFetcher()
      window.history.pushState(null, '', carListHref(basePath, normalised, config.sorts, config.facets))
      const top = listTop.current
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
    },
    [basePath, config, needFetcher],
  )

  // Back and forward: read the search from the address; the fetcher's cache has it when it was shown before.
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
      setRequest(null)
      setSearch(next)
      // Back to the server's own search before any request (an in-page link): nothing to load.
      if (carListHref(basePath, next, config.sorts, config.facets) !== serverHref) {
        setServerFailed(false)
        needFetcher()
      }
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [basePath, config, pathValues, needFetcher, serverHref])

  const loading = list.data === undefined && list.fetching
  const failed = list.data === undefined && !loading && (serverFailed || list.failed)
  const moreFailed = list.moreFailed && !list.fetchingMore
  const retry = () => {
    if (serverFailed) setServerFailed(false)
    else if (reported !== null) ask('again')
    needFetcher()
  }
  const shown = progress(cars.length, total, languageTag)

  return (
    <section aria-labelledby="car-list-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="car-list-heading">{texts.title || texts.results}</h1>
        {saveSearch ? (
          <SaveSearchButton
            offer={saveSearch}
            query={search}
            label={activeFilterChips(search, config.facets, filterTexts, languageTag)
              .map((chip) => chip.label)
              .join(', ')}
          />
        ) : null}
      </div>
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
              {/* The cards' headings are h3: the results are a section of the page's h1 for a screen reader's outline. */}
              <h2 className="sr-only">{texts.results}</h2>
              <ul ref={grid} className="car-grid grid gap-4" aria-label={texts.results}>
                {cars.map((car, i) => (
                  <li key={car.car_id} data-render-after-load={i >= FIRST_SCREEN_CARDS ? '' : undefined}>
                    <CarCard
                      car={car}
                      context={cardContext}
                      priority={i < 4}
                      highPriority={i === 0}
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
                    <button type="button" className="btn-primary" onClick={() => ask('more')}>
                      {texts.retry}
                    </button>
                  </div>
                ) : showMoreVisible(loadedPage, cars.length, total) ? (
                  <button
                    type="button"
                    className="btn-primary mt-2"
                    aria-describedby="car-list-progress"
                    disabled={list.fetchingMore}
                    onClick={() => ask('more')}
                  >
                    {texts.showMore}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </CarListFilters>
      <CompareBarOnDemand texts={compareTexts} context={cardContext} />
      {fetchWanted && Fetcher ? (
        <Fetcher
          search={search}
          config={config}
          enabled={!serverFailed}
          serverSearch={initialQuery}
          serverPages={serverPages}
          request={request}
          onState={setReported}
        />
      ) : null}
    </section>
  )
}
