import { type BrowserListStore, createBrowserListStore, parseStoredArray, type StorageLike } from '@/lib/browser-list-store'

import type { CarSummary } from './car-summary'
import { readStoredSummary } from './stored-summary'

/**
 * Favourite cars (issue 41 item 2): the cars a visitor saved with a card's or a car page's heart,
 * newest first, in local storage (no account; each site is its own origin). Each keeps the summary
 * as it was when saved, so the favourites page can show a price change since then, and the car
 * itself once it is sold.
 */
export const FAVOURITE_CARS_KEY = 'favouriteCars'
/** More would make the favourites page's one stock lookup long; the oldest goes first. */
export const MAX_FAVOURITE_CARS = 50

export type FavouriteCar = {
  /** The card's fields when the car was saved. */
  car: CarSummary
  /** When it was saved (epoch milliseconds). */
  savedAt: number
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored list; garbage gives an empty list, bad or repeated entries are skipped. */
export function parseFavouriteCars(raw: string | null | undefined): FavouriteCar[] {
  const seen = new Set<string>()
  const favourites: FavouriteCar[] = []
  for (const item of parseStoredArray(raw)) {
    if (!isObject(item)) continue
    const car = readStoredSummary(item.car)
    const savedAt = item.savedAt
    if (!car || typeof savedAt !== 'number' || !Number.isFinite(savedAt) || seen.has(car.car_id)) continue
    seen.add(car.car_id)
    favourites.push({ car, savedAt })
    if (favourites.length === MAX_FAVOURITE_CARS) break
  }
  return favourites
}

export function isFavouriteCar(favourites: readonly FavouriteCar[], carId: string): boolean {
  return favourites.some((favourite) => favourite.car.car_id === carId)
}

/** Saves the car (first, at most MAX_FAVOURITE_CARS), or removes it when it was saved. */
export function toggleFavouriteCar(favourites: readonly FavouriteCar[], car: CarSummary, now: number): FavouriteCar[] {
  if (isFavouriteCar(favourites, car.car_id)) return favourites.filter((favourite) => favourite.car.car_id !== car.car_id)
  return [{ car, savedAt: now }, ...favourites].slice(0, MAX_FAVOURITE_CARS)
}

/** Saves the cars not saved yet (a shared list taken over), after the ones already there keep their place. */
export function withFavouriteCars(favourites: readonly FavouriteCar[], cars: readonly CarSummary[], now: number): readonly FavouriteCar[] {
  const added = cars.filter((car) => !isFavouriteCar(favourites, car.car_id)).map((car) => ({ car, savedAt: now }))
  // Nothing new: the same list, so the store writes nothing.
  return added.length === 0 ? favourites : [...added, ...favourites].slice(0, MAX_FAVOURITE_CARS)
}

export function createFavouriteCarsStore(getStorage: () => StorageLike | null): BrowserListStore<FavouriteCar> {
  return createBrowserListStore({ key: FAVOURITE_CARS_KEY, getStorage, parse: parseFavouriteCars, serialize: (favourites) => JSON.stringify(favourites) })
}

export const favouriteCarsStore = createFavouriteCarsStore(() => (typeof window === 'undefined' ? null : window.localStorage))
