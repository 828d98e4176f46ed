'use client'

import dynamic from 'next/dynamic'

/**
 * SellCarForm, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (the sell-car form block). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const SellCarFormLazy = dynamic(() => import('./SellCarForm').then((m) => m.SellCarForm))
