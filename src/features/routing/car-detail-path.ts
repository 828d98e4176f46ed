import type { CarRecord } from '@/integrations/search/car-record'

/**
 * Reading the car detail path (spec 02 'Car detail page' Path, §5 "Car id in the detail path must
 * be present", §8 "Missing id: 404"): {car-detail path}/{car_id}/{slug}.
 *
 * The ',-w-,' token. The spec only says "The path separator token ',-w-,' appears in detail
 * URLs". It is read here as what its name says: a separator between path parts that some detail
 * links use inside one segment instead of '/'. So a segment is split on every ',-w-,' and the
 * parts count as segments of their own:
 *   '12345,-w-,volvo-xc60-2021'  reads as ['12345', 'volvo-xc60-2021'] (id and slug),
 *   'volvo-xc60-2021,-w-,12345'  reads as ['volvo-xc60-2021', '12345'] (id only, then redirect).
 * A percent-encoded form ('%2C-w-%2C') is decoded first. The token never occurs in a real slug
 * (slugs are lower-case words joined by single dashes, see carRecord.slug), so splitting on it
 * cannot cut a slug in two.
 */

/** The car detail URL: {car detail base path}/{car_id}/{slug} (spec 02 'Car detail page' path). */
export function carDetailHref(detailBasePath: string, car: Pick<CarRecord, 'car_id' | 'slug'>): string {
  const base = detailBasePath.replace(/\/+$/, '')
  return `${base}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`
}

/** spec 02 'Car detail page': "The path separator token ',-w-,' appears in detail URLs". */
export const DETAIL_PATH_SEPARATOR_TOKEN = ',-w-,'

/** Car ids are digits (carRecord.car_id: 1 to 18 of them). */
const CAR_ID = /^\d{1,18}$/

export type CarDetailPath =
  /** Id and slug: look the car up by id and render it. */
  | { kind: 'car'; id: string; slug: string }
  /** Only an id: the server looks the car up and redirects (302) to id/slug. */
  | { kind: 'id-only'; id: string }
  /** No id at all: 404. */
  | { kind: 'missing-id' }

/** A segment as the router may hand it over (percent-encoded or not); a malformed escape is kept as is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The path parts below the car-detail path: decoded, split on ',-w-,', empty parts left out (trailing '/'). */
export function carDetailPathParts(segments: readonly string[]): string[] {
  return segments
    .flatMap((segment) => decodeSegment(segment).split(DETAIL_PATH_SEPARATOR_TOKEN))
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Whether text is a car id (digits, as carRecord.car_id): a path segment, a stored or shared id. */
export const isCarId = (text: string): boolean => CAR_ID.test(text)

/**
 * What the segments below the site's car-detail path ask for (spec 02 'Car detail page'): "The
 * last two path segments are read as id and slug; if the second-to-last segment is not numeric,
 * the last segment is the id."
 *   ['12345', 'volvo-xc60-2021']              → car 12345, slug volvo-xc60-2021
 *   ['begagnat', '12345', 'volvo-xc60-2021']  → the same (only the last two count)
 *   ['12345']                                 → id only (302 to 12345/{slug})
 *   ['volvo-xc60-2021', '12345']              → id only
 *   [], ['volvo-xc60-2021']                   → missing id (404)
 * An id must be digits: a last segment that is not numeric (with a non-numeric one before it) is no
 * id, so the page is a 404, not a search for a car that cannot exist.
 */
export function parseCarDetailPath(segments: readonly string[]): CarDetailPath {
  const parts = carDetailPathParts(segments)
  const last = parts.at(-1)
  const secondToLast = parts.at(-2)
  if (last === undefined) return { kind: 'missing-id' }
  if (secondToLast !== undefined && isCarId(secondToLast)) return { kind: 'car', id: secondToLast, slug: last }
  return isCarId(last) ? { kind: 'id-only', id: last } : { kind: 'missing-id' }
}

/**
 * Where an id-only detail URL redirects (302) once the car is found: {car-detail path}/{car_id}/{slug}
 * (spec 02 'Car detail page'; the same href the cards link to).
 */
export function carDetailRedirectPath(detailBasePath: string, car: Pick<CarRecord, 'car_id' | 'slug'>): string {
  return carDetailHref(detailBasePath, car)
}
