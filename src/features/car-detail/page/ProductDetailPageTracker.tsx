'use client'

import { useEffect, useRef } from 'react'

import type { ProductDetailPageEvent } from '@/features/car-detail/rules/structured-data'
import { trackEvent } from '@/features/tracking'

/**
 * Sends the product_detail_page event (spec 02 §7 'Analytics') once per car shown, through
 * trackEvent (which asks the visitor's consent). Renders nothing.
 */
export function ProductDetailPageTracker({ event }: { event: ProductDetailPageEvent }) {
  const sentFor = useRef<string | null>(null)
  useEffect(() => {
    // Once per car: not again for re-renders or Strict Mode's second effect run.
    if (sentFor.current === event.product.id) return
    sentFor.current = event.product.id
    trackEvent(event)
  }, [event])
  return null
}
