'use client'

import dynamic from 'next/dynamic'

/**
 * DealerListView, server-rendered as usual, with its code in a chunk of its own that only the page
 * showing the list loads (all site pages are one route; docs/architecture.md 'Client code per page').
 */
export const DealerListLazy = dynamic(() => import('./DealerListView').then((m) => m.DealerListView))
