// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'

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

let container: HTMLDivElement
let root: Root

const render = async (props: Partial<ImageCarouselProps> = {}) => {
  await act(async () => root.render(<ImageCarousel car={car} texts={CAR_VIEWER_TEXTS_EN} {...props} />))
}
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => container.querySelector<T>(`[data-testid="${id}"]`)
const buttons = (scope: ParentNode | null) => Array.from(scope?.querySelectorAll<HTMLButtonElement>('button') ?? [])
const button = (scope: ParentNode | null, name: string) => {
  const found = buttons(scope).find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}
const modeNames = () => buttons(byTestId('carousel-modes')).map((b) => b.textContent)
const counter = () => byTestId('carousel-counter')?.textContent
const click = async (element: HTMLElement) => {
  await act(async () => element.click())
  // The gallery and the viewers are lazy: let their (already loaded) modules resolve.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

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

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  document.documentElement.style.overflow = ''
})

describe('mode buttons (spec 02 §4: shown only if the data says they exist)', () => {
  it('none without extra media', async () => {
    await render()
    expect(byTestId('carousel-modes')).toBeNull()
    expect(buttons(container).some((b) => /Video|360/.test(b.textContent ?? ''))).toBe(false)
  })

  it('none when every flag is off, even with URLs', async () => {
    await render({ extraMedia: { ...allMedia, hasVideo: false, has360: false, hasInternal360: false } })
    expect(byTestId('carousel-modes')).toBeNull()
  })

  it('all four when everything exists; only those that exist otherwise', async () => {
    await render({ extraMedia: allMedia })
    expect(modeNames()).toEqual(['Images', 'Video', 'Interior 360°', '360°'])
    await render({ extraMedia: { ...allMedia, hasVideo: false, hasInternal360: false } })
    expect(modeNames()).toEqual(['Images', '360°'])
    await render({ extraMedia: { hasVideo: true, has360: false, hasInternal360: false, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } })
    expect(modeNames()).toEqual(['Images', 'Video'])
  })

  it('a button switches the mode and shows its viewer; Images returns', async () => {
    await render({ extraMedia: allMedia })
    const modes = byTestId('carousel-modes')
    expect(button(modes, 'Images').getAttribute('aria-pressed')).toBe('true')

    await click(button(modes, 'Video'))
    expect(byTestId('image-carousel')?.dataset.mode).toBe('video')
    expect(button(modes, 'Video').getAttribute('aria-pressed')).toBe('true')
    expect(button(modes, 'Images').getAttribute('aria-pressed')).toBe('false')
    const video = byTestId<HTMLVideoElement>('video-file')
    expect(video?.getAttribute('src')).toBe('https://cdn.example.com/xc60.mp4')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(video?.getAttribute('aria-label')).toBe('Video of Volvo XC60')
    expect(byTestId('carousel-wide')).toBeNull()

    await click(button(modes, 'Interior 360°'))
    expect(byTestId('internal-360')?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Interior 360° view of Volvo XC60')

    await click(button(modes, '360°'))
    expect(byTestId('external-360')?.querySelector('[role="slider"]')?.getAttribute('aria-valuemax')).toBe('36')

    await click(button(modes, 'Images'))
    expect(byTestId('carousel-wide')).not.toBeNull()
  })
})

describe('pictures', () => {
  it('a car without pictures shows the missing-image fallback (spec 01 §8)', async () => {
    await render({ car: { ...car, car_images: [], car_primary_image: null } })
    expect(container.textContent).toContain('Image missing')
    expect(container.querySelector('img')).toBeNull()
    expect(byTestId('carousel-main')).toBeNull()
  })

  it('a car with only a primary image shows that one, without previous/next or counter', async () => {
    await render({ car: { ...car, car_images: null } })
    const main = byTestId('carousel-main')
    expect(main?.querySelector('img')?.getAttribute('alt')).toBe('Volvo XC60, image 1 of 1')
    expect(counter()).toBeUndefined()
    expect(buttons(container).some((b) => b.getAttribute('aria-label') === 'Next image')).toBe(false)
  })

  it('labels the area and gives every picture an alt text from the car', async () => {
    await render()
    expect(byTestId('image-carousel')?.getAttribute('aria-label')).toBe('Images of Volvo XC60')
    const alts = Array.from(byTestId('carousel-phone')?.querySelectorAll('img') ?? []).map((img) => img.getAttribute('alt'))
    expect(alts).toEqual(['Volvo XC60, image 1 of 3', 'Volvo XC60, image 2 of 3', 'Volvo XC60, image 3 of 3'])
    expect(byTestId('carousel-main')?.getAttribute('aria-label')).toBe('Show Volvo XC60, image 1 of 3 in full screen')
  })

  it('previous / next move through the pictures with a counter, wrapping round', async () => {
    await render()
    const wide = byTestId('carousel-wide')
    expect(counter()).toBe('1 / 3')
    await click(button(wide, 'Next image'))
    expect(counter()).toBe('2 / 3')
    expect(byTestId('carousel-main')?.querySelector('img')?.getAttribute('src')).toBe('/stock-images/suv-red-2.svg')
    await click(button(wide, 'Previous image'))
    await click(button(wide, 'Previous image'))
    expect(counter()).toBe('3 / 3')
  })

  it('thumbnails choose a picture and mark the current one', async () => {
    await render()
    const strip = byTestId('carousel-thumbnails')
    expect(strip?.getAttribute('aria-label')).toBe('All images')
    await click(button(strip, 'Show image 3'))
    expect(counter()).toBe('3 / 3')
    expect(button(strip, 'Show image 3').getAttribute('aria-current')).toBe('true')
    expect(button(strip, 'Show image 1').hasAttribute('aria-current')).toBe(false)
  })

  it('a horizontal swipe over 40 px changes the picture; the click that ends it opens nothing', async () => {
    await render()
    const main = byTestId('carousel-main')
    if (!main) throw new Error('no main picture')
    const pointer = async (type: string, clientX: number, clientY = 50) => {
      await act(async () => {
        main.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY, pointerId: 3, pointerType: 'touch' }))
      })
    }
    await pointer('pointerdown', 300)
    await pointer('pointerup', 200)
    await click(main)
    expect(counter()).toBe('2 / 3')
    expect(document.querySelector('[data-testid="gallery-dialog"]')).toBeNull()
    // Mostly vertical: a page scroll, not a swipe.
    await pointer('pointerdown', 300, 0)
    await pointer('pointerup', 240, 200)
    expect(counter()).toBe('2 / 3')
    await pointer('pointerdown', 100)
    await pointer('pointerup', 160)
    expect(counter()).toBe('1 / 3')
  })

  it('paints the blur placeholder behind the picture until it has loaded', async () => {
    downloading()
    await render()
    const frame = byTestId('carousel-main')?.parentElement
    expect(frame?.style.backgroundImage).toContain('data:image/png;base64,BLUR1')
    await act(async () => {
      byTestId('carousel-main')?.querySelector('img')?.dispatchEvent(new Event('load'))
    })
    expect(frame?.style.backgroundImage).toBe('')
  })
})

describe('gallery (spec 01 §2.13: opened at the current carousel index)', () => {
  it('clicking the main picture opens the gallery there; closing returns focus and keeps the position', async () => {
    await render()
    await click(button(byTestId('carousel-wide'), 'Next image'))
    const main = byTestId<HTMLButtonElement>('carousel-main')
    if (!main) throw new Error('no main picture')
    main.focus()
    await click(main)
    const dialog = document.querySelector<HTMLDialogElement>('[data-testid="gallery-dialog"]')
    expect(dialog?.open).toBe(true)
    expect(document.querySelector('[data-testid="gallery-counter"]')?.textContent).toBe('2 / 3')
    expect(document.documentElement.style.overflow).toBe('hidden')

    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }))
    })
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    })
    expect(document.querySelector('[data-testid="gallery-dialog"]')).toBeNull()
    expect(document.activeElement).toBe(main)
    expect(counter()).toBe('3 / 3')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('a picture of the phone carousel opens the gallery at that picture', async () => {
    await render()
    const phone = byTestId('carousel-phone')
    await click(button(phone, 'Show Volvo XC60, image 3 of 3 in full screen'))
    expect(document.querySelector('[data-testid="gallery-counter"]')?.textContent).toBe('3 / 3')
  })
})
