'use client'

import { fillText } from '@/lib/fill-text'

import { useEffect, useRef, useState } from 'react'

import { KitCart } from './island/KitCart'
import { KitDetailDialog } from './island/KitDetailDialog'
import { KitFacetList } from './island/KitFacetList'
import { KitFilters } from './island/KitFilters'
import { KitListItem } from './island/KitListItem'
import { KitPager } from './island/KitPager'
import { KitSearchForm } from './island/KitSearchForm'
import { KitSessionBox } from './island/KitSessionBox'
import { type KitFacetKey, type KitTexts } from './island/kit-texts'
import { KitViewToggle } from './island/KitViewToggle'
import { useKitQuote } from './island/use-kit-quote'
import { formatEuro } from './kit-price'
import { type KitQuery, kitQueryFrom, KITS_PAGE_SIZE } from './kit-query'
import { fullSession, mergeSessions, type PartialKitSession, sessionFromQuery } from './kit-session'
import type { KitCard, KitResults } from './kit-service'
import { readStoredSession, saveKitSession, storedText, useKitAddress, useKitSession, useRowsCookie, writeKitAddress } from './kit-stores'
import { kitsRowsCookie } from './kit-view'
import { useKitResults } from './use-kit-results'

type Props = {
  /** spec 03 §7 formName for analytics: the site name plus the form's. */
  formName: string
  texts: KitTexts
  locale: string
  initialQuery: KitQuery
  initial: KitResults | null
}

/**
 * The kits page's interaction (spec 03 §2.3, §4): facets, search, paging, view, dialog, session, cart, quote.
 * The address is the state (issue 36): every filter, the search and the page are in its query, so
 * a filtered list can be shared and reloaded, and back/forward go through the states shown. The
 * fitment filter (`auto`) follows the sales session: it is written into the address whenever the
 * two differ. Each part is a component of its own in `island/`; this one holds the state.
 */
export function KitsIsland({ formName, texts: t, locale, initialQuery, initial }: Props) {
  const [query, show] = useKitAddress(initialQuery)
  const { results, loading, failed } = useKitResults(query, initialQuery, initial)
  const rowsCookie = useRowsCookie()
  const [rowsChosen, setRowsChosen] = useState<boolean | null>(null)
  const asRows = rowsChosen ?? rowsCookie
  const { session, cart } = useKitSession()
  const quote = useKitQuote(formName)
  const [detail, setDetail] = useState<KitCard | null>(null)
  const filtersRef = useRef<HTMLDialogElement>(null)
  // The phone panel's facets are made when it first opens, then kept: the sidebar has the same
  // ones in the HTML, and a second copy was 200 more elements to parse and hydrate (issue 39).
  const [filtersOpened, setFiltersOpened] = useState(false)
  const detailRef = useRef<HTMLDialogElement>(null)
  const numberLocale = locale === 'fi' ? 'fi-FI' : locale
  const euro = (n: number) => formatEuro(n, numberLocale)

  // On load: the session from the URL's query (its values win over what this tab kept) is kept,
  // and the list shows its car's kits. After back/forward to an address older than the session
  // (or than its clearing), the address is corrected to the session's car the same way.
  useEffect(() => {
    const stored = readStoredSession(storedText())
    saveKitSession(mergeSessions(stored.session, sessionFromQuery(new URLSearchParams(window.location.search))), stored.cart)
    const followSession = () => {
      const address = kitQueryFrom(new URLSearchParams(window.location.search))
      const { auto } = readStoredSession(storedText()).session
      if (auto !== address.auto) writeKitAddress({ ...address, auto, page: 1 }, 'replace')
    }
    followSession()
    window.addEventListener('popstate', followSession)
    return () => window.removeEventListener('popstate', followSession)
  }, [])

  const changeSession = (next: PartialKitSession) => {
    saveKitSession(next, cart)
    show({ ...query, auto: next.auto, page: 1 }, 'replace')
  }
  const inCart = (kit: KitCard) => cart.some((k) => k.kitId === kit.kitId)
  const toggle = (kit: KitCard) => {
    const next = inCart(kit) ? cart.filter((k) => k.kitId !== kit.kitId) : [...cart, kit]
    quote.reset()
    saveKitSession(session, next)
  }
  const toggleFacet = (key: KitFacetKey, value: string) => {
    const current = query[key]
    show({ ...query, [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value], page: 1 })
  }
  const chooseView = (rows: boolean) => {
    setRowsChosen(rows)
    document.cookie = kitsRowsCookie(rows)
  }
  const full = fullSession(session)
  const openDetail = (kit: KitCard) => {
    setDetail(kit)
    detailRef.current?.showModal()
  }

  const total = results?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / KITS_PAGE_SIZE))
  const page = query.page ?? 1

  const facets = (
    <KitFacetList
      query={query}
      results={results}
      texts={t}
      onToggle={toggleFacet}
      onClear={() => show({ ...query, kitCategory: [], kitSubCategory: [], kitSubSubCategory: [], make: [], page: 1 })}
    />
  )

  return (
    <div>
      <KitSessionBox session={session} texts={t} onChange={changeSession} />

      <KitSearchForm
        q={query.q}
        total={total}
        texts={t}
        onSearch={(q) => show({ ...query, q, page: 1 })}
        onOpenFilters={() => {
          // Committed with this click, before the browser paints the opened panel.
          setFiltersOpened(true)
          filtersRef.current?.showModal()
        }}
      />

      <div className="flex gap-6">
        <KitFilters panelRef={filtersRef} texts={t} facets={facets} panelOpened={filtersOpened} />

        <div className="min-w-0 flex-1" aria-busy={loading}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p aria-live="polite">{fillText(t.kitsResults!, { count: total })}</p>
            <KitViewToggle asRows={asRows} texts={t} onChoose={chooseView} />
          </div>

          {failed ? (
            <p role="alert">{t.kitsLoadError}</p>
          ) : results && results.kits.length === 0 ? (
            <p>{query.auto ? fillText(t.kitsEmptyForCar!, { auto: query.auto }) : t.kitsEmpty}</p>
          ) : (
            <ul className={asRows ? 'space-y-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3'}>
              {results?.kits.map((kit) => (
                <KitListItem
                  key={kit.kitId}
                  kit={kit}
                  asRows={asRows}
                  inCart={inCart(kit)}
                  texts={t}
                  euro={euro}
                  onDetails={() => openDetail(kit)}
                  onToggleCart={() => toggle(kit)}
                />
              ))}
            </ul>
          )}

          {pages > 1 && !failed && <KitPager page={page} pages={pages} texts={t} onPage={(next) => show({ ...query, page: next })} />}
        </div>
      </div>

      {cart.length > 0 && (
        <KitCart
          cart={cart}
          texts={t}
          euro={euro}
          canQuote={Boolean(full)}
          quote={quote.state}
          onQuote={() => {
            if (full) void quote.send(full, cart)
          }}
        />
      )}

      <KitDetailDialog
        ref={detailRef}
        kit={detail}
        inCart={detail ? inCart(detail) : false}
        texts={t}
        euro={euro}
        numberLocale={numberLocale}
        onToggleCart={toggle}
        onClose={() => setDetail(null)}
      />
    </div>
  )
}
