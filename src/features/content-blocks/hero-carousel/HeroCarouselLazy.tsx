'use client'

import dynamic from 'next/dynamic'

/** HeroCarousel, server-rendered as usual, with its code in a chunk that only pages showing it load (docs/architecture.md 'Client code per page'). */
export const HeroCarouselLazy = dynamic(() => import('./HeroCarousel').then((m) => m.HeroCarousel))
