'use client'

import dynamic from 'next/dynamic'

/** Carousel, server-rendered as usual, with its code in a chunk that only pages showing it load (docs/architecture.md 'Client code per page'). */
export const CarouselLazy = dynamic(() => import('./Carousel').then((m) => m.Carousel))
