'use client'

import dynamic from 'next/dynamic'

/**
 * StoreLocator, server-rendered as usual (the list is in the HTML), with its code in a chunk of its
 * own that only pages showing it load. The map inside it is another chunk, loaded in the browser.
 */
export const StoreLocatorLazy = dynamic(() => import('./StoreLocator').then((m) => m.StoreLocator))
