'use client'

import dynamic from 'next/dynamic'

/**
 * Loaded after the page, in the browser only: the list lives in the browser's storage, and most
 * visitors of a list or a not-found page have none to show (no script in the first bundle for it).
 */
export const RecentlyViewedCarsLazy = dynamic(() => import('./RecentlyViewedCars').then((module) => module.RecentlyViewedCars), { ssr: false })
