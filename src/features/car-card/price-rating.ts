import type { CarRecord, PriceRating } from '@/integrations/search/car-record'
import { fillText } from '@/lib/fill-text'

import { formatCarMoney } from './car-price'
import type { PriceRatingTexts } from './car-summary'

export type PriceRatingDisplay = {
  rating: PriceRating
  label: string
  /** The fair band as the visitor reads it: '190 000 kr – 205 000 kr'. */
  low: string
  high: string
  comparables: number
}

type RatedCar = Partial<Pick<CarRecord, 'car_price_rating' | 'car_price_assessment' | 'car_price_currency'>>

/** The label and numbers to show for a car, or null when it has no rating (or the site shows none). */
export function priceRatingDisplay(car: RatedCar, texts: PriceRatingTexts | undefined, languageTag: string): PriceRatingDisplay | null {
  const rating = car.car_price_rating
  const assessment = car.car_price_assessment
  if (!texts || !rating || !assessment || !car.car_price_currency) return null
  return {
    rating,
    label: texts.labels[rating],
    low: formatCarMoney(assessment.low, car.car_price_currency, languageTag),
    high: formatCarMoney(assessment.high, car.car_price_currency, languageTag),
    comparables: assessment.comparables,
  }
}

/** '{low}–{high} · {count} cars' or the page's sentence, filled in. */
export function priceRatingText(template: string, display: PriceRatingDisplay): string {
  return fillText(template, { low: display.low, high: display.high, count: display.comparables })
}
