import { MAX_FAVOURITE_CARS } from '@/features/car-card'

/** A car id as the stock has them (digits), the same rule as /api/cars/{id}. */
const CAR_ID = /^\d{1,18}$/

/** The query parameter of a shared favourites list: `?cars=1001,1002`. */
export const SHARED_CARS_PARAMETER = 'cars'

/**
 * The car ids of a list (a shared link's `cars`, the favourites lookup's `ids`): comma-separated,
 * in order, each once; anything that is not a car id is left out, and at most MAX_FAVOURITE_CARS.
 */
export function parseCarIdList(value: string | null | undefined): string[] {
  if (!value) return []
  const ids: string[] = []
  for (const part of value.split(',')) {
    const id = part.trim()
    if (CAR_ID.test(id) && !ids.includes(id)) ids.push(id)
    if (ids.length === MAX_FAVOURITE_CARS) break
  }
  return ids
}

/** The favourites page's address with the cars in its `cars` parameter: the link that shares them. */
export function sharedFavouritesUrl(pageUrl: string, carIds: readonly string[]): string {
  const url = new URL(pageUrl)
  url.hash = ''
  url.search = ''
  url.searchParams.set(SHARED_CARS_PARAMETER, carIds.join(','))
  // Commas read better in a link than %2C, and they are allowed in a query.
  return url.toString().replaceAll('%2C', ',')
}
