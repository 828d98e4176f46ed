import { type BoundingBox, clipPolygon, clipPolyline, type Point } from 'lineclip'
import { z } from 'zod'

import { createTtlCache } from '@/lib/ttl-cache'

import type { LatLng } from '../rules/geo'
import basemap from './basemap.json'

/**
 * The built-in basemap (Natural Earth land and borders, basemap.json) drawn as SVG paths around a
 * place, the way MapLibre draws it at that zoom: Web Mercator with 512-pixel tiles, the place in
 * the middle. The facility page's and the map block's static maps are this picture, with no script
 * (issue 39: MapLibre was 290 KB of script and seconds of a phone's main thread for a map that
 * does not move).
 */

const position = z.tuple([z.number(), z.number()])
const basemapFile = z.object({
  features: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('land'), geometry: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }) }),
      z.object({ kind: z.literal('border'), geometry: z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }) }),
    ]),
  ),
})

/** A longitude and latitude as Web Mercator's unit square (0..1 both ways, y down). */
function mercator([lng, lat]: readonly [number, number]): Point {
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180)
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)]
}

type Shape = { box: BoundingBox; lines: Point[][] }

function shapeOf(lines: Point[][]): Shape {
  const box: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity]
  for (const line of lines)
    for (const [x, y] of line) {
      box[0] = Math.min(box[0], x)
      box[1] = Math.min(box[1], y)
      box[2] = Math.max(box[2], x)
      box[3] = Math.max(box[3], y)
    }
  return { box, lines }
}

type ProjectedBasemap = { land: Shape[]; borders: Shape[] }
let projected: ProjectedBasemap | undefined

/** The basemap in Mercator units with each shape's bounds, computed once per process. */
function projectedBasemap(): ProjectedBasemap {
  if (projected) return projected
  const file = basemapFile.parse({ features: basemap.features.map((f) => ({ kind: f.properties.kind, geometry: f.geometry })) })
  const land: Shape[] = []
  const borders: Shape[] = []
  for (const feature of file.features) {
    if (feature.kind === 'land') for (const polygon of feature.geometry.coordinates) land.push(shapeOf(polygon.map((ring) => ring.map(mercator))))
    else for (const line of feature.geometry.coordinates) borders.push(shapeOf([line.map(mercator)]))
  }
  projected = { land, borders }
  return projected
}

export type BasemapPaths = {
  /** Land (fill, even-odd: a polygon's holes are rings of the same path). */
  land: string
  /** The coastline: the land's edges inside the picture, not the cut at its sides. */
  coast: string
  /** Country borders. */
  borders: string
}

const overlaps = (a: BoundingBox, b: BoundingBox) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1]
const coordinate = (n: number) => String(Math.round(n * 10) / 10)
const pathOf = (points: Point[], close: boolean) =>
  points.length < 2 ? '' : `M${points.map(([x, y]) => `${coordinate(x)} ${coordinate(y)}`).join('L')}${close ? 'Z' : ''}`

/**
 * Drawn pictures by place, zoom and size: a site has tens of places, and a large land ring costs
 * milliseconds to clip. The basemap never changes while the process runs, so they do not expire.
 */
const drawn = createTtlCache<BasemapPaths>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 1000 })

/**
 * The basemap's paths for a picture `width` × `height` pixels with `centre` in its middle at
 * `zoom` (MapLibre's zoom: the world is 512 · 2^zoom pixels wide). Coordinates are the picture's
 * pixels, clipped a little outside it so no edge shows.
 */
export function basemapPaths(centre: LatLng, zoom: number, width: number, height: number): BasemapPaths {
  return drawn.getOrLoad(`${centre.lat},${centre.lng},${zoom},${width},${height}`, () => drawPaths(centre, zoom, width, height))
}

function drawPaths(centre: LatLng, zoom: number, width: number, height: number): BasemapPaths {
  const world = 512 * 2 ** zoom
  const [cx, cy] = mercator([centre.lng, centre.lat])
  const left = cx * world - width / 2
  const top = cy * world - height / 2
  const margin = 4
  const clip: BoundingBox = [-margin, -margin, width + margin, height + margin]
  const view: BoundingBox = [(left - margin) / world, (top - margin) / world, (left + width + margin) / world, (top + height + margin) / world]
  const toPixels = (line: Point[]): Point[] => line.map(([x, y]) => [x * world - left, y * world - top])
  const { land, borders } = projectedBasemap()
  const landPaths: string[] = []
  const coastPaths: string[] = []
  for (const shape of land) {
    if (!overlaps(shape.box, view)) continue
    for (const ring of shape.lines) {
      const pixels = toPixels(ring)
      landPaths.push(pathOf(clipPolygon(pixels, clip), true))
      for (const part of clipPolyline(pixels, clip)) coastPaths.push(pathOf(part, false))
    }
  }
  const borderPaths: string[] = []
  for (const shape of borders) {
    if (!overlaps(shape.box, view)) continue
    for (const part of clipPolyline(toPixels(shape.lines[0]!), clip)) borderPaths.push(pathOf(part, false))
  }
  return { land: landPaths.join(''), coast: coastPaths.join(''), borders: borderPaths.join('') }
}
