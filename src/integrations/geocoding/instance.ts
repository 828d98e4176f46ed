import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'

import { GazetteerGeocoder } from './built-in/gazetteer-geocoder'
import type { GeocodingPort } from './geocoding-port'
import { NominatimGeocoder } from './nominatim-geocoder'

// The gazetteer index is built once per process.
const instance = processSingleton<GeocodingPort>('Geocoder')

/**
 * This process's geocoder: the Nominatim-compatible service at SHOWROOM_GEOCODING_URL when set,
 * else the built-in offline gazetteer of the group's countries.
 */
export function getGeocoder(): GeocodingPort {
  return instance.getOrCreate(() => {
    const { geocoding } = getConfig()
    return geocoding.url ? new NominatimGeocoder({ baseUrl: geocoding.url }) : new GazetteerGeocoder()
  })
}
