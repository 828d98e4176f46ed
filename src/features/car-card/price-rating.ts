import type { CarRecord, PriceRating } from '@/integrations/search/car-record'
import { fillText } from '@/lib/fill-text'

import { formatCarMoney } from './car-price'
import type { PriceRatingTexts } from './car-summary'

export type PriceRatingDisplay = {
  rating: PriceRating
  label: string
  /** Under a card's label: 'Rimligt pris 190 000 kr–205 000 kr · jämfört med 13 bilar'. */
  cardBasis: string
  /** The car page's sentence with the fair band and the number of cars. */
  explanation: string
}

type RatedCar = Partial<Pick<CarRecord, 'car_price_rating' | 'car_price_assessment' | 'car_price_currency'>>

/** The label and numbers to show for a car, or null when it has no rating (or the site shows none). */
export function priceRatingDisplay(car: RatedCar, texts: PriceRatingTexts | undefined, languageTag: string): PriceRatingDisplay | null {
  const rating = car.car_price_rating
  const assessment = car.car_price_assessment
  if (!texts || !rating || !assessment || !car.car_price_currency) return null
  const values = {
    low: formatCarMoney(assessment.low, car.car_price_currency, languageTag),
    high: formatCarMoney(assessment.high, car.car_price_currency, languageTag),
    count: assessment.comparables,
  }
  return { rating, label: texts.labels[rating], cardBasis: fillText(texts.cardBasis, values), explanation: fillText(texts.explanation, values) }
}
