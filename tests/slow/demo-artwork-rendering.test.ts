import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { carSpinFrameSvg } from '@/demo/stock/car-spin-artwork'
import type { CarBody, CarColour } from '@/demo/stock/vocabulary'

/**
 * The demo's 360° spin frames as librsvg renders them (the pictures the demo serves). Here rather
 * than beside car-spin-artwork.ts, whose unit test checks the drawing itself: rasterising a
 * 1200×800 frame takes a few hundred milliseconds, too slow for every unit run.
 */

const HEADLAMP = '#f4f1dc'
const TAIL_LAMP = '#c0182a'

type Pixels = { count: number; meanX: number }

/** The frame rendered by librsvg: where pixels of each exact colour (lamps are flat fills) are. */
async function pixelsOf(body: CarBody, colour: CarColour, frame: number, hexes: readonly string[]): Promise<Pixels[]> {
  const { data, info } = await sharp(Buffer.from(carSpinFrameSvg(body, colour, frame)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const targets = hexes.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)))
  const counts = targets.map(() => 0)
  const sums = targets.map(() => 0)
  for (let i = 0; i < data.length; i += 3) {
    targets.forEach(([r = 0, g = 0, b = 0], t) => {
      if (Math.abs((data[i] ?? 0) - r) <= 6 && Math.abs((data[i + 1] ?? 0) - g) <= 6 && Math.abs((data[i + 2] ?? 0) - b) <= 6) {
        counts[t]! += 1
        sums[t]! += (i / 3) % info.width
      }
    })
  }
  return counts.map((count, t) => ({ count, meanX: count ? sums[t]! / count : NaN }))
}

describe('carSpinFrameSvg rendered', () => {
  it('shows the headlamps from the front, the tail lamps from the rear, and the front to the right at frame 9', async () => {
    const lamps = async (frame: number) => {
      const [head, tail] = await pixelsOf('sedan', 'blue', frame, [HEADLAMP, TAIL_LAMP])
      if (!head || !tail) throw new Error('no pixel counts')
      return { head, tail }
    }
    const [front, rear, side, other] = await Promise.all([lamps(0), lamps(18), lamps(9), lamps(27)])
    const { head: frontHead, tail: frontTail } = front
    const { head: rearHead, tail: rearTail } = rear
    const { head: sideHead, tail: sideTail } = side
    const { head: otherHead, tail: otherTail } = other

    expect(frontHead.count).toBeGreaterThan(300)
    expect(frontTail.count).toBe(0)

    expect(rearTail.count).toBeGreaterThan(300)
    expect(rearHead.count).toBe(0)

    expect(sideHead.meanX).toBeGreaterThan(sideTail.meanX + 500)
    expect(otherHead.meanX).toBeLessThan(otherTail.meanX - 500)
  }, 60_000)

  it('paints the car in its colour', async () => {
    const svgs = (['red', 'blue'] as const).map((colour) => carSpinFrameSvg('hatchback', colour, 4))
    expect(svgs[0]).not.toBe(svgs[1])
    const { data } = await sharp(Buffer.from(svgs[0] ?? ''))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    let reddish = 0
    for (let i = 0; i < data.length; i += 3) if ((data[i] ?? 0) > (data[i + 1] ?? 0) + 70) reddish++
    // A good part of the picture is red paint (the stock colour is there, lit lighter or darker).
    expect(reddish).toBeGreaterThan(20_000)
  }, 60_000)
})
