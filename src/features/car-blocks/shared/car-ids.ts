import type { CarSummary } from '@/features/car-card'
import { isCarId } from '@/features/routing'

/**
 * The car ids in a text (an editor's teaser list, a shared favourites link, the favourites lookup),
 * in order: separated by commas, semicolons or white space; anything that is not a car id is left
 * out, repeats count once, at most `max`.
 */
export function carIdsIn(text: string | null | undefined, max: number): string[] {
  if (!text) return []
  const ids = text
    .split(/[\s,;]+/u)
    .map((part) => part.trim())
    .filter(isCarId)
  return [...new Set(ids)].slice(0, max)
}

/** The found cars in the order of the ids; ids the search did not find (sold cars) are left out. */
export function orderByIds(cars: readonly CarSummary[], ids: readonly string[]): CarSummary[] {
  const byId = new Map(cars.map((car) => [car.car_id, car]))
  return ids.map((id) => byId.get(id)).filter((car): car is CarSummary => car !== undefined)
}
