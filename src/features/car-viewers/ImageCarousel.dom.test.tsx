// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import type { CarImageSource } from './car-images'
import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import type { ExtraMedia } from './extra-media'
import { ImageCarousel, type ImageCarouselProps } from './ImageCarousel'

const car: CarImageSource = {
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_images: [
    { original: '/stock-images/suv-red-1.svg', blur_data_url: 'data:image/png;base64,BLUR1' },
    { original: '/stock-images/suv-red-2.svg', blur_data_url: 'data:image/png;base64,BLUR2' },
    { original: '/stock-images/suv-red-3.svg', blur_data_url: null },
  ],
  car_primary_image: { thumbnail_url: '/stock-images/suv-red-1.svg' },
}

const allMedia: ExtraMedia = {
  hasVideo: true,
  has360: true,
  hasInternal360: true,
  videoUrl: 'https://cdn.example.com/xc60.mp4',
  images360: Array.from({ length: 36 }, (_, i) => `/360/xc60-${i}.jpg`),
  internal360: '/360/xc60-interior.jpg',
}

const renderCarousel = (props: Partial<ImageCarouselProps> = {}) => render(<ImageCarousel car={car} texts={CAR_VIEWER_TEXTS_EN} {...props} />)
const carouselProps = (props: Partial<ImageCarouselProps> = {}) => <ImageCarousel car={car} texts={CAR_VIEWER_TEXTS_EN} {...props} />
const modes = () => screen.getByTestId('carousel-modes')
const modeNames = () =>
  within(modes())
    .getAllByRole('button')
    .map((b) => b.textContent)
const mode = (name: string) => within(modes()).getByRole('button', { name })
const counter = () => screen.queryByTestId('carousel-counter')?.textContent
const mainPicture = () => screen.getByTestId<HTMLButtonElement>('carousel-main')
const person = () => userEvent.setup({ delay: null })

/**
 * Pictures stay 'downloading' until the test fires their load event, as in a browser; happy-dom
 * reports every picture complete at once, and next/image then reports it loaded on mount.
 */
function downloading() {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false })
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLImageElement.prototype, 'complete')
  })
}

beforeAll(async () => {
  await Promise.all([import('./GalleryDialog'), import('./VideoViewer'), import('./Internal360Viewer'), import('./External360Viewer')])
})

afterEach(() => {
  cleanup()
  document.documentElement.style.overflow = ''
})

describe('mode buttons (spec 02 §4: shown only if the data says they exist)', () => {
  it('none without extra media', () => {
    renderCarousel()
    expect(screen.queryByTestId('carousel-modes')).toBeNull()
    expect(screen.queryAllByRole('button').some((b) => /Video|360/.test(b.textContent ?? ''))).toBe(false)
  })

  it('none when every flag is off, even with URLs', () => {
    renderCarousel({ extraMedia: { ...allMedia, hasVideo: false, has360: false, hasInternal360: false } })
    expect(screen.queryByTestId('carousel-modes')).toBeNull()
  })

  it('all four when everything exists; only those that exist otherwise', () => {
    const { rerender } = renderCarousel({ extraMedia: allMedia })
    expect(modeNames()).toEqual(['Images', 'Video', 'Interior 360°', '360°'])
    rerender(carouselProps({ extraMedia: { ...allMedia, hasVideo: false, hasInternal360: false } }))
    expect(modeNames()).toEqual(['Images', '360°'])
    rerender(carouselProps({ extraMedia: { hasVideo: true, has360: false, hasInternal360: false, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } }))
    expect(modeNames()).toEqual(['Images', 'Video'])
  })

  it('a button switches the mode and shows its viewer; Images returns', async () => {
    const user = person()
    renderCarousel({ extraMedia: allMedia })
    expect(mode('Images').getAttribute('aria-pressed')).toBe('true')

    await user.click(mode('Video'))
    expect(screen.getByTestId('image-carousel').dataset.mode).toBe('video')
    expect(mode('Video').getAttribute('aria-pressed')).toBe('true')
    expect(mode('Images').getAttribute('aria-pressed')).toBe('false')
    // The viewers are lazy: their (already loaded) modules resolve after the click.
    const video = await screen.findByTestId<HTMLVideoElement>('video-file')
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/xc60.mp4')
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('aria-label')).toBe('Video of Volvo XC60')
    expect(screen.queryByTestId('carousel-wide')).toBeNull()

    await user.click(mode('Interior 360°'))
    expect(
      within(await screen.findByTestId('internal-360'))
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Interior 360° view of Volvo XC60')

    await user.click(mode('360°'))
    expect(
      within(await screen.findByTestId('external-360'))
        .getByRole('slider')
        .getAttribute('aria-valuemax'),
    ).toBe('36')

    await user.click(mode('Images'))
    expect(screen.getByTestId('carousel-wide')).toBeTruthy()
  })
})

describe('pictures', () => {
  it('a car without pictures shows the missing-image fallback (spec 01 §8)', () => {
    const { container } = renderCarousel({ car: { ...car, car_images: [], car_primary_image: null } })
    expect(container.textContent).toContain('Image missing')
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByTestId('carousel-main')).toBeNull()
  })

  it('a car with only a primary image shows that one, without previous/next or counter', () => {
    renderCarousel({ car: { ...car, car_images: null } })
    expect(within(mainPicture()).getByRole('img').getAttribute('alt')).toBe('Volvo XC60, image 1 of 1')
    expect(counter()).toBeUndefined()
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
  })

  it('labels the area and gives every picture an alt text from the car', () => {
    renderCarousel()
    expect(screen.getByTestId('image-carousel').getAttribute('aria-label')).toBe('Images of Volvo XC60')
    const alts = within(screen.getByTestId('carousel-phone'))
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'))
    expect(alts).toEqual(['Volvo XC60, image 1 of 3', 'Volvo XC60, image 2 of 3', 'Volvo XC60, image 3 of 3'])
    expect(mainPicture().getAttribute('aria-label')).toBe('Show Volvo XC60, image 1 of 3 in full screen')
  })

  it('previous / next move through the pictures with a counter, wrapping round', async () => {
    const user = person()
    renderCarousel()
    const wide = within(screen.getByTestId('carousel-wide'))
    expect(counter()).toBe('1 / 3')
    await user.click(wide.getByRole('button', { name: 'Next image' }))
    expect(counter()).toBe('2 / 3')
    expect(within(mainPicture()).getByRole('img').getAttribute('src')).toBe('/stock-images/suv-red-2.svg')
    await user.click(wide.getByRole('button', { name: 'Previous image' }))
    await user.click(wide.getByRole('button', { name: 'Previous image' }))
    expect(counter()).toBe('3 / 3')
  })

  it('thumbnails choose a picture and mark the current one', async () => {
    const user = person()
    renderCarousel()
    const strip = screen.getByTestId('carousel-thumbnails')
    expect(strip.getAttribute('aria-label')).toBe('All images')
    await user.click(within(strip).getByRole('button', { name: 'Show image 3' }))
    expect(counter()).toBe('3 / 3')
    expect(within(strip).getByRole('button', { name: 'Show image 3' }).getAttribute('aria-current')).toBe('true')
    expect(within(strip).getByRole('button', { name: 'Show image 1' }).hasAttribute('aria-current')).toBe(false)
  })

  it('a horizontal swipe over 40 px changes the picture; the click that ends it opens nothing', async () => {
    const user = person()
    renderCarousel()
    const main = mainPicture()
    const swipe = (from: { x: number; y: number }, to: { x: number; y: number }) =>
      user.pointer([
        { keys: '[TouchA>]', target: main, coords: { clientX: from.x, clientY: from.y } },
        { pointerName: 'TouchA', target: main, coords: { clientX: to.x, clientY: to.y } },
        { keys: '[/TouchA]', target: main, coords: { clientX: to.x, clientY: to.y } },
      ])
    await swipe({ x: 300, y: 50 }, { x: 200, y: 50 })
    // The click a browser sends when the finger lifts.
    await user.click(main)
    expect(counter()).toBe('2 / 3')
    expect(screen.queryByTestId('gallery-dialog')).toBeNull()
    // Mostly vertical: a page scroll, not a swipe.
    await swipe({ x: 300, y: 0 }, { x: 240, y: 200 })
    expect(counter()).toBe('2 / 3')
    await swipe({ x: 100, y: 50 }, { x: 160, y: 50 })
    expect(counter()).toBe('1 / 3')
  })

  it('paints the blur placeholder behind the picture until it has loaded', async () => {
    downloading()
    renderCarousel()
    const frame = mainPicture().parentElement
    expect(frame?.style.backgroundImage).toContain('data:image/png;base64,BLUR1')
    // The browser's load event; next/image reports it after decoding the picture (a promise).
    fireEvent.load(within(mainPicture()).getByRole('img'))
    await waitFor(() => expect(frame?.style.backgroundImage).toBe(''))
  })
})

describe('gallery (spec 01 §2.13: opened at the current carousel index)', () => {
  it('clicking the main picture opens the gallery there; closing returns focus and keeps the position', async () => {
    const user = person()
    renderCarousel()
    await user.click(within(screen.getByTestId('carousel-wide')).getByRole('button', { name: 'Next image' }))
    const main = mainPicture()
    await user.click(main)
    const dialog = await screen.findByTestId<HTMLDialogElement>('gallery-dialog')
    expect(dialog.open).toBe(true)
    expect(screen.getByTestId('gallery-counter').textContent).toBe('2 / 3')
    expect(document.documentElement.style.overflow).toBe('hidden')

    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('gallery-dialog')).toBeNull()
    expect(document.activeElement).toBe(main)
    expect(counter()).toBe('3 / 3')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('a picture of the phone carousel opens the gallery at that picture', async () => {
    const user = person()
    renderCarousel()
    await user.click(within(screen.getByTestId('carousel-phone')).getByRole('button', { name: 'Show Volvo XC60, image 3 of 3 in full screen' }))
    expect((await screen.findByTestId('gallery-counter')).textContent).toBe('3 / 3')
  })
})

describe('touch (issue 36)', () => {
  it('the main picture swipes sideways and leaves vertical scroll and pinch-zoom to the phone', () => {
    renderCarousel()
    expect(
      mainPicture()
        .className.split(/\s+/)
        .filter((name) => name.startsWith('touch-'))
        .sort(),
    ).toEqual(['touch-pan-y', 'touch-pinch-zoom'])
  })
})
