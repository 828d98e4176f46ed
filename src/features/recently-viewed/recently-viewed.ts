import { useSyncExternalStore } from 'react'

import { type CarSummary, readStoredSummary } from '@/features/car-card'
import { type BrowserListStore, createBrowserListStore, parseStoredArray, type StorageLike } from '@/lib/browser-list-store'

/**
 * Recently viewed cars (issue 41 item 5): the summaries of the last car pages this browser opened
 * on the site, newest first, in local storage (no account; each site is its own origin). The car
 * list and the not-found page show them.
 */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed'
export const MAX_RECENTLY_VIEWED = 12

/** The stored list; garbage gives an empty list, bad or repeated entries are skipped. */
export function parseRecentlyViewed(raw: string | null | undefined): CarSummary[] {
  const seen = new Set<string>()
  const cars: CarSummary[] = []
  for (const item of parseStoredArray(raw)) {
    const car = readStoredSummary(item)
    if (!car || seen.has(car.car_id)) continue
    seen.add(car.car_id)
    cars.push(car)
    if (cars.length === MAX_RECENTLY_VIEWED) break
  }
  return cars
}

/** `car` first (moved up when it was there), at most MAX_RECENTLY_VIEWED. */
export function withViewed(cars: readonly CarSummary[], car: CarSummary): CarSummary[] {
  return [car, ...cars.filter((other) => other.car_id !== car.car_id)].slice(0, MAX_RECENTLY_VIEWED)
}

export function createRecentlyViewedStore(getStorage: () => StorageLike | null): BrowserListStore<CarSummary> {
  return createBrowserListStore({ key: RECENTLY_VIEWED_KEY, getStorage, parse: parseRecentlyViewed, serialize: (cars) => JSON.stringify(cars) })
}

export const recentlyViewedStore = createRecentlyViewedStore(() => (typeof window === 'undefined' ? null : window.localStorage))

/** The recently viewed cars, re-rendering on change; empty during server rendering and hydration. */
export function useRecentlyViewed(store: BrowserListStore<CarSummary> = recentlyViewedStore): readonly CarSummary[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
