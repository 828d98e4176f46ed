'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { useBottomBar } from '@/lib/ui/bottom-bars'

import { FacetSearchField, FacetSearchStatus, useFacetTextSearch } from '@/features/car-list'
import { leadFormEvents } from '@/features/tracking'

import { cartPricing, formatEuro, kitPricing } from './kit-price'
import { kitImage } from './kit-images'
import { type KitQuery, kitQueryFrom, KITS_PAGE_SIZE, kitTotalLabel } from './kit-query'
import { DEMO_KIT_SESSION, fullSession, KIT_SESSION_FIELDS, mergeSessions, type PartialKitSession, sessionFromQuery } from './kit-session'
import type { KitCard, KitFacet, KitResults } from './kit-service'
import { readStoredSession, saveKitSession, storedText, useKitAddress, useKitSession, useRowsCookie, writeKitAddress } from './kit-stores'
import { kitsRowsCookie } from './kit-view'
import { useKitResults } from './use-kit-results'

type Texts = Record<string, string>
type Props = {
  /** spec 03 §7 formName for analytics: the site name plus the form's. */
  formName: string
  texts: Texts
  locale: string
  initialQuery: KitQuery
  initial: KitResults | null
}
type SendState = 'idle' | 'sending' | 'sent' | 'failed'

const FACETS = [
  { key: 'kitCategory', name: 'kitCategory', label: 'kitsFacetCategory' },
  { key: 'kitSubCategory', name: 'kitSubCategory', label: 'kitsFacetSubCategory' },
  { key: 'kitSubSubCategory', name: 'kitSubSubCategory', label: 'kitsFacetSubSubCategory' },
  { key: 'make', name: 'vehicleFitmentSpecifications.make', label: 'kitsFacetMake' },
] as const

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

type FacetProps = {
  label: string
  values: KitFacet['values']
  selected: readonly string[]
  onToggle: (value: string) => void
  texts: Texts
}

/**
 * One facet of the sidebar and the slide-in panel: a checkbox per value with its count, and from
 * 10 values on the car list's facet text filter (spec 03 §5 and §9) above them.
 */
function KitFacetValues({ label, values, selected, onToggle, texts: t }: FacetProps) {
  const listId = `${useId()}-values`
  const textSearch = useFacetTextSearch(values)
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{label}</legend>
      <FacetSearchField state={textSearch} label={fill(t.kitsSearchInFacet!, { label })} listId={listId} />
      <ul id={listId} className="space-y-1">
        {textSearch.matching.map((v) => (
          <li key={v.text}>
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" checked={selected.includes(v.text)} onChange={() => onToggle(v.text)} />
              <span>{v.text}</span>
              <span className="text-sm text-neutral-600">({v.count})</span>
            </label>
          </li>
        ))}
      </ul>
      <FacetSearchStatus state={textSearch} noMatches={t.kitsNoFacetMatches!} />
    </fieldset>
  )
}

/**
 * The kits page's interaction (spec 03 §2.3, §4): facets, search, paging, view, dialog, session, cart, quote.
 * The address is the state (issue 36): every filter, the search and the page are in its query, so
 * a filtered list can be shared and reloaded, and back/forward go through the states shown. The
 * fitment filter (`auto`) follows the sales session: it is written into the address whenever the
 * two differ.
 */
export function KitsIsland({ formName, texts: t, locale, initialQuery, initial }: Props) {
  const [query, show] = useKitAddress(initialQuery)
  const { results, loading, failed } = useKitResults(query, initialQuery, initial)
  const rowsCookie = useRowsCookie()
  const [rowsChosen, setRowsChosen] = useState<boolean | null>(null)
  const asRows = rowsChosen ?? rowsCookie
  const { session, cart } = useKitSession()
  const [send, setSend] = useState<SendState>('idle')
  const [detail, setDetail] = useState<KitCard | null>(null)
  // The search box follows the address (back/forward), adjusted during render.
  const [keyphrase, setKeyphrase] = useState(query.q ?? '')
  const [keyphraseOf, setKeyphraseOf] = useState(query.q)
  if (keyphraseOf !== query.q) {
    setKeyphraseOf(query.q)
    setKeyphrase(query.q ?? '')
  }
  const filtersRef = useRef<HTMLDialogElement>(null)
  // The cart stays at the bottom of the window: the page's fixed buttons (scroll-to-top) move above it.
  const cartRef = useRef<HTMLElement>(null)
  useBottomBar(cartRef, cart.length > 0)
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
  const toggle = (kit: KitCard) => {
    const next = cart.some((k) => k.kitId === kit.kitId) ? cart.filter((k) => k.kitId !== kit.kitId) : [...cart, kit]
    setSend('idle')
    saveKitSession(session, next)
  }
  const toggleFacet = (key: (typeof FACETS)[number]['key'], value: string) => {
    const current = query[key]
    show({ ...query, [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value], page: 1 })
  }
  const chooseView = (rows: boolean) => {
    setRowsChosen(rows)
    document.cookie = kitsRowsCookie(rows)
  }
  const full = fullSession(session)
  const sendQuote = async () => {
    if (!full) return
    setSend('sending')
    // spec 03 §7 form_interaction and lead events: the quote is the kits page's lead (docs/analytics.md).
    leadFormEvents.submitted(formName)
    const sent = await fetch('/api/automaster', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...full, cart: cart.map((k) => ({ kitId: k.kitId })) }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    setSend(sent ? 'sent' : 'failed')
    if (sent) leadFormEvents.sent(formName, full.transactionId)
    else leadFormEvents.failed(formName, 'send_failed')
  }
  const openDetail = (kit: KitCard) => {
    setDetail(kit)
    detailRef.current?.showModal()
  }

  const total = results?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / KITS_PAGE_SIZE))
  const page = query.page ?? 1
  const pricing = cartPricing(cart.map((k) => k.retailPrice))
  const selectedCount = FACETS.reduce((n, f) => n + query[f.key].length, 0)

  const facetList = (
    <div className="space-y-5">
      {FACETS.map((facet) => {
        const values = results?.facets.find((f) => f.name === facet.name)?.values ?? []
        if (values.length === 0) return null
        return (
          <KitFacetValues
            key={facet.key}
            label={t[facet.label]!}
            values={values}
            selected={query[facet.key]}
            onToggle={(value) => toggleFacet(facet.key, value)}
            texts={t}
          />
        )
      })}
      {selectedCount > 0 && (
        <button
          type="button"
          className="underline"
          onClick={() => show({ ...query, kitCategory: [], kitSubCategory: [], kitSubSubCategory: [], make: [], page: 1 })}
        >
          {t.kitsClearFilters}
        </button>
      )}
    </div>
  )

  return (
    <div>
      <div className="mb-4 rounded border border-neutral-300 p-3">
        <h2 className="mb-2 text-lg font-semibold">{t.kitsSessionHeading}</h2>
        {Object.keys(session).length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {KIT_SESSION_FIELDS.map((field) => (
              <span key={field}>
                {
                  t[
                    {
                      user: 'kitsSessionUser',
                      dealer: 'kitsSessionDealer',
                      unit: 'kitsSessionUnit',
                      transactionId: 'kitsSessionTransaction',
                      auto: 'kitsSessionAuto',
                    }[field]
                  ]
                }
                : <strong>{session[field] ?? '–'}</strong>
              </span>
            ))}
            <button type="button" className="rounded border border-neutral-500 px-3 py-1" onClick={() => changeSession({})}>
              {t.kitsSessionClear}
            </button>
          </div>
        ) : (
          <button type="button" className="text-sm text-neutral-600 underline" onClick={() => changeSession(DEMO_KIT_SESSION)}>
            {t.kitsDemoSession}
          </button>
        )}
      </div>

      <form
        role="search"
        className="mb-4 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          show({ ...query, q: keyphrase.trim() || undefined, page: 1 })
        }}
      >
        <label htmlFor="kits-search" className="sr-only">
          {t.kitsSearchLabel}
        </label>
        <input
          id="kits-search"
          type="search"
          value={keyphrase}
          onChange={(e) => setKeyphrase(e.target.value)}
          placeholder={t.kitsSearchLabel}
          className="min-w-48 flex-1 rounded border border-neutral-500 px-3 py-2"
        />
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t.kitsSearchButton}
        </button>
        <button type="button" className="rounded border border-neutral-900 px-4 py-2 lg:hidden" onClick={() => filtersRef.current?.showModal()}>
          {fill(t.kitsFiltersButton!, { count: kitTotalLabel(total) })}
        </button>
      </form>

      <div className="flex gap-6">
        <aside aria-label={t.kitsFiltersHeading} className="hidden w-64 shrink-0 lg:block">
          <h2 className="mb-3 text-lg font-semibold">{t.kitsFiltersHeading}</h2>
          {facetList}
        </aside>
        <dialog
          ref={filtersRef}
          aria-label={t.kitsFiltersHeading}
          className="m-0 ml-auto h-full max-h-none w-[420px] max-w-full overflow-y-auto bg-white p-5 backdrop:bg-black/40"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-lg font-semibold">{t.kitsFiltersHeading}</h2>
            <button type="button" className="rounded border px-3 py-1" onClick={() => filtersRef.current?.close()}>
              {t.kitsClose}
            </button>
          </div>
          {facetList}
        </dialog>

        <div className="min-w-0 flex-1" aria-busy={loading}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p aria-live="polite">{fill(t.kitsResults!, { count: total })}</p>
            <div role="group" aria-label={`${t.kitsViewGrid} / ${t.kitsViewRows}`} className="flex gap-1">
              <button
                type="button"
                aria-pressed={!asRows}
                className={`rounded px-3 py-1 ${asRows ? 'border' : 'bg-neutral-900 text-white'}`}
                onClick={() => chooseView(false)}
              >
                {t.kitsViewGrid}
              </button>
              <button
                type="button"
                aria-pressed={asRows}
                className={`rounded px-3 py-1 ${asRows ? 'bg-neutral-900 text-white' : 'border'}`}
                onClick={() => chooseView(true)}
              >
                {t.kitsViewRows}
              </button>
            </div>
          </div>

          {failed ? (
            <p role="alert">{t.kitsLoadError}</p>
          ) : results && results.kits.length === 0 ? (
            <p>{query.auto ? fill(t.kitsEmptyForCar!, { auto: query.auto }) : t.kitsEmpty}</p>
          ) : (
            <ul className={asRows ? 'space-y-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3'}>
              {results?.kits.map((kit) => {
                const inCart = cart.some((k) => k.kitId === kit.kitId)
                return (
                  <li key={kit.kitId} className={`rounded border border-neutral-300 bg-white ${asRows ? 'flex gap-3 p-3' : 'flex flex-col'}`}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- kit pictures are outside URLs or our small SVG fallbacks */}
                    <img
                      src={kitImage(kit)}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      className={asRows ? 'h-20 w-28 shrink-0 rounded object-cover' : 'aspect-[4/3] w-full rounded-t object-cover'}
                    />
                    <div className={`flex flex-1 flex-col gap-1 ${asRows ? '' : 'p-3'}`}>
                      <h3 className="font-semibold">{kit.name}</h3>
                      <p className="text-sm text-neutral-600">
                        {[kit.kitCategory, kit.kitSubCategory, kit.kitSubSubCategory].filter(Boolean).join(' › ')} · {kit.kitCode}
                      </p>
                      <p className="font-semibold">
                        {euro(kitPricing(kit.retailPrice).totalPrice)} <span className="text-sm font-normal">{t.kitsPriceInclTax}</span>
                      </p>
                      <div className="mt-auto flex flex-wrap gap-2 pt-2">
                        <button
                          type="button"
                          className="rounded border border-neutral-900 px-3 py-1"
                          onClick={() => openDetail(kit)}
                          aria-label={`${t.kitsShowDetails}: ${kit.name}`}
                        >
                          {t.kitsShowDetails}
                        </button>
                        <button
                          type="button"
                          aria-pressed={inCart}
                          aria-label={`${inCart ? t.kitsRemoveFromCart : t.kitsAddToCart}: ${kit.name}`}
                          className={`rounded px-3 py-1 ${inCart ? 'border border-neutral-900' : 'bg-neutral-900 text-white'}`}
                          onClick={() => toggle(kit)}
                        >
                          {inCart ? t.kitsRemoveFromCart : t.kitsAddToCart}
                        </button>
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}

          {pages > 1 && !failed && (
            <nav aria-label={fill(t.kitsPageOf!, { page, pages })} className="mt-4 flex items-center justify-center gap-3">
              <button
                type="button"
                className="rounded border px-3 py-1 disabled:opacity-40"
                disabled={page <= 1}
                onClick={() => show({ ...query, page: page - 1 })}
              >
                {t.kitsPreviousPage}
              </button>
              <span>{fill(t.kitsPageOf!, { page, pages })}</span>
              <button
                type="button"
                className="rounded border px-3 py-1 disabled:opacity-40"
                disabled={page >= pages}
                onClick={() => show({ ...query, page: page + 1 })}
              >
                {t.kitsNextPage}
              </button>
            </nav>
          )}
        </div>
      </div>

      {cart.length > 0 && (
        <section ref={cartRef} aria-labelledby="kits-cart-heading" className="sticky bottom-0 mt-6 rounded-t border border-neutral-400 bg-white p-4 shadow-lg">
          <h2 id="kits-cart-heading" className="mb-2 text-lg font-semibold">
            {t.kitsCartHeading} ({cart.length})
          </h2>
          <ul className="mb-2 max-h-40 overflow-y-auto text-sm">
            {cart.map((kit) => (
              <li key={kit.kitId} className="flex justify-between gap-2">
                <span>{kit.name}</span>
                <span>{euro(kit.retailPrice)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
            <dt>{t.kitsNetPrice}</dt>
            <dd className="text-right">{euro(pricing.netPrice)}</dd>
            <dt>{t.kitsTaxAmount}</dt>
            <dd className="text-right">{euro(pricing.taxAmount)}</dd>
            <dt className="font-semibold">{t.kitsTotalPrice}</dt>
            <dd className="text-right font-semibold">{euro(pricing.totalPrice)}</dd>
          </dl>
          {full && (
            <button
              type="button"
              className="mt-3 rounded bg-neutral-900 px-4 py-2 text-white disabled:opacity-60"
              disabled={send === 'sending'}
              onClick={() => void sendQuote()}
            >
              {t.kitsSendQuote}
            </button>
          )}
          <p aria-live="polite" className="mt-2">
            {send === 'sending' ? t.kitsQuoteSending : send === 'sent' ? t.kitsQuoteSuccess : send === 'failed' ? t.kitsQuoteError : ''}
          </p>
        </section>
      )}

      <dialog ref={detailRef} aria-labelledby="kit-detail-heading" className="max-w-2xl rounded p-5 backdrop:bg-black/40" onClose={() => setDetail(null)}>
        {detail && (
          <div className="space-y-3">
            <h2 id="kit-detail-heading" className="text-xl font-semibold">
              {detail.name}
            </h2>
            {/* eslint-disable-next-line @next/next/no-img-element -- see the cards */}
            <img src={kitImage(detail)} alt="" width={400} height={300} className="w-full max-w-sm rounded" />
            {detail.description && <p>{detail.description}</p>}
            <p className="font-semibold">
              {euro(kitPricing(detail.retailPrice).totalPrice)} {t.kitsPriceInclTax}
            </p>
            <h3 className="font-semibold">{t.kitsParts}</h3>
            <ul className="list-disc pl-5 text-sm">
              {detail.parts.map((p) => (
                <li key={p.partNumber}>
                  {p.quantity} × {p.name} ({p.partNumber})
                </li>
              ))}
            </ul>
            {detail.labourSpecifications.length > 0 && (
              <>
                <h3 className="font-semibold">{t.kitsLabour}</h3>
                <ul className="list-disc pl-5 text-sm">
                  {detail.labourSpecifications.map((l) => (
                    <li key={l.code}>
                      {l.description}: {fill(t.kitsHours!, { hours: l.hours.toLocaleString(numberLocale) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3 className="font-semibold">{t.kitsFitment}</h3>
            <ul className="list-disc pl-5 text-sm">
              {detail.fitment.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <div className="flex gap-2">
              <button type="button" className="rounded bg-neutral-900 px-3 py-1 text-white" onClick={() => toggle(detail)}>
                {cart.some((k) => k.kitId === detail.kitId) ? t.kitsRemoveFromCart : t.kitsAddToCart}
              </button>
              <button type="button" className="rounded border px-3 py-1" onClick={() => detailRef.current?.close()}>
                {t.kitsClose}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  )
}
