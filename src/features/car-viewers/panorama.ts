/**
 * Maths of the internal 360 (interior panorama) viewer (spec 02 §4 'Image viewer': "The panorama
 * default zoom is 50, auto-rotation 5 rpm after a 1 s delay").
 *
 * Model: one equirectangular picture covers 360° horizontally. It is painted as a horizontally
 * repeating CSS background (a cylindrical view), so turning round is sliding the background.
 * - Zoom 0 … 100 picks the horizontal field of view: 0 = widest (`MAX_FIELD_OF_VIEW`°),
 *   100 = narrowest (`MIN_FIELD_OF_VIEW`°), linear in between; 50 = the default = 75°.
 * - The scale is how many viewport widths one full turn of the picture spans (360 / field of
 *   view), so the background tile is `viewport width × scale` wide.
 * - The direction looked at (yaw) is kept in degrees, so zooming does not change it.
 */

/** spec 02 §4: the zoom a panorama opens with. */
export const DEFAULT_ZOOM = 50
/** spec 02 §4: automatic rotation speed in revolutions per minute (5 rpm = 30° a second). */
export const AUTO_ROTATE_RPM = 5
/** spec 02 §4: automatic rotation starts (and resumes) after this long without interaction. */
export const AUTO_ROTATE_DELAY_MS = 1000

export const MIN_ZOOM = 0
export const MAX_ZOOM = 100
/** One press of a zoom button or the +/− key. */
export const ZOOM_STEP = 10
/** Horizontal field of view at zoom 0 and at zoom 100, in degrees. */
export const MAX_FIELD_OF_VIEW = 120
export const MIN_FIELD_OF_VIEW = 30
/** One press of ArrowLeft/ArrowRight turns the view this far, in degrees. */
export const KEY_STEP_DEGREES = 10

/** `zoom` clamped into MIN_ZOOM … MAX_ZOOM (not a number → the default). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return DEFAULT_ZOOM
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

/** The horizontal field of view (degrees) at `zoom`: 0 → 120°, 50 → 75°, 100 → 30°. */
export function zoomToFieldOfView(zoom: number): number {
  return MAX_FIELD_OF_VIEW - ((MAX_FIELD_OF_VIEW - MIN_FIELD_OF_VIEW) * clampZoom(zoom)) / MAX_ZOOM
}

/** Viewport widths per full turn of the picture at `zoom` (360 / field of view): 0 → 3, 50 → 4.8, 100 → 12. */
export function zoomToScale(zoom: number): number {
  return 360 / zoomToFieldOfView(zoom)
}

/**
 * How far a picture `width` wide moves in `ms` milliseconds at `rpm` turns a minute:
 * width × rpm × ms / 60 000 (5 rpm = 30°/s, so width × 30/360 each second). With width 360 the
 * answer is in degrees. Negative or non-finite input moves nothing.
 */
export function offsetAfter(ms: number, rpm: number, width: number): number {
  if (!Number.isFinite(ms) || !Number.isFinite(rpm) || !Number.isFinite(width) || ms <= 0) return 0
  return (width * rpm * ms) / 60_000
}

/** An angle folded into 0 ≤ a < 360. */
export function wrapDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0
  const wrapped = ((degrees % 360) + 360) % 360
  return wrapped === 360 ? 0 : wrapped
}

/**
 * The yaw after dragging `dx` px from `startYaw` on a picture whose full turn is `tileWidth` px
 * wide. The picture follows the pointer (drag right → look left), as in a photo viewer.
 */
export function yawAfterDrag(startYaw: number, dx: number, tileWidth: number): number {
  if (!Number.isFinite(dx) || !(tileWidth > 0)) return wrapDegrees(startYaw)
  return wrapDegrees(startYaw - (dx / tileWidth) * 360)
}

/**
 * CSS background-position-x (px) that puts the picture's point at `yaw` degrees in the middle of
 * a viewport `viewportWidth` wide, with a repeating tile `tileWidth` wide; folded into
 * −tileWidth < x ≤ 0 so the number stays small however long the rotation runs.
 */
export function backgroundOffsetX(yaw: number, tileWidth: number, viewportWidth: number): number {
  if (!(tileWidth > 0)) return 0
  const raw = viewportWidth / 2 - (wrapDegrees(yaw) / 360) * tileWidth
  const folded = raw % tileWidth
  const x = folded > 0 ? folded - tileWidth : folded
  // -0 and tiny float residue look odd in the style attribute.
  return Math.abs(x) < 1e-9 ? 0 : x
}
