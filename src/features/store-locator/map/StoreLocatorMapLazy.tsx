'use client'

import dynamic from 'next/dynamic'

/**
 * The store locator's map, drawn in the browser only, from a chunk of its own (MapLibre,
 * supercluster, the map CSS): pages without a map never load it (docs/architecture.md 'Maps').
 */
export const StoreLocatorMapLazy = dynamic(() => import('./StoreLocatorMap').then((m) => m.StoreLocatorMap), { ssr: false })
