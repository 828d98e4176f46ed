import { describe, expect, it } from 'vitest'

import { carImages, carName, cssUrl, fillText, swipeStep, wrapIndex } from './car-images'

const car = (over: Partial<Parameters<typeof carImages>[0]> = {}): Parameters<typeof carImages>[0] => ({
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_images: [
    { original: '/stock-images/suv-red-1.svg', blur_data_url: 'data:image/png;base64,AAA' },
    { original: '/stock-images/suv-red-2.svg', blur_data_url: null },
    { original: '/stock-images/suv-red-3.svg' },
  ],
  car_primary_image: { thumbnail_url: '/stock-images/suv-red-1.svg', blur_data_url: 'data:image/png;base64,AAA' },
  ...over,
})

describe('carImages', () => {
  it('lists car_images with alt texts from brand, model and position', () => {
    expect(carImages(car(), '{car}, image {index} of {total}')).toEqual([
      { src: '/stock-images/suv-red-1.svg', blurDataUrl: 'data:image/png;base64,AAA', alt: 'Volvo XC60, image 1 of 3' },
      { src: '/stock-images/suv-red-2.svg', blurDataUrl: null, alt: 'Volvo XC60, image 2 of 3' },
      { src: '/stock-images/suv-red-3.svg', blurDataUrl: null, alt: 'Volvo XC60, image 3 of 3' },
    ])
  })
  it('skips pictures without a source (spec 01 §8)', () => {
    const images = carImages(car({ car_images: [{ original: ' ' }, { original: '/b.svg' }] }), '{index}/{total}')
    expect(images.map((i) => [i.src, i.alt])).toEqual([['/b.svg', '1/1']])
  })
  it('falls back to the primary image, then to nothing (the missing-image fallback)', () => {
    expect(carImages(car({ car_images: [] }), '{car}').map((i) => i.src)).toEqual(['/stock-images/suv-red-1.svg'])
    expect(carImages(car({ car_images: null, car_primary_image: null }), '{car}')).toEqual([])
    expect(carImages(car({ car_images: undefined, car_primary_image: { thumbnail_url: '' } }), '{car}')).toEqual([])
  })
})

describe('small helpers', () => {
  it('carName is brand and model', () => {
    expect(carName({ car_brand: 'Kia', car_model: 'EV6' })).toBe('Kia EV6')
  })
  it('fillText replaces known placeholders and keeps unknown ones', () => {
    expect(fillText('{current} / {total}', { current: 3, total: 12 })).toBe('3 / 12')
    expect(fillText('{a} {b}', { a: 'x' })).toBe('x {b}')
    expect(fillText('{toString}', {})).toBe('{toString}')
  })
  it('wrapIndex wraps round both ends', () => {
    expect(wrapIndex(-1, 12)).toBe(11)
    expect(wrapIndex(12, 12)).toBe(0)
    expect(wrapIndex(3, 0)).toBe(0)
  })
  it('swipeStep: more than 40 px, mostly sideways; left = next', () => {
    expect(swipeStep(-41, 0)).toBe(1)
    expect(swipeStep(41, 5)).toBe(-1)
    expect(swipeStep(40, 0)).toBe(0)
    expect(swipeStep(-39, 0)).toBe(0)
    expect(swipeStep(-60, 80)).toBe(0)
    expect(swipeStep(Number.NaN, 0)).toBe(0)
  })
  it('cssUrl quotes and escapes', () => {
    expect(cssUrl('/a b.svg')).toBe('url("/a b.svg")')
    expect(cssUrl('x") ; background:red')).toBe('url("x%22) ; background:red")')
    expect(cssUrl('a\\b\nc')).toBe('url("a%5Cb%0Ac")')
  })
})
