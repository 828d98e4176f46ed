'use client'

import dynamic from 'next/dynamic'

/**
 * TireHotelFlow, server-rendered as usual, with its code in a chunk of its own that only pages
 * showing the tyre-hotel block load (see docs/architecture.md 'Client code per page').
 */
export const TireHotelFlowLazy = dynamic(() => import('./TireHotelFlow').then((m) => m.TireHotelFlow))
