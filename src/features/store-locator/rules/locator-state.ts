import { ACTIVE_MARKER_ZOOM, type DistanceUnit, FIRST_LIST_SIZE, FIT_MAX_ZOOM, SHOW_MORE_STEP } from './constants'
import { type Bounds, boundsOf, type LatLng, nearbyOf } from './geo'
import { byDistance, type MarkerWithDistance, type StoreMarker } from './markers'

/**
 * The map page's states (spec 01 §4 "Map page") as a reducer, so the rules are tested without a
 * browser: which point the list is sorted by, how far it is paged, which marker is active and
 * which list items are open, the mobile view (Panel or Map), what the map should show next, and
 * the search input's error state.
 */

/** What the map is asked to do next; `seq` makes the same request twice count twice. */
export type MapView =
  | { kind: 'initial'; seq: number }
  | { kind: 'fit'; bounds: Bounds; maxZoom: number; seq: number }
  | { kind: 'centre'; centre: LatLng; zoom: number; seq: number }

/** The point the list is sorted by: the map's default centre, a searched place, or the visitor. */
export type Origin = { kind: 'default' | 'place' | 'visitor'; point: LatLng; label?: string }

export type LocatorState = {
  origin: Origin
  showMoreClicks: number
  activeId?: string
  expanded: readonly string[]
  mobileView: 'panel' | 'map'
  view: MapView
  inputError: boolean
}

export type LocatorAction =
  /** A marker or a list item is selected (again: deselected). */
  | { type: 'select'; id: string; marker: LatLng }
  | { type: 'close' }
  | { type: 'showMore' }
  /** Page the list far enough to show its first `count` markers (a marker selected on the map further down). */
  | { type: 'reveal'; count: number }
  | { type: 'toggleExpanded'; id: string }
  | { type: 'mobileView'; view: 'panel' | 'map' }
  /** A place was found or the visitor's position arrived: sort by it and fit its nearby markers. */
  | { type: 'origin'; origin: Origin; nearby: readonly LatLng[] }
  /** spec 01 §4 "An empty search term fits all markers." */
  | { type: 'fitAll'; markers: readonly LatLng[]; defaultCentre: LatLng }
  | { type: 'inputError'; error: boolean }

export function initialLocatorState(defaultCentre: LatLng): LocatorState {
  return {
    origin: { kind: 'default', point: defaultCentre },
    showMoreClicks: 0,
    expanded: [],
    mobileView: 'panel',
    view: { kind: 'initial', seq: 0 },
    inputError: false,
  }
}

export function locatorReducer(state: LocatorState, action: LocatorAction): LocatorState {
  const seq = state.view.seq + 1
  switch (action.type) {
    case 'select':
      // spec 01 §4 "Selecting it again, or pressing close, deselects."
      if (state.activeId === action.id) return { ...state, activeId: undefined }
      return {
        ...state,
        activeId: action.id,
        expanded: state.expanded.includes(action.id) ? state.expanded : [...state.expanded, action.id],
        // "the map zooms to 12 and pans"
        view: { kind: 'centre', centre: { lat: action.marker.lat, lng: action.marker.lng }, zoom: ACTIVE_MARKER_ZOOM, seq },
      }
    case 'close':
      return { ...state, activeId: undefined }
    case 'showMore':
      return { ...state, showMoreClicks: state.showMoreClicks + 1 }
    case 'reveal': {
      const clicks = Math.ceil(Math.max(0, action.count - FIRST_LIST_SIZE) / SHOW_MORE_STEP)
      return clicks > state.showMoreClicks ? { ...state, showMoreClicks: clicks } : state
    }
    case 'toggleExpanded':
      return {
        ...state,
        expanded: state.expanded.includes(action.id) ? state.expanded.filter((id) => id !== action.id) : [...state.expanded, action.id],
      }
    case 'mobileView':
      return { ...state, mobileView: action.view }
    case 'origin': {
      const bounds = boundsOf([action.origin.point, ...action.nearby])
      return {
        ...state,
        origin: action.origin,
        showMoreClicks: 0,
        activeId: undefined,
        inputError: false,
        view: bounds ? { kind: 'fit', bounds, maxZoom: FIT_MAX_ZOOM, seq } : state.view,
      }
    }
    case 'fitAll': {
      const bounds = boundsOf(action.markers)
      return {
        ...state,
        origin: { kind: 'default', point: action.defaultCentre },
        showMoreClicks: 0,
        activeId: undefined,
        inputError: false,
        view: bounds ? { kind: 'fit', bounds, maxZoom: FIT_MAX_ZOOM, seq } : state.view,
      }
    }
    case 'inputError':
      return { ...state, inputError: action.error }
  }
}

/** The markers sorted from the origin, and the ones "near" it for fitting (within `radius`, at least 3). */
export function sortedFrom(
  markers: readonly StoreMarker[],
  origin: LatLng,
  unit: DistanceUnit,
  radius: number,
): { sorted: MarkerWithDistance[]; nearby: MarkerWithDistance[] } {
  const sorted = byDistance(markers, origin, unit)
  return { sorted, nearby: nearbyOf(sorted, radius) }
}
