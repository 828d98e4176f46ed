import { MAX_FAVOURITE_CARS } from '@/features/car-card'

import { carIdsIn } from '../shared/car-ids'

/** The query parameter of a shared favourites list: `?cars=1001,1002`. */
export const SHARED_CARS_PARAMETER = 'cars'

/** The car ids of a shared link's `cars` or the favourites lookup's `ids`, at most MAX_FAVOURITE_CARS. */
export const parseCarIdList = (value: string | null | undefined): string[] => carIdsIn(value, MAX_FAVOURITE_CARS)

/** The favourites page's address with the cars in its `cars` parameter: the link that shares them. */
export function sharedFavouritesUrl(pageUrl: string, carIds: readonly string[]): string {
  const url = new URL(pageUrl)
  url.hash = ''
  url.search = ''
  url.searchParams.set(SHARED_CARS_PARAMETER, carIds.join(','))
  // Commas read better in a link than %2C, and they are allowed in a query.
  return url.toString().replaceAll('%2C', ',')
}
