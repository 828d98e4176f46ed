'use client'

import { CarCard, type CarCardContext } from '@/features/car-card'

import { useRecentlyViewed } from './recently-viewed'

export type RecentlyViewedCarsProps = {
  heading: string
  cardContext: CarCardContext
  /** The car on screen, left out (the not-found page of a car that is gone shows the others). */
  exceptCarId?: string
  /** How many cards at most. */
  max?: number
}

/**
 * The cars this browser viewed last (issue 41 item 5), as cards under a heading; nothing at all
 * for a visitor who has viewed none. A car sold since links to its not-found page, which offers
 * similar cars.
 */
export function RecentlyViewedCars({ heading, cardContext, exceptCarId, max = 4 }: RecentlyViewedCarsProps) {
  const cars = useRecentlyViewed()
    .filter((car) => car.car_id !== exceptCarId)
    .slice(0, max)
  if (cars.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h2 id="recently-viewed-heading" className="mb-4 text-2xl">
        {heading}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cars.map((car) => (
          <li key={car.car_id} className="flex">
            <CarCard car={car} context={cardContext} />
          </li>
        ))}
      </ul>
    </section>
  )
}
