'use client'

import dynamic from 'next/dynamic'

/**
 * The car contact form, server-rendered as usual, with its code in a chunk of its own that only pages
 * showing it load (car detail pages). All site pages are one route, so without this every page would
 * download every block's code; the form's logic is a further chunk (CarContactFormIsland), see
 * docs/architecture.md 'Client code per page'.
 */
export const CarContactFormLazy = dynamic(() => import('./CarContactFormIsland').then((m) => m.CarContactFormIsland))
