import { CAR_SUMMARY_FIELDS } from '@/features/car-card'
import type { SearchRequest } from '@/integrations/search/search-contract'

/** How many cars of the week the carousel shows at most. */
export const CAR_OF_THE_WEEK_LIMIT = 12

/** spec 02 §7 "Car of the week: filter caroftheweek equal true", with the card's fields only. */
export function carOfTheWeekRequest(index: string): SearchRequest {
  return {
    index,
    fields: [...CAR_SUMMARY_FIELDS],
    filters: [{ name: 'caroftheweek', type: 'terms', values: [true] }],
    limit: CAR_OF_THE_WEEK_LIMIT,
    offset: 0,
  }
}
