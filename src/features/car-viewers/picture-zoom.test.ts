import { describe, expect, it } from 'vitest'

import {
  DOUBLE_TAP_ZOOM,
  isDoubleTap,
  isZoomed,
  keepInFrame,
  MAX_ZOOM,
  NOT_ZOOMED,
  panBy,
  pinchScale,
  toggledAt,
  wheelScale,
  zoomAt,
  zoomTransform,
} from './picture-zoom'

const frame = { width: 400, height: 300 }

/** Where the picture's point at frame position (fx, fy) before the zoom appears after it. */
function shownAt(before: { scale: number; x: number; y: number }, after: typeof before, fx: number, fy: number) {
  // The picture's own coordinate (from its centre, unscaled) under (fx, fy) before…
  const u = (fx - frame.width / 2 - before.x) / before.scale
  const v = (fy - frame.height / 2 - before.y) / before.scale
  // …and where that coordinate is drawn after.
  return { x: frame.width / 2 + after.x + u * after.scale, y: frame.height / 2 + after.y + v * after.scale }
}

describe('zoomAt', () => {
  it('keeps the point under the pointer where it was', () => {
    const zoomed = zoomAt(NOT_ZOOMED, 2, { x: 300, y: 100 }, frame)
    expect(zoomed.scale).toBe(2)
    const point = shownAt(NOT_ZOOMED, zoomed, 300, 100)
    expect(point.x).toBeCloseTo(300)
    expect(point.y).toBeCloseTo(100)
    // And again from an already zoomed and moved picture.
    const further = zoomAt(zoomed, 3, { x: 180, y: 160 }, frame)
    const again = shownAt(zoomed, further, 180, 160)
    expect(again.x).toBeCloseTo(180)
    expect(again.y).toBeCloseTo(160)
  })

  it('zooms around the centre without moving it', () => {
    expect(zoomAt(NOT_ZOOMED, 2, { x: 200, y: 150 }, frame)).toEqual({ scale: 2, x: 0, y: 0 })
  })

  it('stays between not zoomed and the largest zoom', () => {
    expect(zoomAt(NOT_ZOOMED, 10, { x: 200, y: 150 }, frame).scale).toBe(MAX_ZOOM)
    expect(zoomAt({ scale: 2, x: 50, y: 20 }, 0.3, { x: 10, y: 10 }, frame)).toEqual(NOT_ZOOMED)
  })

  it('never leaves a gap at an edge: zoomed at a corner, the corner stays in the corner', () => {
    const zoomed = zoomAt(NOT_ZOOMED, 2, { x: 0, y: 0 }, frame)
    expect(zoomed).toEqual({ scale: 2, x: 200, y: 150 })
    // Moving further towards that corner does nothing: the picture's edge is at the frame's.
    expect(panBy(zoomed, 80, 80, frame)).toEqual(zoomed)
  })
})

describe('panBy and keepInFrame', () => {
  it('moves a zoomed picture by the drag, as far as its edges allow', () => {
    const zoomed = { scale: 2, x: 0, y: 0 }
    expect(panBy(zoomed, -60, 40, frame)).toEqual({ scale: 2, x: -60, y: 40 })
    expect(panBy(zoomed, -900, 900, frame)).toEqual({ scale: 2, x: -200, y: 150 })
  })

  it('does not move a picture that is not zoomed', () => {
    expect(panBy(NOT_ZOOMED, 50, 50, frame)).toEqual(NOT_ZOOMED)
    expect(keepInFrame({ scale: 1, x: 30, y: -30 }, frame)).toEqual(NOT_ZOOMED)
  })
})

describe('double tap', () => {
  it('zooms in at the tapped point, and a second one back out', () => {
    const zoomed = toggledAt(NOT_ZOOMED, { x: 100, y: 100 }, frame)
    expect(zoomed.scale).toBe(DOUBLE_TAP_ZOOM)
    expect(isZoomed(zoomed)).toBe(true)
    expect(toggledAt(zoomed, { x: 100, y: 100 }, frame)).toEqual(NOT_ZOOMED)
  })

  it('counts two taps close in time and place, not slow or distant ones', () => {
    const first = { at: 1_000, x: 100, y: 100 }
    expect(isDoubleTap(first, { at: 1_250, x: 110, y: 95 })).toBe(true)
    expect(isDoubleTap(first, { at: 1_400, x: 100, y: 100 })).toBe(false)
    expect(isDoubleTap(first, { at: 1_100, x: 180, y: 100 })).toBe(false)
    expect(isDoubleTap(null, first)).toBe(false)
  })
})

describe('wheel and pinch', () => {
  it('a wheel turned away zooms in, towards zooms out, within the limits', () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1.2)
    expect(wheelScale(2, 100)).toBeLessThan(2)
    expect(wheelScale(1, 500)).toBe(1)
    expect(wheelScale(MAX_ZOOM, -500)).toBe(MAX_ZOOM)
  })

  it('a pinch scales with the distance between the fingers', () => {
    expect(pinchScale(1, 100, 200)).toBe(2)
    expect(pinchScale(2, 200, 100)).toBe(1)
    expect(pinchScale(1, 100, 1_000)).toBe(MAX_ZOOM)
    expect(pinchScale(1.5, 0, 50)).toBe(1.5)
  })
})

describe('zoomTransform', () => {
  it('is nothing for a picture not zoomed, and a translate and scale otherwise', () => {
    expect(zoomTransform(NOT_ZOOMED)).toBeUndefined()
    expect(zoomTransform({ scale: 2, x: -10, y: 5 })).toBe('translate(-10.0px, 5.0px) scale(2.000)')
  })
})
