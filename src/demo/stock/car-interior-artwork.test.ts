import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { COLOUR_HEX } from './car-artwork'
import { interiorPanoramaSvg, PANORAMA_HEIGHT, PANORAMA_WIDTH } from './car-interior-artwork'
import { CAR_COLOURS, type CarColour } from './vocabulary'

function tagsBalance(svg: string): boolean {
  const open: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (!closing) open.push(name ?? '')
    else if (open.pop() !== name) return false
  }
  return open.length === 0
}

async function rendered(colour: CarColour): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(interiorPanoramaSvg(colour)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Mean absolute difference per channel between two pixel columns. */
function columnDifference({ data, width, height }: { data: Buffer; width: number; height: number }, a: number, b: number): number {
  let sum = 0
  for (let y = 0; y < height; y++) {
    for (let c = 0; c < 3; c++) sum += Math.abs((data[(y * width + a) * 3 + c] ?? 0) - (data[(y * width + b) * 3 + c] ?? 0))
  }
  return sum / (height * 3)
}

describe('interiorPanoramaSvg', () => {
  it('is a 2:1 equirectangular picture: twice as wide as it is high', async () => {
    expect(PANORAMA_WIDTH).toBe(2 * PANORAMA_HEIGHT)
    const svg = interiorPanoramaSvg('blue')
    expect(
      svg.startsWith(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}" viewBox="0 0 ${PANORAMA_WIDTH} ${PANORAMA_HEIGHT}"`,
      ),
    ).toBe(true)
    const metadata = await sharp(Buffer.from(svg)).metadata()
    expect(metadata.format).toBe('svg')
    expect(metadata.width).toBe(2 * (metadata.height ?? 0))
  })

  it('draws well-formed SVG for every colour, the same bytes every time', () => {
    for (const colour of CAR_COLOURS) {
      const svg = interiorPanoramaSvg(colour)
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
      expect(tagsBalance(svg)).toBe(true)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      expect(svg).toBe(interiorPanoramaSvg(colour))
      // Small enough to send on every first view of a car.
      expect(svg.length).toBeLessThan(250_000)
    }
  })

  it('tints the trim with the car colour', () => {
    const pictures = CAR_COLOURS.map((colour) => interiorPanoramaSvg(colour))
    expect(new Set(pictures).size).toBe(CAR_COLOURS.length)
    CAR_COLOURS.forEach((colour, i) => expect(pictures[i]).toContain(`fill="${COLOUR_HEX[colour]}"`))
  })

  it('meets itself at the left and right edges (the viewer wraps it round)', async () => {
    const picture = await rendered('red')
    const seam = columnDifference(picture, picture.width - 1, 0)
    const neighbours = columnDifference(picture, 0, 1)
    // Across the seam the picture changes no more than between two ordinary neighbouring columns.
    expect(seam).toBeLessThan(Math.max(0.5, neighbours * 2))
  })

  it('has the dashboard ahead (at the edges, where the viewer opens) and the rear seats behind (in the middle)', async () => {
    const picture = await rendered('white')
    // The screens are the darkest pixels; all of them lie within 45° of straight ahead.
    let screenPixels = 0
    let behind = 0
    for (let i = 0; i < picture.data.length; i += 3) {
      const [r = 0, g = 0, b = 0] = [picture.data[i], picture.data[i + 1], picture.data[i + 2]]
      if (Math.abs(r - 0x0f) <= 2 && Math.abs(g - 0x12) <= 2 && Math.abs(b - 0x16) <= 2) {
        screenPixels++
        const x = (i / 3) % picture.width
        if (x > picture.width / 8 && x < (picture.width * 7) / 8) behind++
      }
    }
    expect(screenPixels).toBeGreaterThan(2000)
    expect(behind).toBe(0)
  })

  it('refuses colours it does not know', () => {
    expect(() => interiorPanoramaSvg('pink' as CarColour)).toThrow(RangeError)
  })
})
