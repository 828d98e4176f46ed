import { type DistanceUnit, EARTH_RADIUS_MILES, KM_PER_MILE, MIN_NEARBY_MARKERS, NEAR_ME_RADIUS_MILES } from './constants'

export type LatLng = { lat: number; lng: number }

/** [[west, south], [east, north]]: the box MapLibre's fitBounds takes. */
export type Bounds = [[number, number], [number, number]]

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle distance between two points (haversine) on the spec's earth of radius 3958.8 miles
 * (spec 01 §9), in miles or kilometres (1 mile = 1.60934 km).
 */
export function distanceBetween(a: LatLng, b: LatLng, unit: DistanceUnit): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
  return unit === 'km' ? miles * KM_PER_MILE : miles
}

/** The near-me radius in the map's unit: 16 miles, converted when the unit is km (spec 01 §9). */
export function nearMeRadius(unit: DistanceUnit): number {
  return unit === 'km' ? NEAR_ME_RADIUS_MILES * KM_PER_MILE : NEAR_ME_RADIUS_MILES
}

/**
 * The markers the map fits after "near me" or a place search (spec 01 §9): those within `radius`
 * of the point; if fewer than 3 lie inside it, the 3 nearest. `sorted` is nearest first.
 */
export function nearbyOf<T extends { distance: number }>(sorted: readonly T[], radius: number): T[] {
  const inside = sorted.filter((marker) => marker.distance <= radius)
  return inside.length >= MIN_NEARBY_MARKERS ? inside : sorted.slice(0, MIN_NEARBY_MARKERS)
}

/** The smallest box around the points (with `extra` points such as the visitor's position), or undefined for none. */
export function boundsOf(points: readonly LatLng[]): Bounds | undefined {
  if (points.length === 0) return undefined
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const { lat, lng } of points) {
    west = Math.min(west, lng)
    east = Math.max(east, lng)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [
    [west, south],
    [east, north],
  ]
}

/**
 * How a distance reads (spec 01 §9 "Distance under 1 shows as about hundreds of metres; otherwise
 * rounded km or mi"), in one unit system (issue 36): under a kilometre in metres, under a mile in
 * yards ("about 700 m" beside "2 mi" mixed the two).
 */
export type DistanceDisplay = { kind: 'near'; value: number; unit: 'm' | 'yd' } | { kind: 'whole'; value: number; unit: DistanceUnit }

/** 1 mile = 1,760 yards. */
const YARDS_PER_MILE = 1760

export function distanceDisplay(distance: number, unit: DistanceUnit): DistanceDisplay {
  if (distance < 1) {
    const near = unit === 'km' ? distance * 1000 : distance * YARDS_PER_MILE
    // "About hundreds": to the nearest hundred, and never "about 0".
    return { kind: 'near', value: Math.max(100, Math.round(near / 100) * 100), unit: unit === 'km' ? 'm' : 'yd' }
  }
  return { kind: 'whole', value: Math.round(distance), unit }
}
