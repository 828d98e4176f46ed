'use client'

import dynamic from 'next/dynamic'

/**
 * Loaded after the page, in the browser only: the list lives in the browser's storage (and a shared
 * list in the address), so the server has nothing to render. The space held meanwhile is the empty
 * list's (most visitors have saved nothing yet), so the footer does not move for them.
 */
export const FavouriteCarsListLazy = dynamic(() => import('./FavouriteCarsList').then((module) => module.FavouriteCarsList), {
  ssr: false,
  loading: () => <div className="min-h-28" />,
})
