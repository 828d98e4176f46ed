import type { StyleSpecification } from 'maplibre-gl'

/** Where the app serves the built-in basemap and MapLibre's worker (app/(payload)/api/map/[asset]). */
export const BASEMAP_URL = '/api/map/basemap.json'
export const MAP_WORKER_PATH = '/api/map/maplibre-gl-worker.mjs'

/** The built-in basemap's source, named on every map drawn from it (its data's own name, in no language). */
export const BASEMAP_ATTRIBUTION = 'Natural Earth'

/** The theme colours the built-in basemap is drawn in (the site's CSS custom properties). */
export type BasemapColours = { background: string; surface: string; border: string; muted: string; accent: string }

export const FALLBACK_COLOURS: BasemapColours = { background: '#ffffff', surface: '#f3f5f8', border: '#d8dde5', muted: '#5b6472', accent: '#1c5fcc' }

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

function rgbOf(hex: string): [number, number, number] | undefined {
  const match = HEX.exec(hex.trim())
  if (!match) return undefined
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number]
}

/** `a` mixed with `share` of `b` (hex colours; `a` when either is not one). MapLibre cannot read CSS color-mix(). */
export function mixColours(a: string, b: string, share: number): string {
  const ra = rgbOf(a)
  const rb = rgbOf(b)
  if (!ra || !rb) return a
  return `#${ra
    .map((channel, i) =>
      Math.round(channel * (1 - share) + rb[i]! * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** The theme's colours as the page has them (a page's BrandDesign may override the site's). */
export function coloursFrom(element: Element): BasemapColours {
  const style = getComputedStyle(element)
  const read = (name: string, fallback: string) => {
    const value = style.getPropertyValue(name).trim()
    return HEX.test(value) ? value : fallback
  }
  return {
    background: read('--color-background', FALLBACK_COLOURS.background),
    surface: read('--color-surface', FALLBACK_COLOURS.surface),
    border: read('--color-border', FALLBACK_COLOURS.border),
    muted: read('--color-muted', FALLBACK_COLOURS.muted),
    accent: read('--color-accent', FALLBACK_COLOURS.accent),
  }
}

/**
 * The built-in basemap (no tile server, no key, nothing from the internet): land and country
 * borders of Europe (Natural Earth 1:50m, npm run map:generate) on a sea tinted with the theme's
 * accent. Fills and lines only, so no glyphs or sprites are needed: marker and cluster labels are
 * HTML, not map text.
 */
export function builtInStyle(colours: BasemapColours, basemapUrl = BASEMAP_URL): StyleSpecification {
  return {
    version: 8,
    name: 'Showroom basemap',
    sources: { basemap: { type: 'geojson', data: basemapUrl, attribution: BASEMAP_ATTRIBUTION, tolerance: 0.2 } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': mixColours(colours.surface, colours.accent, 0.14) } },
      { id: 'land', type: 'fill', source: 'basemap', filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': colours.background } },
      {
        id: 'coast',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'line-color': mixColours(colours.border, colours.accent, 0.25), 'line-width': 0.8 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': colours.muted, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  }
}
