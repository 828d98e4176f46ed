'use client'

import dynamic from 'next/dynamic'

/**
 * ServiceBookingNoForm, server-rendered as usual, with its code in a chunk of its own that only pages showing
 * it load (the Norwegian service booking block). All site pages are one route, so without this every page would download
 * every block's code (see docs/architecture.md 'Client code per page').
 */
export const ServiceBookingNoFormLazy = dynamic(() => import('./ServiceBookingNoForm').then((m) => m.ServiceBookingNoForm))
