'use client'

import dynamic from 'next/dynamic'

/** In the browser only: what it shows depends on the link in the address. */
export const SavedSearchesManagerLazy = dynamic(() => import('./SavedSearchesManager').then((module) => module.SavedSearchesManager), {
  ssr: false,
  loading: () => <div className="min-h-28" />,
})
