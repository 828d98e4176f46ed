import { describe, expect, it } from 'vitest'

import {
  AUTO_ROTATE_DELAY_MS,
  AUTO_ROTATE_RPM,
  backgroundOffsetX,
  clampZoom,
  DEFAULT_ZOOM,
  offsetAfter,
  wrapDegrees,
  yawAfterDrag,
  zoomToFieldOfView,
  zoomToScale,
} from './panorama'

describe('spec 02 §4 panorama constants', () => {
  it('default zoom 50, 5 rpm after a 1 s delay', () => {
    expect(DEFAULT_ZOOM).toBe(50)
    expect(AUTO_ROTATE_RPM).toBe(5)
    expect(AUTO_ROTATE_DELAY_MS).toBe(1000)
  })
})

describe('offsetAfter', () => {
  it('5 rpm is 30° a second: width × 30/360 per second', () => {
    expect(offsetAfter(1000, 5, 360)).toBeCloseTo(30)
    expect(offsetAfter(1000, 5, 2400)).toBeCloseTo(200)
    expect(offsetAfter(500, 5, 2400)).toBeCloseTo(100)
  })
  it('a full minute at 5 rpm is five full widths', () => {
    expect(offsetAfter(60_000, 5, 1000)).toBeCloseTo(5000)
  })
  it('scales linearly with the speed', () => {
    expect(offsetAfter(1000, 10, 360)).toBeCloseTo(60)
    expect(offsetAfter(1000, 0, 360)).toBe(0)
  })
  it('no time, negative time or nonsense moves nothing', () => {
    expect(offsetAfter(0, 5, 360)).toBe(0)
    expect(offsetAfter(-100, 5, 360)).toBe(0)
    expect(offsetAfter(Number.NaN, 5, 360)).toBe(0)
    expect(offsetAfter(100, 5, Number.POSITIVE_INFINITY)).toBe(0)
  })
})

describe('zoom', () => {
  it('maps 0 … 100 onto a field of view of 120° … 30°, 50 = 75°', () => {
    expect(zoomToFieldOfView(0)).toBe(120)
    expect(zoomToFieldOfView(50)).toBe(75)
    expect(zoomToFieldOfView(100)).toBe(30)
  })
  it('the scale is viewport widths per full turn (360 / field of view)', () => {
    expect(zoomToScale(0)).toBeCloseTo(3)
    expect(zoomToScale(DEFAULT_ZOOM)).toBeCloseTo(4.8)
    expect(zoomToScale(100)).toBeCloseTo(12)
  })
  it('zooming in always enlarges', () => {
    for (let z = 0; z < 100; z += 10) expect(zoomToScale(z + 10)).toBeGreaterThan(zoomToScale(z))
  })
  it('clamps out-of-range zooms; nonsense is the default', () => {
    expect(clampZoom(-20)).toBe(0)
    expect(clampZoom(140)).toBe(100)
    expect(clampZoom(Number.NaN)).toBe(DEFAULT_ZOOM)
    expect(zoomToScale(500)).toBeCloseTo(12)
  })
})

describe('yaw', () => {
  it('wrapDegrees folds into 0 ≤ a < 360', () => {
    expect(wrapDegrees(0)).toBe(0)
    expect(wrapDegrees(360)).toBe(0)
    expect(wrapDegrees(-10)).toBe(350)
    expect(wrapDegrees(725)).toBe(5)
    expect(wrapDegrees(Number.NaN)).toBe(0)
  })
  it('dragging right looks left by the dragged share of a full turn', () => {
    // Tile 3600 px wide: 10 px = 1°.
    expect(yawAfterDrag(90, 100, 3600)).toBeCloseTo(80)
    expect(yawAfterDrag(90, -100, 3600)).toBeCloseTo(100)
    expect(yawAfterDrag(5, 100, 3600)).toBeCloseTo(355)
    expect(yawAfterDrag(90, 100, 0)).toBe(90)
  })
})

describe('backgroundOffsetX', () => {
  it('puts the yaw in the middle of the viewport, folded into (−tile, 0]', () => {
    // Viewport 1000, tile 4800 (zoom 50): yaw 0 → picture x 0 at the middle → +500 → folded −4300.
    expect(backgroundOffsetX(0, 4800, 1000)).toBe(-4300)
    // yaw 37.5° → picture x 500 in the middle → 0.
    expect(backgroundOffsetX(37.5, 4800, 1000)).toBe(0)
    expect(backgroundOffsetX(90, 4800, 1000)).toBe(-700)
  })
  it('always stays within one tile whatever the yaw', () => {
    for (let yaw = -720; yaw <= 720; yaw += 13) {
      const x = backgroundOffsetX(yaw, 3000, 800)
      expect(x).toBeLessThanOrEqual(0)
      expect(x).toBeGreaterThan(-3000)
    }
  })
  it('turning a full circle gives the same position', () => {
    expect(backgroundOffsetX(10, 4800, 1000)).toBeCloseTo(backgroundOffsetX(370, 4800, 1000))
  })
  it('no tile width (not measured yet) paints at 0', () => {
    expect(backgroundOffsetX(45, 0, 0)).toBe(0)
  })
})
