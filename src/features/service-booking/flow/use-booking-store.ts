import { useCallback, useMemo } from 'react'

import { createSessionTextStore, type SessionTextStore } from '@/lib/ui/session-text-store'
import { useIsHydrating } from '@/lib/ui/use-is-hydrating'

import { type BookingStore, type BookingVariant, parseStore, storeKeyOf, withInitialPosition } from './booking-store'

const textStores = new Map<string, SessionTextStore>()

/** The session-storage text of a variant's booking store (spec 03 §3 'Booking store'). */
function textStoreOf(variant: BookingVariant): SessionTextStore {
  const key = storeKeyOf(variant)
  let store = textStores.get(key)
  if (!store) textStores.set(key, (store = createSessionTextStore(key)))
  return store
}

/** Forgets the variant's booking ('Ny bokning'). */
export function clearStore(variant: BookingVariant): void {
  textStoreOf(variant).write(null)
}

export type BookingStoreState = {
  store: BookingStore
  /** Changes the store from its latest value and keeps it in the tab (a reload keeps the visitor's place). */
  setStore: (change: (store: BookingStore) => BookingStore) => void
  /** False on the server and while the page hydrates (the store shown is a new booking's), true after. */
  restored: boolean
}

/**
 * The booking as the tab keeps it, read through an external store: the server and the first
 * client render show a new booking (the same HTML, so the page does not move when the flow
 * hydrates, issue 39), then the visitor's stored booking. `initialPosition` (the page's ?lat&lng)
 * is step 1's place until the visitor chooses one.
 */
export function useBookingStore(variant: BookingVariant, initialPosition: { lat: number; lng: number } | null): BookingStoreState {
  const textStore = textStoreOf(variant)
  const raw = textStore.useText()
  const restored = !useIsHydrating()
  const store = useMemo(() => withInitialPosition(parseStore(raw, variant), initialPosition), [raw, variant, initialPosition])
  const setStore = useCallback(
    (change: (store: BookingStore) => BookingStore) =>
      textStore.write(JSON.stringify(change(withInitialPosition(parseStore(textStore.read(), variant), initialPosition)))),
    [textStore, variant, initialPosition],
  )
  return { store, setStore, restored }
}
