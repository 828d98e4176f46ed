'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { type Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useMemo, useRef, useState } from 'react'
import Supercluster, { type ClusterProperties } from 'supercluster'

import { fillText } from '@/lib/fill-text'

import { ACTIVE_MARKER_ZOOM } from '../rules/constants'
import type { LatLng } from '../rules/geo'
import type { MarkerType } from '../rules/location'
import type { MapView, Origin } from '../rules/locator-state'
import { createMap } from './create-map'
import { clusterButton, markerButton, originDot } from './marker-elements'

export type MapMarker = { id: string; type: MarkerType; name: string; address: string; city: string; lat: number; lng: number }

export type StoreLocatorMapTexts = {
  mapLabel: string
  mapUnavailable: string
  zoomIn: string
  zoomOut: string
  /** "{name}, {address}, {city}" ({type} too). */
  marker: string
  /** "{count} locations, zoom in". */
  cluster: string
  types: Record<MarkerType, string>
}

export type StoreLocatorMapProps = {
  markers: readonly MapMarker[]
  activeId?: string
  view: MapView
  origin: Origin
  defaultCentre: LatLng
  defaultZoom: number
  styleUrl?: string
  texts: StoreLocatorMapTexts
  onSelect: (id: string) => void
  /** The map has stopped moving and drawn everything (MapLibre's 'idle'). */
  onIdle: () => void
}

/**
 * Clusters up to zoom 11 only: a selected marker is shown at zoom 12 (spec 01 §9), where it must
 * stand on its own, never inside a cluster.
 */
const CLUSTER_MAX_ZOOM = ACTIVE_MARKER_ZOOM - 1
const CLUSTER_RADIUS_PX = 56

type PointProps = { id: string }
type Shown = { marker: Marker; element: HTMLElement }

/**
 * The store locator's map (spec 01 §2.10): MapLibre with the site's markers, clustered by
 * supercluster into HTML buttons (see marker-elements.ts), the active marker drawn active, the
 * camera following the page's requests (fit, zoom 12 on a selection), and the searched place or
 * visitor's position as a dot. Loaded only by pages with a map (StoreLocatorMapLazy).
 */
export function StoreLocatorMap({ markers, activeId, view, origin, defaultCentre, defaultZoom, styleUrl, texts, onSelect, onIdle }: StoreLocatorMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const shownRef = useRef(new Map<string, Shown>())
  const [unavailable, setUnavailable] = useState(false)
  const [ready, setReady] = useState(false)
  // The latest callbacks and texts for listeners made once.
  const latest = useRef({ onSelect, onIdle, texts, activeId })
  useEffect(() => {
    latest.current = { onSelect, onIdle, texts, activeId }
  })

  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM })
    cluster.load(markers.map((m) => ({ type: 'Feature', properties: { id: m.id }, geometry: { type: 'Point', coordinates: [m.lng, m.lat] } })))
    return cluster
  }, [markers])
  const byId = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers])

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const created = createMap({
      container,
      centre: defaultCentre,
      zoom: defaultZoom,
      styleUrl,
      interactive: true,
      texts: { mapLabel: texts.mapLabel, zoomIn: texts.zoomIn, zoomOut: texts.zoomOut },
    })
    if ('error' in created) {
      console.warn(`Store locator: the map cannot be shown (${created.error}); the list shows every location`)
      setUnavailable(true)
      return
    }
    mapRef.current = created.map
    const shown = shownRef.current
    // Markers and the camera need no basemap: they come at the first frame, not after the
    // basemap's data has loaded (a phone on a busy network would show an empty map meanwhile).
    const frame = requestAnimationFrame(() => setReady(true))
    created.map.on('idle', () => latest.current.onIdle())
    return () => {
      cancelAnimationFrame(frame)
      for (const { marker } of shown.values()) marker.remove()
      shown.clear()
      mapRef.current = null
      created.stop()
    }
    // Made once: later changes of these props move the camera through `view` instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Markers and clusters for what is in view, again after every move.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready) return
    const update = () => {
      const bounds = map.getBounds()
      const zoom = Math.floor(map.getZoom())
      const features = index.getClusters([bounds.getWest() - 1, bounds.getSouth() - 1, bounds.getEast() + 1, bounds.getNorth() + 1], zoom)
      const wanted = new Map<string, () => Shown>()
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        const props = feature.properties as PointProps | ClusterProperties
        if ('cluster' in props && props.cluster) {
          const clusterId = props.cluster_id
          const count = props.point_count
          wanted.set(`c:${clusterId}:${count}`, () => {
            const element = clusterButton(count, fillText(latest.current.texts.cluster, { count }), () => {
              map.easeTo({ center: [lng, lat], zoom: Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1) })
            })
            return { element, marker: new Marker({ element }).setLngLat([lng, lat]).addTo(map) }
          })
          continue
        }
        const point = byId.get((props as PointProps).id)
        if (!point) continue
        wanted.set(`p:${point.id}`, () => {
          const { texts: t } = latest.current
          const label = fillText(t.marker, { name: point.name, address: point.address, city: point.city, type: t.types[point.type] })
          const element = markerButton(point.type, label, () => latest.current.onSelect(point.id))
          element.dataset.markerId = point.id
          element.setAttribute('aria-pressed', String(latest.current.activeId === point.id))
          return { element, marker: new Marker({ element, anchor: 'center' }).setLngLat([lng, lat]).addTo(map) }
        })
      }
      const shown = shownRef.current
      for (const [key, { marker }] of shown) {
        if (!wanted.has(key)) {
          marker.remove()
          shown.delete(key)
        }
      }
      for (const [key, make] of wanted) if (!shown.has(key)) shown.set(key, make())
    }
    update()
    map.on('moveend', update)
    return () => {
      map.off('moveend', update)
    }
  }, [ready, index, byId])

  // The active marker looks active.
  useEffect(() => {
    for (const [key, { element }] of shownRef.current) {
      if (key.startsWith('p:')) element.setAttribute('aria-pressed', String(element.dataset.markerId === activeId))
    }
  }, [activeId, ready])

  // The camera follows the page's requests.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready) return
    if (view.kind === 'fit') map.fitBounds(view.bounds, { maxZoom: view.maxZoom, padding: 48, duration: 600 })
    else if (view.kind === 'centre') map.flyTo({ center: [view.centre.lng, view.centre.lat], zoom: view.zoom, duration: 800 })
  }, [view, ready])

  // The searched place or the visitor's position.
  useEffect(() => {
    const map = mapRef.current
    if (!map || !ready || origin.kind === 'default') return
    const dot = new Marker({ element: originDot() }).setLngLat([origin.point.lng, origin.point.lat]).addTo(map)
    return () => {
      dot.remove()
    }
  }, [origin, ready])

  return (
    <div className="relative h-full min-h-[inherit] w-full">
      {/* MapLibre makes its container position: relative (its CSS wins over utilities), so it is sized, not inset. */}
      <div ref={containerRef} className="h-full w-full" />
      {unavailable ? (
        <p className="absolute inset-0 flex items-center justify-center bg-surface p-6 text-center text-sm text-muted" role="status">
          {texts.mapUnavailable}
        </p>
      ) : null}
    </div>
  )
}
