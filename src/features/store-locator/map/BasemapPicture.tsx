import type { StaticMapProps } from './StaticMap'
import { basemapPaths } from './basemap-picture'
import { BASEMAP_ATTRIBUTION } from './map-style'
import { MARKER_ICONS, markerDotClass } from './marker-elements'

/** The drawing's size in pixels: larger than any box it fills, which shows its middle. */
const WIDTH = 1600
const HEIGHT = 1000

export type BasemapPictureProps = Omit<StaticMapProps, 'styleUrl'>

/**
 * A static map drawn on the server (spec 03 §2.1 "a static map with a marker"): the built-in
 * basemap around `centre` at `zoom`, in the theme's colours as MapLibre draws it, with the marker
 * in the middle; a picture named by `label` (role img). No script: see basemap-picture.ts.
 */
export function BasemapPicture({ centre, label, marker = 'Location', zoom = 13, className = 'h-48' }: BasemapPictureProps) {
  const paths = basemapPaths(centre, zoom, WIDTH, HEIGHT)
  return (
    <div
      role="img"
      aria-label={label}
      data-static-map=""
      className={`relative w-full overflow-hidden rounded-brand border border-border bg-[color-mix(in_srgb,var(--color-surface),var(--color-accent)_14%)] ${className}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="absolute top-1/2 left-1/2 max-w-none -translate-x-1/2 -translate-y-1/2"
      >
        <path d={paths.land} fillRule="evenodd" className="fill-background" />
        <path d={paths.coast} fill="none" strokeWidth={0.8} className="stroke-[color-mix(in_srgb,var(--color-border),var(--color-accent)_25%)]" />
        <path d={paths.borders} fill="none" strokeWidth={1} strokeDasharray="3 2" className="stroke-muted" />
      </svg>
      {marker ? (
        <div
          aria-hidden="true"
          className={`absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 ${markerDotClass(false)}`}
          dangerouslySetInnerHTML={{ __html: MARKER_ICONS[marker] }}
        />
      ) : null}
      <span aria-hidden="true" className="absolute right-1 bottom-1 rounded-sm bg-background/80 px-1 text-[10px] text-muted">
        {BASEMAP_ATTRIBUTION}
      </span>
    </div>
  )
}
