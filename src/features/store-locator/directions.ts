import { getConfig } from '@/lib/config'

import { directionsUrl } from './rules/markers'

/**
 * The external directions link to a place (spec 01 §7.2 "a maps address with destination name,
 * address, zip and city, travelmode driving") from the configured template (SHOWROOM_DIRECTIONS_URL),
 * for server code such as the facility page's address link.
 */
export function directionsUrlFor(place: { name: string; address: string; zip: string; city: string; lat?: number; lng?: number }): string {
  return directionsUrl(getConfig().map.directionsUrl, { ...place, lat: place.lat ?? 0, lng: place.lng ?? 0 })
}
