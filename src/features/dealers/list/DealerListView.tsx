'use client'

import { type FormEvent, memo, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { fillPlural, type PluralText } from '@/features/dictionary'

import type { DealerCardData } from './dealer-card-data'
import { fillText } from '@/lib/fill-text'

import {
  dealerListHref,
  type DealerListQuery,
  dealerListSearch,
  firstPage,
  parseDealerListQuery,
  presetFilterChips,
  sameSearch,
  withoutPresetFilter,
} from './dealer-list-query'
import { DEALER_LIST_FACET_NAMES, type DealerListFacetName, dealerListProgress, searchBoxVisible, showMoreVisible, toggleFacetValue } from './dealer-list-rules'
import type { DealerFacet } from './dealer-search'
import { DealerCard } from './DealerCard'
import { DealerFacets } from './DealerFacets'
import { FilterChip } from '@/lib/ui/FilterChip'

/**
 * A card renders again only when its own props change: when the script takes over (`hydrated`
 * turns true) or a filter is being loaded, the list's cards stay as they are, and React does not
 * render all of them again right after hydrating them (issue 39: 13 cards on the demo's list).
 */
const DealerListCard = memo(DealerCard)

export type DealerListTexts = {
  title: string
  error: string
  empty: string
  retry: string
  showMore: string
  showing: PluralText
  results: string
  searchLabel: string
  searchButton: string
  filters: string
  apply: string
  clear: string
  facetFilterLabel: string
  /** The chips of filters without a facet: the group's name, and each chip's button ('{label}' is its value). */
  activeFilters: string
  removeFilter: string
  phone: string
  facetLabels: Record<DealerListFacetName, string>
  /** Department groups as shown ('Workshop' → 'Verkstad'). */
  valueLabels: Record<string, string>
}

export type DealerListPayload = { dealers: DealerCardData[]; total: number; facets: DealerFacet[] }

export type DealerListViewProps = {
  /** The list page's own path in the page's language. */
  basePath: string
  /** The site-detail path in the page's language. */
  detailBase: string
  apiPath: string
  languageTag: string
  initialQuery: DealerListQuery
  /** The server's result for `initialQuery`; null when its search failed. */
  initialResults: DealerListPayload | null
  /** Dealers on the whole list, no filter: the search box shows above 8 (spec 03 §5). */
  listTotal: number
  texts: DealerListTexts
  /** h2 when the list sits below other content with its own page heading (a contact page). */
  headingLevel?: 'h1' | 'h2'
}

const noSubscription = () => () => {}

type Shown = DealerListPayload & { query: DealerListQuery; page: number }

function isPayload(value: unknown): value is DealerListPayload {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<DealerListPayload>
  return typeof v.total === 'number' && Array.isArray(v.dealers) && Array.isArray(v.facets)
}

async function fetchDealers(apiPath: string, query: DealerListQuery, offset: number | undefined, signal: AbortSignal): Promise<DealerListPayload> {
  const search = dealerListSearch(query)
  const extra = offset === undefined ? '' : `${search === '' ? '?' : '&'}offset=${offset}`
  const response = await fetch(`${apiPath}${search}${extra}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`site list answered ${response.status}`)
  const json: unknown = await response.json()
  if (!isPayload(json)) throw new Error('site list answer has an unexpected shape')
  return json
}

/**
 * The facility list in the browser (spec 03 §2.2): a change of facet or keyphrase gets a new
 * address entry and the first page; 'show more' adds the next 48 and replaces the address's page
 * (a reload shows the same dealers); back/forward show the list the address names, from memory when
 * it was shown before. The server rendered the first page, and without script the same form and
 * links work as plain requests (the 'apply' button and the 'show more' link), so the page's script
 * is only this island: no request library.
 */
export function DealerListView({
  basePath,
  detailBase,
  apiPath,
  languageTag,
  initialQuery,
  initialResults,
  listTotal,
  texts,
  headingLevel = 'h1',
}: DealerListViewProps) {
  const Heading = headingLevel
  // False in the server's HTML and while hydrating, true once the script runs: the no-script form
  // controls ('apply', the 'show more' link) give way to the scripted ones.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [query, setQuery] = useState(initialQuery)
  const [shown, setShown] = useState<Shown | null>(initialResults ? { ...initialResults, query: initialQuery, page: initialQuery.page } : null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(initialResults === null)
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [keyphrase, setKeyphrase] = useState(initialQuery.keyphrase)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const seen = useRef(new Map<string, Shown>())
  const inFlight = useRef<AbortController | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusIndex = useRef<number | null>(null)

  useEffect(() => {
    if (shown) seen.current.set(dealerListSearch(shown.query), shown)
  }, [shown])
  // After 'show more', the first new card's link takes the focus (keyboard users continue there).
  useEffect(() => {
    if (focusIndex.current === null) return
    listRef.current?.querySelectorAll<HTMLAnchorElement>('li > article h2 a, li > article h3 a')[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [shown])

  const load = useCallback(
    async (next: DealerListQuery) => {
      inFlight.current?.abort()
      const remembered = seen.current.get(dealerListSearch(next))
      if (remembered) {
        setShown(remembered)
        setFailed(false)
        setLoading(false)
        return
      }
      const controller = new AbortController()
      inFlight.current = controller
      setLoading(true)
      setFailed(false)
      setMoreState('idle')
      try {
        const result = await fetchDealers(apiPath, next, undefined, controller.signal)
        setShown({ ...result, query: next, page: next.page })
        setLoading(false)
      } catch (error) {
        if (controller.signal.aborted) return
        console.warn('Facility list: the dealers could not be loaded', error)
        setFailed(true)
        setLoading(false)
      }
    },
    [apiPath],
  )

  const change = (next: DealerListQuery) => {
    const fresh = firstPage(next)
    setQuery(fresh)
    setKeyphrase(fresh.keyphrase)
    window.history.pushState(null, '', dealerListHref(basePath, fresh))
    void load(fresh)
  }

  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname !== new URL(basePath, window.location.origin).pathname) return
      const next = parseDealerListQuery(new URLSearchParams(window.location.search))
      setQuery(next)
      setKeyphrase(next.keyphrase)
      void load(next)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [basePath, load])

  const showMore = async () => {
    if (!shown) return
    const base = shown
    const controller = new AbortController()
    inFlight.current?.abort()
    inFlight.current = controller
    setMoreState('loading')
    try {
      const more = await fetchDealers(apiPath, base.query, base.dealers.length, controller.signal)
      const nextPage = base.page + 1
      const known = new Set(base.dealers.map((d) => d.slug))
      focusIndex.current = base.dealers.length
      const next: Shown = {
        ...base,
        dealers: [...base.dealers, ...more.dealers.filter((d) => !known.has(d.slug))],
        total: more.total,
        page: nextPage,
        query: { ...base.query, page: nextPage },
      }
      setShown(next)
      setQuery(next.query)
      setMoreState('idle')
      window.history.replaceState(null, '', dealerListHref(basePath, next.query))
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn('Facility list: the next dealers could not be loaded', error)
      setMoreState('failed')
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change({ ...query, keyphrase })
  }
  const toggle = (facet: DealerListFacetName, value: string) =>
    change({ ...query, filters: { ...query.filters, [facet]: toggleFacetValue(query.filters[facet] ?? [], value) } })

  // While a new search loads, the previous dealers stay (dimmed) instead of an empty area.
  const current = shown && (sameSearch(shown.query, query) || loading) ? shown : null
  const dealers = current?.dealers ?? []
  const total = current?.total ?? 0
  const progress = dealerListProgress(dealers.length, total)
  // The ticks behind the phone's filter button (the preset filters show as chips beside the cards).
  const selectedCount = DEALER_LIST_FACET_NAMES.reduce((sum, name) => sum + (query.filters[name]?.length ?? 0), 0)
  const hasSelection = query.keyphrase !== '' || Object.values(query.filters).some((v) => v && v.length > 0)
  const retryHref = dealerListHref(basePath, query)
  // Filters without a facet (a preset filter from a link): chips above the cards, and hidden
  // fields of the no-script form so 'apply' keeps them.
  const chips = presetFilterChips(query)

  return (
    <section aria-labelledby="dealer-list-heading" className="mx-auto w-full max-w-6xl px-4 py-6">
      <Heading id="dealer-list-heading" className="mb-4">
        {texts.title}
      </Heading>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <form method="get" action={basePath} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={texts.filters}>
          {searchBoxVisible(listTotal) || query.keyphrase !== '' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="dealer-list-keyphrase" className="text-sm font-semibold">
                {texts.searchLabel}
              </label>
              <div className="flex gap-2">
                <input
                  id="dealer-list-keyphrase"
                  name="keyphrase"
                  type="search"
                  maxLength={200}
                  value={keyphrase}
                  onChange={(e) => setKeyphrase(e.target.value)}
                  className="min-w-0 flex-1 rounded-brand border border-border bg-background px-3 py-2"
                />
                <button type="submit" className="btn-primary">
                  {texts.searchButton}
                </button>
              </div>
            </div>
          ) : null}
          {/* Phones: the filters fold away behind a button so the cards come first on screen. */}
          <button
            type="button"
            className="self-start rounded-brand border border-border bg-background px-4 py-2 font-semibold lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="dealer-list-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {texts.filters}
            {selectedCount > 0 ? ` (${selectedCount})` : ''}
          </button>
          {/* Without script the button does nothing: the filters then stay open. */}
          <noscript>
            <style>{'#dealer-list-filters{display:flex!important}'}</style>
          </noscript>
          {chips.map((chip) => (
            <input key={`${chip.field}=${chip.value}`} type="hidden" name={chip.field} value={chip.value} />
          ))}
          <div id="dealer-list-filters" className={`${filtersOpen ? 'flex' : 'hidden lg:flex'} flex-col gap-4`}>
            <DealerFacets facets={shown?.facets ?? []} selected={query.filters} texts={texts} onToggle={hydrated ? toggle : undefined} />
            {hydrated ? null : (
              <button type="submit" className="btn-primary self-start">
                {texts.apply}
              </button>
            )}
            {hasSelection ? (
              <a
                href={basePath}
                className="self-start text-sm underline underline-offset-2"
                onClick={(e) => {
                  e.preventDefault()
                  change({ keyphrase: '', filters: {}, page: 0 })
                }}
              >
                {texts.clear}
              </a>
            ) : null}
          </div>
        </form>

        <div aria-busy={loading}>
          {chips.length > 0 ? (
            <ul aria-label={texts.activeFilters} className="mb-4 flex flex-wrap gap-2">
              {chips.map((chip) => {
                const label = texts.valueLabels[chip.value] ?? chip.value
                return (
                  <li key={`${chip.field}=${chip.value}`}>
                    <FilterChip
                      label={label}
                      removeLabel={fillText(texts.removeFilter, { label })}
                      href={dealerListHref(basePath, withoutPresetFilter(query, chip))}
                      onRemove={() => change(withoutPresetFilter(query, chip))}
                    />
                  </li>
                )
              })}
            </ul>
          ) : null}
          {failed && !loading ? (
            // spec 03 §8 'Facility list prefetch failure' / 'List error': the list's error text and a retry.
            <div role="alert" className="rounded-brand border border-border bg-surface p-6">
              <p className="mb-4">{texts.error}</p>
              {hydrated ? (
                <button type="button" className="btn-primary" onClick={() => void load(query)}>
                  {texts.retry}
                </button>
              ) : (
                <a href={retryHref} className="btn-primary inline-block">
                  {texts.retry}
                </a>
              )}
            </div>
          ) : current === null ? null : dealers.length === 0 ? (
            <p role="status" className="rounded-brand border border-border bg-surface p-6">
              {texts.empty}
            </p>
          ) : (
            <>
              <ul ref={listRef} aria-label={texts.results} className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
                {dealers.map((dealer, i) => (
                  <li key={dealer.slug}>
                    <DealerListCard dealer={dealer} detailBase={detailBase} phoneLabel={texts.phone} priority={i < 3} />
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col items-center gap-3">
                <p role="status" id="dealer-list-progress" className="text-sm text-muted">
                  {fillPlural(texts.showing, progress.total, languageTag, { shown: String(progress.shown), total: String(progress.total) })}
                </p>
                <div className="h-1 w-64 overflow-hidden rounded-full bg-border" role="presentation">
                  <div className="h-full bg-accent" style={{ width: `${progress.percent}%` }} />
                </div>
                {moreState === 'failed' ? (
                  <div role="alert" className="mt-2 flex flex-col items-center gap-3 text-center">
                    <p>{texts.error}</p>
                    <button type="button" className="btn-primary" onClick={() => void showMore()}>
                      {texts.retry}
                    </button>
                  </div>
                ) : current && showMoreVisible(current.page, dealers.length, total) ? (
                  hydrated ? (
                    <button
                      type="button"
                      className="btn-primary mt-2"
                      aria-describedby="dealer-list-progress"
                      disabled={moreState === 'loading'}
                      onClick={() => void showMore()}
                    >
                      {texts.showMore}
                    </button>
                  ) : (
                    <a href={dealerListHref(basePath, { ...current.query, page: current.page + 1 })} className="btn-primary mt-2 inline-block">
                      {texts.showMore}
                    </a>
                  )
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
