'use client'

import { HeartIcon } from '@/lib/ui/icons'

import type { CarSummary } from './car-summary'
import { favouriteCarsStore, isFavouriteCar, toggleFavouriteCar } from './favourite-cars'
import { useFavouriteCars } from './use-favourite-cars'

export type FavouriteToggleProps = {
  car: CarSummary
  /** The button's name: 'Spara som favorit' (aria-pressed says whether it is saved). */
  label: string
  /** A round heart over a card's picture, or the heart with its label (the car page). */
  look: 'card' | 'labelled'
}

/** The car's name for a screen reader beside the label, as on the card's heading. */
const carName = (car: CarSummary) => [car.car_brand, car.car_model, car.car_version].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ')

const LOOKS = {
  card: 'size-11 justify-center rounded-full bg-background/90 shadow-sm hover:bg-background',
  labelled: 'min-h-11 gap-2 rounded-brand border border-border px-3 py-2 text-sm font-semibold hover:bg-surface',
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
      {look === 'card' ? <span className="sr-only">{`${label}: ${carName(car)}`}</span> : <span>{label}</span>}
    </button>
  )
}
