'use client'

import dynamic from 'next/dynamic'

import type { ServiceBookingFlowProps } from './ServiceBookingFlow'

// The flow is the page's only interactive part: its code is a chunk of its own (steps 2–4 are
// chunks of their own again). It is rendered on the server too, showing a new booking, so the
// page does not move when it hydrates (issue 39: CLS); the visitor's stored booking follows.
const ServiceBookingFlow = dynamic(() => import('./ServiceBookingFlow'))

export function ServiceBookingFlowLazy(props: ServiceBookingFlowProps) {
  return <ServiceBookingFlow {...props} />
}
