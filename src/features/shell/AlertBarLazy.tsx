'use client'

import dynamic from 'next/dynamic'

/**
 * AlertBar, server-rendered as usual, in a chunk of its own that only pages of a site with an alert
 * load (docs/architecture.md 'Client code per page').
 */
export const AlertBarLazy = dynamic(() => import('./AlertBar').then((m) => m.AlertBar))
