import type { LatLng } from '../rules/geo'

export type FoundPlace = LatLng & { label: string }

/**
 * What GET /api/geocode answers for a place it found (geocode-http.ts), checked by hand: zod would
 * add its weight to the store locator's chunk for three fields.
 */
function foundPlace(body: unknown): FoundPlace | null {
  const place = (body as { place?: { lat?: unknown; lng?: unknown; label?: unknown } } | null)?.place
  if (!place || typeof place.lat !== 'number' || typeof place.lng !== 'number' || typeof place.label !== 'string') return null
  if (!Number.isFinite(place.lat) || !Number.isFinite(place.lng)) return null
  return { lat: place.lat, lng: place.lng, label: place.label }
}

/** The route the store locator asks (app/(payload)/api/geocode). */
export const GEOCODE_ROUTE = '/api/geocode'

/**
 * Asks the app's geocoding route for a place (spec 01 §7.2 'term, country'): the place, or null for
 * "not found" and any failure, which the caller shows as the input's error state (spec 01 §8).
 */
export async function geocodePlace(term: string, country: string | undefined, language: string, signal?: AbortSignal): Promise<FoundPlace | null> {
  const params = new URLSearchParams({ q: term, lang: language })
  if (country) params.set('country', country)
  try {
    const response = await fetch(`${GEOCODE_ROUTE}?${params}`, { headers: { accept: 'application/json' }, signal })
    if (!response.ok) {
      console.warn(`Store locator: geocoding "${term}" failed (${response.status})`)
      return null
    }
    const place = foundPlace(await response.json())
    if (!place) console.warn(`Store locator: geocoding "${term}" gave an unexpected answer`)
    return place
  } catch (error) {
    if (signal?.aborted) return null
    console.warn(`Store locator: geocoding "${term}" failed (${String(error)})`)
    return null
  }
}
