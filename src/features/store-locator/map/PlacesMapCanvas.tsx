'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { type Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { fillText } from '@/lib/fill-text'

import type { LatLng } from '../rules/geo'
import type { MarkerType } from '../rules/location'
import { createMap } from './create-map'
import { INFO_MARKER_OFFSET_PX, INFO_MARKER_ROOM_PX, infoMarker, markerButton, markerDot, markerDotClass, originDot } from './marker-elements'
import { cameraKey, infoMarkerShown, type MapPlace, placesCamera } from './places-view'

export type PlacesMapTexts = {
  /** The map's accessible name: "Karta över verkstäderna", or for a picture "Karta: {the place}". */
  mapLabel: string
  /** A marker's accessible name: "{name}, {address}". */
  marker: string
  zoomIn: string
  zoomOut: string
  /** The cooperative-gesture hints of an interactive map (two fingers, Ctrl/⌘ + wheel). */
  gestures: { mobile: string; windows: string; mac: string }
}

export type PlacesMapCanvasProps = {
  places: readonly MapPlace[]
  /** The chosen place: its marker pressed and larger, the camera on it at `zoom`, its info marker from `infoZoom`. */
  activeId?: string | null
  /** The place the visitor searched from: a dot, and inside the first view. */
  origin?: LatLng | null
  /** A marker was pressed. Without it the map is a picture: no controls, no buttons, no tab stop. */
  onSelect?: (id: string) => void
  /** The zoom of the active place, and the closest a fit of every place comes. */
  zoom: number
  /** The info marker shows at this zoom or closer. */
  infoZoom: number
  /** The zoom on the origin before any place has come. */
  emptyZoom?: number
  /** How the markers are drawn (the store locator's drawings). */
  markerType?: MarkerType
  styleUrl?: string
  texts: PlacesMapTexts
}

type Shown = { marker: Marker; element: HTMLElement; place: MapPlace }

/**
 * The MapLibre part of PlacesMap: a marker for every place (buttons named "{name}, {address}"
 * when the map is interactive), the active one pressed, the info marker above it from `infoZoom`
 * on, and the camera following the places and the choice. Markers outside the view leave the
 * tab order (a focused marker out of view would scroll the map's own box).
 */
export function PlacesMapCanvas({
  places,
  activeId,
  origin,
  onSelect,
  zoom,
  infoZoom,
  emptyZoom = 10,
  markerType = 'IvecoLocation',
  styleUrl,
  texts,
}: PlacesMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const shownRef = useRef(new Map<string, Shown>())
  const [ready, setReady] = useState(false)
  const interactive = onSelect !== undefined
  // The latest callback and texts for listeners made once.
  const latest = useRef({ onSelect, texts })
  useEffect(() => {
    latest.current = { onSelect, texts }
  })

  // The map, once.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const start = placesCamera(places, activeId, origin, zoom, emptyZoom)
    const created = createMap({
      container,
      centre: start?.kind === 'centre' ? start.centre : (origin ?? places[0] ?? { lat: 0, lng: 0 }),
      zoom: start?.kind === 'centre' ? start.zoom : emptyZoom,
      styleUrl,
      interactive,
      texts: { mapLabel: texts.mapLabel, zoomIn: texts.zoomIn, zoomOut: texts.zoomOut },
      cooperativeGestures: interactive ? texts.gestures : undefined,
    })
    if ('error' in created) {
      console.warn(`Places map: the map cannot be shown (${created.error}); the list names every place`)
      return
    }
    if (!interactive) {
      // A picture: named by PlacesMap's wrapper (role img); the canvas is not a region of its own.
      const canvas = created.map.getCanvas()
      canvas.setAttribute('aria-hidden', 'true')
      canvas.removeAttribute('tabindex')
    }
    mapRef.current = created.map
    const shown = shownRef.current
    // Markers and the camera need no basemap: they come at the first frame.
    const frame = requestAnimationFrame(() => setReady(true))
    return () => {
      cancelAnimationFrame(frame)
      for (const { marker } of shown.values()) marker.remove()
      shown.clear()
      mapRef.current = null
      created.stop()
    }
    // Made once: later changes of places, choice and origin move markers and camera below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A marker per place: new places get one, gone places lose theirs (a marker that stays keeps the focus).
  const placesKey = places.map((p) => `${p.id}@${p.lat},${p.lng}`).join('|')
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready) return
    const shown = shownRef.current
    const wanted = new Map(places.map((p) => [p.id, p]))
    for (const [id, { marker }] of shown)
      if (!wanted.has(id)) {
        marker.remove()
        shown.delete(id)
      }
    for (const place of places) {
      if (shown.has(place.id)) continue
      const element = interactive
        ? markerButton(markerType, fillText(latest.current.texts.marker, { name: place.name, address: place.address }), () =>
            latest.current.onSelect?.(place.id),
          )
        : markerDot(markerType, false)
      element.dataset.placeId = place.id
      shown.set(place.id, { place, element, marker: new Marker({ element, anchor: 'center' }).setLngLat([place.lng, place.lat]).addTo(map) })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placesKey stands for places
  }, [ready, placesKey, interactive, markerType])

  // The active marker looks (and is announced as) chosen; the info marker stands above it from infoZoom on.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready) return
    for (const [id, { element }] of shownRef.current) {
      const active = id === activeId
      if (interactive) element.setAttribute('aria-pressed', String(active))
      else element.className = markerDotClass(active)
      element.style.zIndex = active ? '1' : ''
    }
    const active = activeId ? shownRef.current.get(activeId) : undefined
    const card = active ? infoMarker(active.place.name, active.place.address) : null
    const info =
      card && active
        ? new Marker({ element: card, anchor: 'bottom', offset: [0, -INFO_MARKER_OFFSET_PX] }).setLngLat([active.place.lng, active.place.lat]).addTo(map)
        : null
    if (info) info.getElement().style.zIndex = '2'
    // Each view: the info marker shown from infoZoom on; markers outside the view out of the tab order.
    const sync = () => {
      if (card) card.hidden = !infoMarkerShown(map.getZoom(), infoZoom)
      if (!interactive) return
      const bounds = map.getBounds()
      for (const { marker, element } of shownRef.current.values()) element.style.visibility = bounds.contains(marker.getLngLat()) ? '' : 'hidden'
    }
    sync()
    map.on('move', sync)
    return () => {
      map.off('move', sync)
      info?.remove()
    }
  }, [ready, activeId, placesKey, interactive, markerType, infoZoom])

  // The camera: onto the active place, else around every place and the origin. The first view is
  // set at once, later ones move there (MapLibre skips the animation for reduced motion).
  const key = cameraKey(places, activeId, origin)
  const moved = useRef(false)
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready) return
    const camera = placesCamera(places, activeId, origin, zoom, emptyZoom)
    if (!camera) return
    const animate = moved.current
    moved.current = true
    if (camera.kind === 'centre') {
      // The active place a little below the middle, so its info marker has room above it (also in a 150 px map).
      const offset: [number, number] = [0, activeId && camera.zoom >= infoZoom ? INFO_MARKER_ROOM_PX / 2 : 0]
      const target = { center: [camera.centre.lng, camera.centre.lat] as [number, number], zoom: camera.zoom, offset }
      if (animate) map.flyTo({ ...target, duration: 800 })
      else map.easeTo({ ...target, duration: 0 })
    } else map.fitBounds(camera.bounds, { maxZoom: camera.maxZoom, padding: 48, duration: animate ? 600 : 0 })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for places, activeId and origin
  }, [ready, key, zoom, emptyZoom, infoZoom])

  // The searched place.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready || !origin || !interactive) return
    const dot = new Marker({ element: originDot() }).setLngLat([origin.lng, origin.lat]).addTo(map)
    return () => {
      dot.remove()
    }
  }, [ready, origin?.lat, origin?.lng, interactive]) // eslint-disable-line react-hooks/exhaustive-deps -- the origin by value

  // MapLibre makes its container position: relative (its CSS wins over utilities), so it is sized, not inset.
  return <div ref={containerRef} className="h-full w-full" />
}
