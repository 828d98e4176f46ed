'use client'

import dynamic from 'next/dynamic'

/**
 * CarSearchBreadcrumb, server-rendered as usual, with its code in a chunk only car search pages
 * load (see docs/architecture.md 'Client code per page').
 */
export const CarSearchBreadcrumbLazy = dynamic(() => import('./CarSearchBreadcrumb').then((m) => m.CarSearchBreadcrumb))
