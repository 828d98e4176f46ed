'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { Marker } from 'maplibre-gl'
import { useEffect, useRef } from 'react'

import type { LatLng } from '../rules/geo'
import type { MarkerType } from '../rules/location'
import { createMap } from './create-map'
import { markerDot } from './marker-elements'

export type StaticMapCanvasProps = {
  /** Where the map is centred. */
  centre: LatLng
  /** The text alternative: what the map shows, e.g. "Map: Nordbil Kungälv, Kongahällavägen 5, Kungälv". */
  label: string
  /** A marker at the centre (default), drawn like the store locator's markers of this type. */
  marker?: MarkerType | false
  zoom?: number
  /** The production tile style (SHOWROOM_MAP_STYLE_URL); the built-in basemap without it. */
  styleUrl?: string
}

/**
 * The MapLibre part of StaticMap: the same map and basemap as the store locator, with no controls,
 * no panning and no tab stop. Without WebGL it draws nothing (StaticMap's tinted box stays).
 */
export function StaticMapCanvas({ centre, label, marker = 'Location', zoom = 13, styleUrl }: StaticMapCanvasProps) {
  const { lat, lng } = centre
  const containerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const created = createMap({ container, centre: { lat, lng }, zoom, styleUrl, interactive: false, texts: { mapLabel: label } })
    if ('error' in created) {
      console.warn(`Static map: the map cannot be shown (${created.error})`)
      return
    }
    // The picture is named by StaticMap's wrapper (role img); the canvas is not a region of its own here.
    const canvas = created.map.getCanvas()
    canvas.setAttribute('aria-hidden', 'true')
    canvas.removeAttribute('tabindex')
    if (marker) {
      new Marker({ element: markerDot(marker, false), anchor: 'center' }).setLngLat([lng, lat]).addTo(created.map)
    }
    return created.stop
  }, [lat, lng, label, marker, zoom, styleUrl])

  return <div ref={containerRef} className="h-full w-full" />
}
