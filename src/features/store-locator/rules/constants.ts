/**
 * The store locator's business constants (spec 01 §9 "Business constants and limits").
 * One place, so the list, the map and the tests agree.
 */

/** "Map list: first 20 markers, 'show more' adds 5, sorted by ascending distance." */
export const FIRST_LIST_SIZE = 20
export const SHOW_MORE_STEP = 5

/** "Search: at most 5 suggestions, fuzzy threshold 0.4, minimum match length 2, weights name 0.5, city 0.3, address 0.15, zip 0.05." */
export const MAX_SUGGESTIONS = 5
export const FUZZY_THRESHOLD = 0.4
export const MIN_MATCH_CHARS = 2
export const SEARCH_WEIGHTS = { name: 0.5, city: 0.3, address: 0.15, zip: 0.05 } as const

/** "Near-me default radius 16 miles (1 mile = 1.60934 km; converted when the unit is km). If fewer than 3 markers lie inside the radius, the 3 nearest are used." */
export const NEAR_ME_RADIUS_MILES = 16
export const KM_PER_MILE = 1.60934
export const MIN_NEARBY_MARKERS = 3

/** "Map zoom after fitting is capped at 13; selected marker zoom 12. Default centre 52.54, 12.37 at zoom 10. Earth radius 3958.8 miles." */
export const FIT_MAX_ZOOM = 13
export const ACTIVE_MARKER_ZOOM = 12
export const DEFAULT_CENTRE = { lat: 52.54, lng: 12.37 } as const
export const DEFAULT_ZOOM = 10
export const EARTH_RADIUS_MILES = 3958.8

/** "Resize throttle 50 ms, final update 250 ms (the map uses 200 and 50)." */
export const MAP_RESIZE_THROTTLE_MS = 200
export const MAP_RESIZE_FINAL_MS = 50

/** spec 01 §2.4 / §9: "Desktop/mobile switch 1024px" (Panel and Map tabs below it). */
export const DESKTOP_MIN_WIDTH = 1024

export type DistanceUnit = 'km' | 'mi'
