'use client'

import dynamic from 'next/dynamic'

/**
 * Loaded after the page, in the browser only: the list lives in the browser's storage (and a shared
 * list in the address), so the server has nothing to render; its reserved height keeps the footer
 * from jumping when the cards arrive.
 */
export const FavouriteCarsListLazy = dynamic(() => import('./FavouriteCarsList').then((module) => module.FavouriteCarsList), {
  ssr: false,
  loading: () => <div className="min-h-96" />,
})
