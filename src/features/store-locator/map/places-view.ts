import { type Bounds, boundsOf, type LatLng } from '../rules/geo'

/** A place on a PlacesMap: a marker with its name (the marker's accessible name and the info marker's text). */
export type MapPlace = { id: string; name: string; address: string; lat: number; lng: number }

/** Where the camera goes: onto the active place, around every place (and the origin), or onto the origin alone. */
export type PlacesCamera = { kind: 'centre'; centre: LatLng; zoom: number } | { kind: 'fit'; bounds: Bounds; maxZoom: number }

/**
 * The camera for a map of places: the active place at `zoom` (the service booking's 15, spec 03
 * §9); otherwise all places and the searched origin in view, no closer than `zoom`; one point alone
 * is centred at `zoom`; nothing at all: the origin at `emptyZoom`, or null (leave the camera).
 */
export function placesCamera(
  places: readonly MapPlace[],
  activeId: string | null | undefined,
  origin: LatLng | null | undefined,
  zoom: number,
  emptyZoom: number,
): PlacesCamera | null {
  const active = activeId ? places.find((p) => p.id === activeId) : undefined
  if (active) return { kind: 'centre', centre: { lat: active.lat, lng: active.lng }, zoom }
  const points: LatLng[] = [...places, ...(origin ? [origin] : [])]
  if (places.length === 0) return origin ? { kind: 'centre', centre: origin, zoom: emptyZoom } : null
  const bounds = boundsOf(points)!
  const [[west, south], [east, north]] = bounds
  if (west === east && south === north) return { kind: 'centre', centre: { lat: south, lng: west }, zoom }
  return { kind: 'fit', bounds, maxZoom: zoom }
}

/** spec 03 §2.4 "the info marker shows at zoom 15 or higher": shown from `infoZoom` on, whatever the fraction. */
export const infoMarkerShown = (mapZoom: number, infoZoom: number) => mapZoom >= infoZoom - 1e-6

/** A key that changes when the camera must move: another set of places, another active one, another origin. */
export function cameraKey(places: readonly MapPlace[], activeId: string | null | undefined, origin: LatLng | null | undefined): string {
  return `${places.map((p) => p.id).join(',')}|${activeId ?? ''}|${origin ? `${origin.lat},${origin.lng}` : ''}`
}
