'use client'

import { lazy, Suspense, useState } from 'react'

import type { CompareBarProps } from './CompareBar'
import { useCompareEntries } from './compare-store'

// The bar shows only once a car is compared, and the server never draws it (the list lives in the
// visitor's storage): its code (~4 KB gzip with the remove and clear buttons) is a chunk of its
// own, fetched when the first car is compared, not part of the car list's first script (issue 16).
const CompareBar = lazy(() => import('./CompareBar').then((m) => ({ default: m.CompareBar })))

/** CompareBar, loaded when the compare list first has a car and kept from then on. */
export function CompareBarOnDemand(props: CompareBarProps) {
  const count = useCompareEntries().length
  const [needed, setNeeded] = useState(false)
  // Set while rendering (React's pattern for state that follows a value): no second pass after an effect.
  if (count > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <CompareBar {...props} />
    </Suspense>
  )
}
