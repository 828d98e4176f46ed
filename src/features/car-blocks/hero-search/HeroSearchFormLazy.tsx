'use client'

import dynamic from 'next/dynamic'

/**
 * HeroSearchForm, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (the hero search block). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const HeroSearchFormLazy = dynamic(() => import('./HeroSearchForm').then((m) => m.HeroSearchForm))
