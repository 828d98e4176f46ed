import { AttributionControl, getVersion, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl'

import { MAP_RESIZE_FINAL_MS, MAP_RESIZE_THROTTLE_MS } from '../rules/constants'
import type { LatLng } from '../rules/geo'
import { builtInStyle, coloursFrom, MAP_WORKER_PATH } from './map-style'

export type MapSetup = {
  container: HTMLElement
  centre: LatLng
  zoom: number
  /** The production tile style (SHOWROOM_MAP_STYLE_URL); without it the built-in basemap in the theme's colours. */
  styleUrl?: string
  interactive: boolean
  texts: { mapLabel: string; zoomIn?: string; zoomOut?: string }
  /**
   * A map inside a page the visitor scrolls through (the service booking): one finger and the
   * mouse wheel scroll the page, two fingers or Ctrl/⌘ + wheel move the map, and these texts say so.
   */
  cooperativeGestures?: { mobile: string; windows: string; mac: string }
}

/** A map, or why there is none (no WebGL 2 in this browser): the page then keeps its list, the text alternative. */
export type CreatedMap = { map: MapLibreMap; stop: () => void } | { error: string }

let workerSet = false

/**
 * A MapLibre map for the store locator and the static dealer map: the worker served by the app
 * itself (MapLibre 6 finds it next to its own module, which a bundler moves), the accessible names
 * from the dictionary, zoom buttons and a compact attribution when interactive, and a resize that
 * follows the container at the spec's pace (spec 01 §9 "the map uses 200 and 50" ms) instead of
 * MapLibre's own on every frame.
 */
export function createMap(setup: MapSetup): CreatedMap {
  if (!workerSet) {
    setWorkerUrl(`${MAP_WORKER_PATH}?v=${getVersion()}`)
    workerSet = true
  }
  let map: MapLibreMap
  try {
    map = new MapLibreMap({
      container: setup.container,
      style: setup.styleUrl ?? builtInStyle(coloursFrom(setup.container)),
      center: [setup.centre.lng, setup.centre.lat],
      zoom: setup.zoom,
      interactive: setup.interactive,
      attributionControl: false,
      trackResize: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxZoom: 18,
      cooperativeGestures: Boolean(setup.interactive && setup.cooperativeGestures),
      locale: {
        'Map.Title': setup.texts.mapLabel,
        ...(setup.texts.zoomIn ? { 'NavigationControl.ZoomIn': setup.texts.zoomIn } : {}),
        ...(setup.texts.zoomOut ? { 'NavigationControl.ZoomOut': setup.texts.zoomOut } : {}),
        ...(setup.cooperativeGestures
          ? {
              'CooperativeGesturesHandler.MobileHelpText': setup.cooperativeGestures.mobile,
              'CooperativeGesturesHandler.WindowsHelpText': setup.cooperativeGestures.windows,
              'CooperativeGesturesHandler.MacHelpText': setup.cooperativeGestures.mac,
            }
          : {}),
      },
    })
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  map.touchZoomRotate.disableRotation()
  map.keyboard.disableRotation()
  map.addControl(new AttributionControl({ compact: true }), 'bottom-right')
  if (setup.interactive) map.addControl(new NavigationControl({ showCompass: false }), 'top-right')

  // spec 01 §9: resize at most every 200 ms while the container changes, and once more 50 ms after.
  let last = 0
  let final: ReturnType<typeof setTimeout> | undefined
  const observer = new ResizeObserver(() => {
    const now = Date.now()
    if (now - last >= MAP_RESIZE_THROTTLE_MS) {
      last = now
      map.resize()
    }
    clearTimeout(final)
    final = setTimeout(() => map.resize(), MAP_RESIZE_FINAL_MS)
  })
  observer.observe(setup.container)
  return {
    map,
    stop: () => {
      observer.disconnect()
      clearTimeout(final)
      map.remove()
    },
  }
}
