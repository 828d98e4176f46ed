'use client'

import dynamic from 'next/dynamic'

/**
 * CarOfTheWeekCarousel, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (the car-of-the-week block). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const CarOfTheWeekCarouselLazy = dynamic(() => import('./CarOfTheWeekCarousel').then((m) => m.CarOfTheWeekCarousel))
