import { describe, expect, it } from 'vitest'
import { STOCK_IMAGE_PREFIX } from './car-artwork'
import { interiorPanoramaPath, parseExtraMediaImageName, SPIN_FRAMES, spinFramePath } from './extra-media-paths'
import { CAR_BODIES, CAR_COLOURS } from './vocabulary'

const fileName = (path: string) => path.slice(STOCK_IMAGE_PREFIX.length)

describe('parseExtraMediaImageName', () => {
  it('reads back every spin frame path and every interior path', () => {
    for (const body of CAR_BODIES) {
      for (const colour of CAR_COLOURS) {
        for (let frame = 0; frame < SPIN_FRAMES; frame++) {
          expect(parseExtraMediaImageName(fileName(spinFramePath(body, colour, frame)))).toEqual({ kind: 'spin', body, colour, frame })
        }
      }
    }
    for (const colour of CAR_COLOURS) expect(parseExtraMediaImageName(fileName(interiorPanoramaPath(colour)))).toEqual({ kind: 'interior', colour })
  })

  it('knows the agreed file names', () => {
    expect(spinFramePath('suv', 'blue', 35)).toBe('/stock-images/spin-suv-blue-35.svg')
    expect(parseExtraMediaImageName('spin-suv-blue-35.svg')).toEqual({ kind: 'spin', body: 'suv', colour: 'blue', frame: 35 })
    expect(parseExtraMediaImageName('interior-beige.svg')).toEqual({ kind: 'interior', colour: 'beige' })
  })

  it('rejects anything else', () => {
    const names = [
      'spin-suv-blue-36.svg',
      'spin-suv-blue-100.svg',
      'spin-suv-blue-03.svg',
      'spin-suv-blue-00.svg',
      'spin-suv-blue--1.svg',
      'spin-suv-blue-1.5.svg',
      'spin-suv-blue-.svg',
      'spin-truck-blue-1.svg',
      'spin-suv-pink-1.svg',
      'spin-suv-blue-1.png',
      'spin-suv-1.svg',
      'SPIN-suv-blue-1.svg',
      '../spin-suv-blue-1.svg',
      'spin-suv-blue-1.svg?x',
      'interior-pink.svg',
      'interior-.svg',
      'interior-red.png',
      'interior-red-1.svg',
      'suv-blue-1.svg',
      '',
    ]
    for (const name of names) expect(parseExtraMediaImageName(name), name).toBeNull()
  })
})
