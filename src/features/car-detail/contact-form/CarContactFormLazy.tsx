'use client'

import dynamic from 'next/dynamic'

/**
 * CarContactForm, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (car detail pages). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const CarContactFormLazy = dynamic(() => import('./CarContactForm').then((m) => m.CarContactForm))
