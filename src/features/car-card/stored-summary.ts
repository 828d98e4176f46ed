import type { CarRecord } from '@/integrations/search/car-record'
import { PRICE_RATINGS } from '@/integrations/search/price-ratings'

import { isCarId } from '@/features/routing'

import type { CarSummary } from './car-summary'

/**
 * A car summary kept in the browser (the compare list, recently viewed cars) read back: whatever
 * another version of the site, or a person, left there is checked field by field against
 * CarSummary's kinds. Written out by hand, not with the record's zod schema: it runs in the car
 * list's client bundle.
 */
type FieldKind = 'string' | 'number' | 'boolean' | 'strings' | 'image' | 'priceRating' | 'priceAssessment'

/** Expected kind of every CarSummary field; a stored value of another kind is dropped. */
const SUMMARY_FIELD_KINDS: Record<keyof CarSummary, FieldKind> = {
  car_id: 'string',
  slug: 'string',
  car_brand: 'string',
  car_model: 'string',
  car_version: 'string',
  car_year: 'number',
  car_body: 'string',
  car_fuel: 'string',
  car_gearbox: 'string',
  car_mileage: 'number',
  car_mileage_text: 'string',
  car_is_sample: 'boolean',
  car_is_used: 'boolean',
  car_vehicle_type_code: 'string',
  car_campaigns: 'strings',
  car_primary_image: 'image',
  car_retail_price: 'number',
  car_campaign_price: 'number',
  car_has_campaign_price: 'boolean',
  car_price: 'number',
  car_price_currency: 'string',
  car_loan_monthly_cost: 'number',
  car_privateleasing_monthly_cost: 'number',
  car_companyleasing_monthly_cost: 'number',
  car_has_privateleasing: 'boolean',
  car_has_companyleasing: 'boolean',
  car_site_name: 'string',
  car_site_city: 'string',
  caroftheweek: 'boolean',
  car_price_rating: 'priceRating',
  car_price_assessment: 'priceAssessment',
}

const CURRENCIES: readonly string[] = ['SEK', 'NOK', 'GBP', 'EUR'] satisfies CarRecord['car_price_currency'][]

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'priceRating':
      return (PRICE_RATINGS as readonly unknown[]).includes(value)
    case 'priceAssessment':
      return (
        isObject(value) && (['expected', 'low', 'high', 'comparables'] as const).every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]))
      )
    case 'image':
      return (
        isObject(value) &&
        typeof value.thumbnail_url === 'string' &&
        value.thumbnail_url !== '' &&
        (value.blur_data_url == null || typeof value.blur_data_url === 'string')
      )
  }
}

/** A stored summary, or null when its required fields are missing or of the wrong kind. */
export function readStoredSummary(value: unknown): CarSummary | null {
  if (!isObject(value)) return null
  const summary: Record<string, unknown> = {}
  for (const [field, kind] of Object.entries(SUMMARY_FIELD_KINDS)) {
    const fieldValue = value[field]
    if (hasKind(fieldValue, kind)) summary[field] = fieldValue
  }
  const required = ['car_id', 'slug', 'car_brand', 'car_model', 'car_year', 'car_is_sample', 'car_is_used', 'car_price', 'car_price_currency'] as const
  if (required.some((field) => !(field in summary))) return null
  const { car_id: id, car_price_currency: currency } = summary
  if (typeof id !== 'string' || !isCarId(id) || typeof currency !== 'string' || !CURRENCIES.includes(currency)) return null
  // Every field present has been checked against CarSummary's kinds above.
  return summary as CarSummary
}
