'use client'

import dynamic from 'next/dynamic'

import type { ServiceBookingFlowProps } from './ServiceBookingFlow'

// The flow reads session storage and is the page's only interactive part: its code is a chunk of
// its own, fetched after the page, and steps 2–4 are chunks of their own again.
const ServiceBookingFlow = dynamic(() => import('./ServiceBookingFlow'), { ssr: false })

export function ServiceBookingFlowLazy(props: ServiceBookingFlowProps) {
  return <ServiceBookingFlow {...props} />
}
