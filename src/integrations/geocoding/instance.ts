import { getConfig } from '@/lib/config'

import { GazetteerGeocoder } from './built-in/gazetteer-geocoder'
import type { GeocodingPort } from './geocoding-port'
import { NominatimGeocoder } from './nominatim-geocoder'

// On globalThis: Next may load this module more than once in one process (route bundles); the
// gazetteer index is built once per process.
const shared = globalThis as { __showroomGeocoder?: GeocodingPort }

/**
 * This process's geocoder: the Nominatim-compatible service at SHOWROOM_GEOCODING_URL when set,
 * else the built-in offline gazetteer of the group's countries.
 */
export function getGeocoder(): GeocodingPort {
  shared.__showroomGeocoder ??= (() => {
    const { geocoding } = getConfig()
    return geocoding.url ? new NominatimGeocoder({ baseUrl: geocoding.url }) : new GazetteerGeocoder()
  })()
  return shared.__showroomGeocoder
}
