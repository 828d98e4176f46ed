import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { carSpinFrameBounds, carSpinFrameSvg } from './car-spin-artwork'
import { SPIN_FRAMES } from './extra-media-paths'
import { CAR_BODIES, type CarBody, type CarColour } from './vocabulary'

/** Start and end tags balance and nest (self-closing tags excepted): the XML is well formed. */
function tagsBalance(svg: string): boolean {
  const open: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (!closing) open.push(name ?? '')
    else if (open.pop() !== name) return false
  }
  return open.length === 0
}

const SAMPLE_FRAMES = [0, 4, 9, 13, 18, 22, 27, 31, 35]
const width = ({ left, right }: { left: number; right: number }) => right - left

describe('carSpinFrameSvg', () => {
  it('draws well-formed 1200×800 SVG for every body type all the way round', () => {
    for (const body of CAR_BODIES) {
      for (const frame of SAMPLE_FRAMES) {
        const svg = carSpinFrameSvg(body, 'red', frame)
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"')).toBe(true)
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
        expect(tagsBalance(svg)).toBe(true)
        expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      }
    }
  })

  it('renders as a 1200×800 picture, the same size as the stock pictures (parsed by librsvg)', async () => {
    for (const body of CAR_BODIES) {
      const metadata = await sharp(Buffer.from(carSpinFrameSvg(body, 'blue', 5))).metadata()
      expect(metadata.format).toBe('svg')
      expect([metadata.width, metadata.height]).toEqual([1200, 800])
    }
  })

  it('is deterministic, and every frame of a turn is a different picture', () => {
    expect(carSpinFrameSvg('van', 'white', 7)).toBe(carSpinFrameSvg('van', 'white', 7))
    const frames = Array.from({ length: SPIN_FRAMES }, (_, frame) => carSpinFrameSvg('estate', 'grey', frame))
    expect(new Set(frames).size).toBe(SPIN_FRAMES)
    expect(new Set(CAR_BODIES.map((body) => carSpinFrameSvg(body, 'grey', 4))).size).toBe(CAR_BODIES.length)
  })

  it('shows the long side at frames 9 and 27 and the narrow ends at 0 and 18', () => {
    for (const body of CAR_BODIES) {
      const [front, side, rear, otherSide] = [0, 9, 18, 27].map((frame) => width(carSpinFrameBounds(body, frame)))
      // A car is well over twice as long as it is wide; the door mirrors add a little to the width.
      expect(side).toBeGreaterThan((front ?? 0) * 1.7)
      expect(otherSide).toBeGreaterThan((rear ?? 0) * 1.7)
      // Both ends are as wide as each other, and both sides as long.
      expect(Math.abs((front ?? 0) - (rear ?? 0))).toBeLessThan(2)
      expect(Math.abs((side ?? 0) - (otherSide ?? 0))).toBeLessThan(2)
    }
  })

  it('grows and shrinks smoothly: no frame is more than a little wider than its neighbour', () => {
    const widths = Array.from({ length: SPIN_FRAMES }, (_, frame) => width(carSpinFrameBounds('sedan', frame)))
    widths.forEach((w, frame) => {
      const next = widths[(frame + 1) % SPIN_FRAMES] ?? w
      expect(Math.abs(next - w)).toBeLessThan(160)
    })
  })

  it('keeps every car inside the picture at every angle', () => {
    for (const body of CAR_BODIES) {
      for (let frame = 0; frame < SPIN_FRAMES; frame++) {
        const { left, right, top, bottom } = carSpinFrameBounds(body, frame)
        expect(left).toBeGreaterThan(20)
        expect(right).toBeLessThan(1180)
        expect(top).toBeGreaterThan(20)
        expect(bottom).toBeLessThan(780)
      }
    }
  })

  // The frames as rendered pixels (lamps where they belong, the paint colour) are checked in
  // tests/integration/demo-artwork-rendering.test.ts: rasterising 1200×800 frames takes seconds.

  it('refuses frames and names it does not know', () => {
    for (const frame of [-1, 36, 1.5, Number.NaN]) expect(() => carSpinFrameSvg('suv', 'red', frame)).toThrow(RangeError)
    expect(() => carSpinFrameSvg('limousine' as CarBody, 'red', 1)).toThrow(RangeError)
    expect(() => carSpinFrameSvg('suv', 'pink' as CarColour, 1)).toThrow(RangeError)
  })
})
