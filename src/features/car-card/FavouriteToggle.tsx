'use client'

import { HeartIcon } from '@/lib/ui/icons'
import { OUTLINE_BUTTON } from '@/lib/ui/outline-button'

import { type CarSummary, carFullName } from './car-summary'
import { favouriteCarsStore, isFavouriteCar, toggleFavouriteCar } from './favourite-cars'
import { useFavouriteCars } from './use-favourite-cars'

export type FavouriteToggleProps = {
  car: CarSummary
  /** The button's name: 'Spara som favorit' (aria-pressed says whether it is saved). */
  label: string
  /** A round heart over a card's picture, or the heart with its label (the car page). */
  look: 'card' | 'labelled'
}

const LOOKS = {
  card: 'size-11 justify-center rounded-full bg-background/90 shadow-sm hover:bg-background',
  labelled: OUTLINE_BUTTON,
} as const

/**
 * The heart that saves a car to the visitor's favourites or takes it out again (issue 41 item 2). A
 * toggle button: its name stays the label (with the car on a card, where many hearts sit on one
 * page) and aria-pressed carries the state; the heart is filled while the car is saved.
 */
export function FavouriteToggle({ car, label, look }: FavouriteToggleProps) {
  const saved = isFavouriteCar(useFavouriteCars(), car.car_id)
  const toggle = () => favouriteCarsStore.update((favourites) => toggleFavouriteCar(favourites, car, Date.now()))

  return (
    <button
      type="button"
      aria-pressed={saved}
      title={look === 'card' ? label : undefined}
      onClick={toggle}
      data-testid="favourite-toggle"
      className={`inline-flex cursor-pointer items-center text-foreground transition-colors aria-pressed:text-accent ${LOOKS[look]}`}
    >
      <HeartIcon filled={saved} className="size-6 shrink-0" />
      {look === 'card' ? <span className="sr-only">{`${label}: ${carFullName(car)}`}</span> : <span>{label}</span>}
    </button>
  )
}
