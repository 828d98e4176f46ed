'use client'

import dynamic from 'next/dynamic'

/**
 * MarketingPopup, server-rendered as usual, with its code in a chunk of its own that only pages
 * showing it load (the marketing popup block). All site pages are one route, so without this every
 * page would download every block's code (see docs/architecture.md 'Client code per page').
 */
export const MarketingPopupLazy = dynamic(() => import('./MarketingPopup').then((m) => m.MarketingPopup))
