'use client'

import { useEffect } from 'react'

import type { CarSummary } from '@/features/car-card'

import { recentlyViewedStore, withViewed } from './recently-viewed'

/** Notes the car page's car as the most recently viewed (renders nothing). */
export function RecordCarView({ car }: { car: CarSummary }) {
  useEffect(() => {
    recentlyViewedStore.update((cars) => withViewed(cars, car))
  }, [car])
  return null
}
