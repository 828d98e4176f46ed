'use client'

import dynamic from 'next/dynamic'

/**
 * CarListView, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (the car list block). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const CarListViewLazy = dynamic(() => import('./CarListView').then((m) => m.CarListView))
