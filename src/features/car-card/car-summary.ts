import type { CarRecord, PriceRating } from '@/integrations/search/car-record'

/** A car as a card shows it, and what the card needs to know of the page: shared by the car list, car teasers, car of the week, compare and the car page's similar cars (spec 02 'Compare entry'). */

/** The list asks the search service for these fields only (spec 02 §7 "List: 48 cars per page with a reduced field list"). */
export const CAR_SUMMARY_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_mileage',
  'car_mileage_text',
  'car_is_sample',
  'car_is_used',
  'car_vehicle_type_code',
  'car_campaigns',
  'car_primary_image',
  'car_retail_price',
  'car_campaign_price',
  'car_has_campaign_price',
  'car_price',
  'car_price_currency',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_has_privateleasing',
  'car_has_companyleasing',
  'car_site_name',
  'car_site_city',
  'caroftheweek',
  // The fair-price label and its numbers (issue 41).
  'car_price_rating',
  'car_price_assessment',
] as const satisfies readonly (keyof CarRecord)[]

/** A car as the list, card and compare bar know it (the summary record of spec 02 'Compare entry'). */
export type CarSummary = Pick<
  CarRecord,
  'car_id' | 'slug' | 'car_brand' | 'car_model' | 'car_year' | 'car_is_sample' | 'car_is_used' | 'car_price' | 'car_price_currency'
> &
  Partial<Pick<CarRecord, (typeof CAR_SUMMARY_FIELDS)[number]>>

/** The fair-price indicator's texts (issue 41), from the dictionary; absent where the site does not show it. */
export type PriceRatingTexts = {
  labels: Readonly<Record<PriceRating, string>>
  /** The short explanation under a card's label: 'Fair price {low}–{high} · compared with {count} cars'. */
  cardBasis: string
  /** The car page's explanation, with {low}, {high} and {count}. */
  explanation: string
  /** The car page's text for a used car without a rating. */
  noRating: string
}

/** What the card needs to know about the site and language it renders for. */
export type CarCardContext = {
  /** BCP 47 tag for number and currency formatting, e.g. sv-SE, en-GB. */
  languageTag: string
  /** Localized car detail base path, e.g. '/kop-bil' or '/en/kop-bil'. */
  detailBasePath: string
  texts: {
    from: string
    withVat: string
    withoutVat: string
    perMonth: string
    missingImage: string
    compareAdd: string
    compareRemove: string
    /** The heart's name: 'Spara som favorit' (issue 41 item 2). */
    favouriteSave: string
    mileageUnit: string
    /** The fair-price indicator's texts (issue 41). */
    priceRating?: PriceRatingTexts
  }
}

/** The car's name in labels: brand, model and version ('Volvo XC60 T6 AWD'). */
export function carFullName(car: { car_brand: string; car_model: string; car_version?: string | null }): string {
  return [car.car_brand, car.car_model, car.car_version].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ')
}

/** The card's fields of a full (validated) car record: what a browser keeps of a car it viewed. */
export function carSummaryOf(car: CarRecord): CarSummary {
  const summary: Record<string, unknown> = {}
  for (const field of CAR_SUMMARY_FIELDS) if (car[field] !== undefined && car[field] !== null) summary[field] = car[field]
  // The required fields are required in CarRecord too.
  return summary as CarSummary
}
