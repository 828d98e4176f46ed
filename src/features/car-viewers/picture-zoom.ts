/**
 * The full-screen gallery's zoom (issue 41 item 4: pinch, double tap, wheel, and panning the
 * enlarged picture), as plain arithmetic on a picture laid out to fill its frame: `scale` around
 * the frame's centre, then moved by `x`, `y` (px). The point under a finger or the pointer stays
 * under it while the scale changes, and the picture never leaves a gap at an edge of the frame.
 */
export type PictureZoom = { scale: number; x: number; y: number }

/** A point in the frame (px from its top left corner), and the frame's size. */
export type FramePoint = { x: number; y: number }
export type FrameSize = { width: number; height: number }

export const NOT_ZOOMED: PictureZoom = Object.freeze({ scale: 1, x: 0, y: 0 })
export const MAX_ZOOM = 4
/** What a double tap or a zoom button goes to (and a second double tap back from). */
export const DOUBLE_TAP_ZOOM = 2.5
/** One zoom button press or key press. */
export const ZOOM_STEP = 1.5

/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30

export const isZoomed = (zoom: PictureZoom): boolean => zoom.scale > 1.001

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale))

/** `zoom` moved back inside the frame: at scale s the picture overhangs it by (s − 1)/2 on each side. */
export function keepInFrame(zoom: PictureZoom, frame: FrameSize): PictureZoom {
  const scale = clampScale(zoom.scale)
  if (scale <= 1.001) return NOT_ZOOMED
  const limitX = (frame.width * (scale - 1)) / 2
  const limitY = (frame.height * (scale - 1)) / 2
  return { scale, x: Math.min(limitX, Math.max(-limitX, zoom.x)), y: Math.min(limitY, Math.max(-limitY, zoom.y)) }
}

/** Zoomed to `scale` (kept within 1…MAX_ZOOM) with the picture's point under `at` staying there. */
export function zoomAt(zoom: PictureZoom, scale: number, at: FramePoint, frame: FrameSize): PictureZoom {
  const next = clampScale(scale)
  // The point relative to the frame's centre, where the scaling is anchored.
  const px = at.x - frame.width / 2
  const py = at.y - frame.height / 2
  const ratio = next / zoom.scale
  return keepInFrame({ scale: next, x: px - (px - zoom.x) * ratio, y: py - (py - zoom.y) * ratio }, frame)
}

/** Moved by a drag of (dx, dy) px. */
export function panBy(zoom: PictureZoom, dx: number, dy: number, frame: FrameSize): PictureZoom {
  return keepInFrame({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, frame)
}

/** A double tap (or double click): in to DOUBLE_TAP_ZOOM at the point, or back out. */
export function toggledAt(zoom: PictureZoom, at: FramePoint, frame: FrameSize): PictureZoom {
  return isZoomed(zoom) ? NOT_ZOOMED : zoomAt(zoom, DOUBLE_TAP_ZOOM, at, frame)
}

/** The scale after a wheel turn: a notch (about 100 px of deltaY) is a step of about a fifth. */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * Math.exp(-deltaY * 0.002))
}

/** The scale during a pinch: as the fingers' distance grows from where the pinch began. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale
  return clampScale((startScale * distance) / startDistance)
}

export type Tap = { at: number; x: number; y: number }

/** Whether `tap` follows `previous` closely enough to make a double tap. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false
  return tap.at - previous.at <= DOUBLE_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX
}

/** The CSS transform that shows `zoom` (scaled around the picture's centre). */
export function zoomTransform(zoom: PictureZoom): string | undefined {
  if (!isZoomed(zoom)) return undefined
  return `translate(${zoom.x.toFixed(1)}px, ${zoom.y.toFixed(1)}px) scale(${zoom.scale.toFixed(3)})`
}
