'use client'

import dynamic from 'next/dynamic'

/**
 * BrandNavigation, server-rendered as usual, in a chunk of its own: a site shows either this menu or
 * the dealer-group one (site.features.navigationVariant), so a page loads only its own
 * (docs/architecture.md 'Client code per page').
 */
export const BrandNavigationLazy = dynamic(() => import('./BrandNavigation').then((m) => m.BrandNavigation))
