import { parseCarDetailPath } from '@/features/routing/car-detail-path'

/**
 * The id-only car URL's 302 (spec 02 'Car detail page': "If only the id is given, the server looks
 * the car up and redirects (302) to id/slug"). Next's redirect() from a page can only answer 307 or
 * 308, so the proxy answers it: for a path that ends in a car id without a slug after it, it asks
 * the app's own lookup route (/api/car-detail-location) where the car lives and sends a 302
 * there. Anything else, or a lookup that fails, goes on to the page as usual (which then
 * redirects with 307 or shows the not-found page): the proxy never makes a page fail.
 */

export const CAR_LOCATION_ROUTE = '/api/car-detail-location'
/** The lookup is one indexed search; past this the page answers instead. */
export const CAR_LOCATION_TIMEOUT_MS = 1500

/** Could this path be an id-only car URL? Cheap, no site knowledge: its last part is an id and no slug follows. */
export function mayBeIdOnlyCarPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  // An id alone at the site root is no car path: every site's car pages sit below a path.
  if (segments.length < 2) return false
  return parseCarDetailPath(segments).kind === 'id-only'
}

/** The answer of the lookup route, read defensively: a same-site path or nothing. */
export function carLocationFromAnswer(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const location = (body as { location?: unknown }).location
  return typeof location === 'string' && location.startsWith('/') && !location.startsWith('//') ? location : null
}
