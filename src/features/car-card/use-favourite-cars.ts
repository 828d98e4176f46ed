'use client'

// A client module: the car-card public face (index.ts) is read by server components too, where
// React has no useSyncExternalStore; there this module is only a reference.
import { useSyncExternalStore } from 'react'

import type { BrowserListStore } from '@/lib/browser-list-store'

import { type FavouriteCar, favouriteCarsStore } from './favourite-cars'

/** The favourite cars, re-rendering on change (another tab too); empty during server rendering and hydration. */
export function useFavouriteCars(store: BrowserListStore<FavouriteCar> = favouriteCarsStore): readonly FavouriteCar[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
