import type { ReactNode } from 'react'

import { CarCard, type CarCardContext, type CarSummary } from '@/features/car-card'

export type FavouriteCarGridProps = {
  /** Each car with what to say under its card (a price change, sold), or null. */
  cars: { car: CarSummary; note: ReactNode }[]
  cardContext: CarCardContext
  cardHeadingLevel: 2 | 3
}

/** The favourites' cards in a grid, each with its note last on the card. */
export function FavouriteCarGrid({ cars, cardContext, cardHeadingLevel }: FavouriteCarGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map(({ car, note }) => (
        <li key={car.car_id} className="flex">
          <CarCard car={car} context={cardContext} headingLevel={cardHeadingLevel} note={note} />
        </li>
      ))}
    </ul>
  )
}
