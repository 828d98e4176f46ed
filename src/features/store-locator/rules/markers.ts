import { fillText } from '@/lib/fill-text'

import { type DistanceUnit, FIRST_LIST_SIZE, SHOW_MORE_STEP } from './constants'
import { distanceBetween, type LatLng } from './geo'
import type { Location, MarkerType } from './location'

/** A location on the map: its fields, its type, and where the directions link goes. */
export type StoreMarker = Location & {
  type: MarkerType
  /** The external directions link (spec 01 §7.2), built on the server from the configured template. */
  directionsUrl: string
}

/**
 * spec 01 §3 "A runtime marker adds distance {value, unit}": the distance from the point the list
 * is sorted by (the map's default centre, a searched place or the visitor's position).
 */
export type MarkerWithDistance = StoreMarker & { distance: number; distanceUnit: DistanceUnit }

/** Every marker with its distance from `from`, nearest first (spec 01 §2.10 "sorted by ascending distance"); ties keep their order. */
export function byDistance(markers: readonly StoreMarker[], from: LatLng, unit: DistanceUnit): MarkerWithDistance[] {
  return markers
    .map((marker, index) => ({ marker: { ...marker, distance: distanceBetween(from, marker, unit), distanceUnit: unit }, index }))
    .sort((a, b) => a.marker.distance - b.marker.distance || a.index - b.index)
    .map(({ marker }) => marker)
}

/** How many list items show: the first 20 (fewer if fewer exist), then 5 more per "show more" (spec 01 §2.10, §9). */
export function listedCount(total: number, showMoreClicks: number): number {
  return Math.min(total, FIRST_LIST_SIZE + SHOW_MORE_STEP * Math.max(0, showMoreClicks))
}

/**
 * The directions link (spec 01 §7.2 "a maps address with destination name, address, zip and city,
 * travelmode driving") from a template: {destination} is "name, address, zip city", URL-encoded;
 * {lat} and {lng} are there for services that route to a position.
 */
export function directionsUrl(template: string, location: Pick<Location, 'name' | 'address' | 'zip' | 'city' | 'lat' | 'lng'>): string {
  const destination = `${location.name}, ${location.address}, ${location.zip} ${location.city}`
  return fillText(template, { destination: encodeURIComponent(destination), lat: String(location.lat), lng: String(location.lng) })
}
