// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { CarImageSource } from './car-images'
import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { ImageCarousel } from './ImageCarousel'

/**
 * The car page's pictures through next/image (issue 16): photos the optimizer may read are fetched
 * at the width their slot needs, so a 96 px thumbnail no longer downloads the original photo.
 */

const photos: CarImageSource = {
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_images: [1, 2, 3].map((i) => ({ original: `/api/media/file/xc60-${i}.jpg`, blur_data_url: null })),
  car_primary_image: { thumbnail_url: '/api/media/file/xc60-1.jpg' },
}

type Candidate = { url: URL; width: number }

/** The srcset's candidates ('url 128w, …'), as URLs on this site. */
function candidates(image: HTMLElement): Candidate[] {
  return (image.getAttribute('srcset') ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/u))
    .map(([url = '', descriptor = '']) => ({ url: new URL(url, 'http://localhost'), width: Number.parseInt(descriptor, 10) }))
}

/** What a browser downloads for a slot of `slotPx` CSS pixels at `dpr`: the narrowest candidate wide enough. */
function chosen(image: HTMLElement, slotPx: number, dpr: number): Candidate {
  const sorted = candidates(image).sort((a, b) => a.width - b.width)
  const pick = sorted.find((candidate) => candidate.width >= slotPx * dpr) ?? sorted.at(-1)
  if (!pick) throw new Error('no srcset')
  return pick
}

beforeAll(async () => {
  await import('./GalleryDialog')
})
afterEach(cleanup)

describe('car pictures through the image optimizer', () => {
  it('a 96 px thumbnail downloads a variant at most 256 px wide, of its own picture', () => {
    render(<ImageCarousel car={photos} texts={CAR_VIEWER_TEXTS_EN} />)
    const strip = screen.getByRole('list', { name: CAR_VIEWER_TEXTS_EN.thumbnailsLabel })
    const thumbnails = within(strip)
      .getAllByRole('button')
      .map((button) => button.querySelector('img'))
    expect(thumbnails).toHaveLength(3)
    thumbnails.forEach((thumbnail, i) => {
      if (!thumbnail) throw new Error('thumbnail without a picture')
      expect(thumbnail.getAttribute('sizes')).toBe('96px')
      for (const dpr of [1, 2]) {
        const { url, width } = chosen(thumbnail, 96, dpr)
        expect(url.pathname).toBe('/_next/image')
        expect(url.searchParams.get('url')).toBe(`/api/media/file/xc60-${i + 1}.jpg`)
        expect(Number(url.searchParams.get('w'))).toBe(width)
        expect(width).toBeGreaterThanOrEqual(96 * dpr)
        expect(width).toBeLessThanOrEqual(256)
      }
    })
  })

  it('the main picture and the phone slide ask for the same file, sized to the page column', () => {
    render(<ImageCarousel car={photos} texts={CAR_VIEWER_TEXTS_EN} />)
    const main = within(screen.getByTestId('carousel-main')).getByRole('img', { name: 'Volvo XC60, image 1 of 3' })
    const firstSlide = within(screen.getByTestId('carousel-phone')).getByRole('img', { name: 'Volvo XC60, image 1 of 3' })
    expect(main.getAttribute('sizes')).toMatch(/832px/u)
    // One sizes and one srcset: the browser downloads one file for both (one is hidden by CSS).
    expect(firstSlide.getAttribute('sizes')).toBe(main.getAttribute('sizes'))
    expect(firstSlide.getAttribute('srcset')).toBe(main.getAttribute('srcset'))
    // The largest paint keeps its high priority and is not lazy.
    expect(main.getAttribute('fetchpriority')).toBe('high')
    expect(main.getAttribute('loading')).toBe('eager')
    expect(firstSlide.getAttribute('loading')).toBe('eager')
    // At 832 CSS px the browser takes a variant, not the original.
    expect(chosen(main, 832, 1).url.searchParams.get('url')).toBe('/api/media/file/xc60-1.jpg')
  })

  it('the full-screen gallery asks for a window-wide variant', async () => {
    render(<ImageCarousel car={photos} texts={CAR_VIEWER_TEXTS_EN} />)
    await userEvent.click(screen.getByTestId('carousel-main'))
    const dialog = await screen.findByTestId('gallery-dialog')
    const shown = dialog.querySelector('img')
    if (!shown) throw new Error('gallery without a picture')
    expect(shown.getAttribute('sizes')).toBe('100vw')
    expect(chosen(shown, 1440, 1).url.pathname).toBe('/_next/image')
  })

  it('drawings (the demo stock) and photos on hosts not listed load as they are', () => {
    const mixed: CarImageSource = {
      ...photos,
      car_images: [
        { original: '/stock-images/suv-red-1.svg', blur_data_url: null },
        { original: 'https://cdn.example.com/xc60.jpg', blur_data_url: null },
      ],
    }
    render(<ImageCarousel car={mixed} texts={CAR_VIEWER_TEXTS_EN} />)
    const strip = screen.getByRole('list', { name: CAR_VIEWER_TEXTS_EN.thumbnailsLabel })
    const sources = within(strip)
      .getAllByRole('button')
      .map((button) => button.querySelector('img'))
      .map((image) => [image?.getAttribute('src'), image?.getAttribute('srcset')])
    expect(sources).toEqual([
      ['/stock-images/suv-red-1.svg', null],
      ['https://cdn.example.com/xc60.jpg', null],
    ])
  })
})
