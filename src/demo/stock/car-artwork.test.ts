import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { carImageBlurDataUrl, carImageSvg, COLOUR_HEX, parseStockImageName, STOCK_IMAGE_VARIANTS, stockImagePath } from './car-artwork'
import { CAR_BODIES, CAR_COLOURS, type CarBody } from './vocabulary'

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

describe('carImageSvg', () => {
  it('draws well-formed SVG for every body type, angle and backdrop', () => {
    for (const body of CAR_BODIES) {
      for (let variant = 1; variant <= STOCK_IMAGE_VARIANTS; variant++) {
        const svg = carImageSvg(body, 'red', variant)
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
        expect(tagsBalance(svg)).toBe(true)
        expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      }
    }
  })

  it('renders as a 1200×800 picture (parsed by librsvg)', async () => {
    const bodies: CarBody[] = [...CAR_BODIES]
    for (const body of bodies) {
      for (const variant of [1, 2, 3]) {
        const metadata = await sharp(Buffer.from(carImageSvg(body, 'blue', variant))).metadata()
        expect(metadata.format).toBe('svg')
        expect([metadata.width, metadata.height]).toEqual([1200, 800])
      }
    }
  })

  it('paints the car in its colour and draws each body type differently', () => {
    for (const colour of CAR_COLOURS) expect(carImageSvg('suv', colour, 2)).toContain(COLOUR_HEX[colour])
    const sides = CAR_BODIES.map((body) => carImageSvg(body, 'grey', 2))
    expect(new Set(sides).size).toBe(CAR_BODIES.length)
    const angles = [1, 2, 3].map((variant) => carImageSvg('estate', 'grey', variant))
    expect(new Set(angles).size).toBe(3)
  })

  it('is deterministic', () => {
    expect(carImageSvg('van', 'white', 5)).toBe(carImageSvg('van', 'white', 5))
  })

  it('refuses variants and names it does not know', () => {
    expect(() => carImageSvg('suv', 'red', 0)).toThrow(RangeError)
    expect(() => carImageSvg('suv', 'red', 10)).toThrow(RangeError)
    expect(() => carImageSvg('limousine' as CarBody, 'red', 1)).toThrow(RangeError)
  })
})

describe('stock image names', () => {
  it('round-trip between path and parts', () => {
    expect(stockImagePath('pickup', 'green', 3)).toBe('/stock-images/pickup-green-3.svg')
    expect(parseStockImageName('pickup-green-3.svg')).toEqual({ body: 'pickup', colour: 'green', variant: 3 })
  })

  it('reject anything else', () => {
    for (const name of [
      'pickup-green-0.svg',
      'pickup-green-10.svg',
      'truck-green-1.svg',
      'suv-pink-1.svg',
      'suv-red-1.png',
      '../suv-red-1.svg',
      'suv-red-1.svg?x',
    ]) {
      expect(parseStockImageName(name)).toBeNull()
    }
  })
})

describe('carImageBlurDataUrl', () => {
  it('is a tiny SVG data URL in the car colour', () => {
    const url = carImageBlurDataUrl('red', 1)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url.length).toBeLessThan(300)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toContain(COLOUR_HEX.red)
  })
})
