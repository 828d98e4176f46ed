'use client'

import dynamic from 'next/dynamic'

/**
 * DealerGroupNavigation, server-rendered as usual, in a chunk of its own: a site shows either this
 * menu or the brand one (site.features.navigationVariant), so a page loads only its own
 * (docs/architecture.md 'Client code per page').
 */
export const DealerGroupNavigationLazy = dynamic(() => import('./DealerGroupNavigation').then((m) => m.DealerGroupNavigation))
