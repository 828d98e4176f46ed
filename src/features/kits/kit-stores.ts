'use client'

import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { createSessionTextStore } from '@/lib/ui/session-text-store'

import { kitPageHref, type KitQuery, kitQueryFrom, kitQueryString } from './kit-query'
import type { KitCard } from './kit-service'
import { KIT_SESSION_KEY, type PartialKitSession, sessionFromStorage } from './kit-session'
import { KITS_ROWS_COOKIE } from './kit-view'

/**
 * What the kits page keeps outside React, read through `useSyncExternalStore` so the server's
 * HTML and the first client render agree: the address (the list's state, issue 36), the sales
 * session with the cart (session storage, spec 03 §3) and the rows/cards cookie.
 */

type Listener = () => void

const addressListeners = new Set<Listener>()
const tellAddress = () => addressListeners.forEach((listener) => listener())

function subscribeAddress(listener: Listener): () => void {
  addressListeners.add(listener)
  // Back and forward change the address without us.
  window.addEventListener('popstate', listener)
  return () => {
    addressListeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

/** How a new state reaches the address: a new history entry (a visitor's search) or the same one (a correction). */
type AddressEntry = 'push' | 'replace'

/** Writes a state into the address; the page follows. */
export function writeKitAddress(query: KitQuery, entry: AddressEntry): void {
  const href = kitPageHref(window.location.pathname, query)
  if (href === `${window.location.pathname}${window.location.search}`) return
  if (entry === 'push') window.history.pushState(null, '', href)
  else window.history.replaceState(null, '', href)
  tellAddress()
}

let readSearch: string | undefined
let readState = ''

/**
 * The address's list state, in kitQueryString's words. React asks for it on every render of the
 * island and every address change, so the address is parsed once per change, not each time.
 */
function addressState(): string {
  const search = window.location.search
  if (search !== readSearch) {
    readSearch = search
    readState = kitQueryString(kitQueryFrom(new URLSearchParams(search)))
  }
  return readState
}

/**
 * The list's state as the address names it (the server rendered `serverQuery`, the address it
 * was asked for), and how to change it.
 */
export function useKitAddress(serverQuery: KitQuery): [KitQuery, (next: KitQuery, entry?: AddressEntry) => void] {
  // Both sides name the state as kitQueryString writes it (its order, no defaults): the address as
  // typed ('' or another order than ours) would differ from the server's text, and React would
  // then render the whole island again right after hydrating it (issue 39: work on a phone's
  // busiest moment that shows nothing new).
  const search = useSyncExternalStore(subscribeAddress, addressState, () => kitQueryString(serverQuery))
  const query = useMemo(() => kitQueryFrom(new URLSearchParams(search)), [search])
  const show = useCallback((next: KitQuery, entry: AddressEntry = 'push') => writeKitAddress(next, entry), [])
  return [query, show]
}

const sessionStore = createSessionTextStore(KIT_SESSION_KEY)

/** The kept session's text (what `readStoredSession` reads). */
export const storedText = (): string | null => sessionStore.read()

/** What this tab kept under 'kits-session': the session's values and the cart, read defensively. */
export function readStoredSession(text: string | null): { session: PartialKitSession; cart: KitCard[] } {
  try {
    const cart = text ? (JSON.parse(text) as { cart?: unknown }).cart : undefined
    return {
      session: sessionFromStorage(text),
      cart: Array.isArray(cart) ? (cart as KitCard[]).filter((k) => typeof k?.kitId === 'string' && typeof k.retailPrice === 'number') : [],
    }
  } catch {
    return { session: {}, cart: [] }
  }
}

/** Keeps the session and the cart in session storage (nothing kept when both are empty); the page follows. */
export function saveKitSession(session: PartialKitSession, cart: readonly KitCard[]): void {
  sessionStore.write(Object.keys(session).length === 0 && cart.length === 0 ? null : JSON.stringify({ ...session, cart }))
}

/** The sales session and the cart this tab keeps (none on the server and in the first render). */
export function useKitSession(): { session: PartialKitSession; cart: KitCard[] } {
  const text = sessionStore.useText()
  return useMemo(() => readStoredSession(text), [text])
}

const KITS_ROWS_CHOSEN = new RegExp(`(?:^|;\\s*)${KITS_ROWS_COOKIE}=true(?:;|$)`)
const noSubscription = () => () => {}

/** The kitsAsRows cookie (spec 03 §2.3): cards on the server and in the first render, so the page can be cached (issue 23). */
export function useRowsCookie(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => KITS_ROWS_CHOSEN.test(document.cookie),
    () => false,
  )
}
