// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import type { ViewerImage } from './car-images'
import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { GalleryDialog } from './GalleryDialog'

const images: ViewerImage[] = Array.from({ length: 12 }, (_, i) => ({
  src: `/stock-images/suv-red-${i + 1}.svg`,
  alt: `Volvo XC60, image ${i + 1} of 12`,
  blurDataUrl: i === 0 ? null : 'data:image/png;base64,AAAA',
}))

const onClose = vi.fn<(index: number) => void>()

/** An opener button and the gallery, shown while open: how the carousel uses it. */
function Harness({ start }: { start: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <GalleryDialog
          images={images}
          startIndex={start}
          carName="Volvo XC60"
          texts={CAR_VIEWER_TEXTS_EN.gallery}
          onClose={(index) => {
            onClose(index)
            setOpen(false)
          }}
        />
      ) : null}
    </>
  )
}

const dialog = () => screen.queryByTestId<HTMLDialogElement>('gallery-dialog')
const counter = () => screen.queryByTestId('gallery-counter')?.textContent
/** The picture shown large (the first in the dialog). */
const shownImage = () => dialog()?.querySelector('img')
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
/** A visitor with no pause between actions. */
let user: ReturnType<typeof userEvent.setup>
/** Renders the opener, moves the focus to it and opens the gallery with it. */
const openAt = async (start: number) => {
  render(<Harness start={start} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  await user.click(opener)
  await screen.findByTestId('gallery-dialog')
  return opener
}
/** A finger moving across the picture's frame, from x to x. */
const swipe = (frame: HTMLElement, fromX: number, toX: number) =>
  user.pointer([
    { keys: '[TouchA>]', target: frame, coords: { clientX: fromX, clientY: 100 } },
    { pointerName: 'TouchA', target: frame, coords: { clientX: toX, clientY: 100 } },
    { keys: '[/TouchA]', target: frame, coords: { clientX: toX, clientY: 100 } },
  ])

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

beforeEach(() => {
  user = userEvent.setup({ delay: null })
  onClose.mockClear()
})

afterEach(() => {
  cleanup()
  document.documentElement.style.overflow = ''
})

describe('GalleryDialog (spec 02 §4 fullscreen gallery, spec 01 §2.13)', () => {
  it('opens as a labelled modal at the given index (3 → the fourth picture)', async () => {
    await openAt(3)
    const d = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Images of Volvo XC60' })
    expect(d).toBe(dialog())
    expect(d.open).toBe(true)
    expect(counter()).toBe('4 / 12')
    expect(shownImage()?.getAttribute('alt')).toBe('Volvo XC60, image 4 of 12')
    expect(shownImage()?.getAttribute('src')).toBe('/stock-images/suv-red-4.svg')
    const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Images of Volvo XC60')
    // The focus moves into the dialog (its close button).
    expect(document.activeElement).toBe(button('Close'))
  })

  it('ArrowRight / ArrowLeft move, wrapping round; Home and End jump', async () => {
    await openAt(3)
    await user.keyboard('{ArrowRight}')
    expect(counter()).toBe('5 / 12')
    await user.keyboard('{ArrowLeft}')
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toBe('3 / 12')
    await user.keyboard('{Home}')
    expect(counter()).toBe('1 / 12')
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toBe('12 / 12')
    await user.keyboard('{ArrowRight}')
    expect(counter()).toBe('1 / 12')
    await user.keyboard('{End}')
    expect(counter()).toBe('12 / 12')
  })

  it('the previous / next buttons move too', async () => {
    await openAt(0)
    await user.click(button('Next image'))
    await user.click(button('Next image'))
    expect(counter()).toBe('3 / 12')
    await user.click(button('Previous image'))
    expect(counter()).toBe('2 / 12')
  })

  it('locks the page scroll while open and restores it afterwards', async () => {
    document.documentElement.style.overflow = 'auto'
    await openAt(3)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.documentElement.style.overflow).toBe('auto')
  })

  it('Escape closes it, reports the last picture and returns the focus to the opener', async () => {
    const opener = await openAt(3)
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledWith(4)
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('the close button closes it as well', async () => {
    const opener = await openAt(0)
    await user.click(button('Close'))
    expect(onClose).toHaveBeenCalledWith(0)
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('shows the blur placeholder until the picture has loaded', async () => {
    downloading()
    await openAt(1)
    const frame = shownImage()?.parentElement
    expect(frame?.style.backgroundImage).toContain('data:image/png;base64,AAAA')
    // The browser's load event; next/image reports it after decoding the picture (a promise).
    fireEvent.load(shownImage()!)
    await waitFor(() => expect(frame?.style.backgroundImage).toBe(''))
  })

  it('a swipe to the left shows the next picture, a short one does nothing', async () => {
    await openAt(3)
    const frame = shownImage()?.parentElement
    if (!frame) throw new Error('no frame')
    await swipe(frame, 300, 250)
    expect(counter()).toBe('5 / 12')
    await swipe(frame, 300, 270)
    expect(counter()).toBe('5 / 12')
    await swipe(frame, 100, 200)
    expect(counter()).toBe('4 / 12')
  })

  describe('zoom (issue 41 item 4)', () => {
    /** The picture's frame, laid out 400 × 300 px at the window's top left (happy-dom lays out nothing). */
    const laidOutFrame = () => {
      const frame = screen.getByTestId('gallery-frame')
      vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }))
      return frame
    }
    const scale = () => Number(screen.getByTestId('gallery-frame').dataset.zoom)
    const transform = () => shownImage()?.style.transform ?? ''

    it('the zoom buttons and the + − 0 keys zoom the picture in and out', async () => {
      await openAt(0)
      laidOutFrame()
      expect(button('Zoom out').disabled).toBe(true)
      await user.click(button('Zoom in'))
      expect(scale()).toBe(1.5)
      expect(transform()).toContain('scale(1.500)')
      expect(button('Zoom out').disabled).toBe(false)
      await user.keyboard('+')
      expect(scale()).toBe(2.25)
      await user.keyboard('-')
      expect(scale()).toBe(1.5)
      await user.keyboard('0')
      expect(scale()).toBe(1)
      expect(transform()).toBe('')
      // As far as it goes: the button says so.
      for (let i = 0; i < 5; i++) await user.keyboard('+')
      expect(scale()).toBe(4)
      expect(button('Zoom in').disabled).toBe(true)
    })

    it('a double click zooms in where it was clicked, a second one back out', async () => {
      await openAt(0)
      const frame = laidOutFrame()
      await user.pointer([{ keys: '[MouseLeft][MouseLeft]', target: frame, coords: { clientX: 100, clientY: 75 } }])
      expect(scale()).toBe(2.5)
      // The point clicked (100 px left of and 75 px above the centre) stays under the pointer.
      expect(transform()).toBe('translate(150.0px, 112.5px) scale(2.500)')
      await user.dblClick(frame)
      expect(scale()).toBe(1)
    })

    it('a double tap zooms in too', async () => {
      await openAt(0)
      const frame = laidOutFrame()
      const tap = { keys: '[TouchA]', target: frame, coords: { clientX: 200, clientY: 150 } }
      await user.pointer([tap, tap])
      expect(scale()).toBe(2.5)
    })

    it('the wheel zooms at the pointer: away from you in, towards you out', async () => {
      await openAt(0)
      const frame = laidOutFrame()
      fireEvent.wheel(frame, { deltaY: -300, clientX: 200, clientY: 150 })
      expect(scale()).toBeGreaterThan(1.5)
      fireEvent.wheel(frame, { deltaY: 2_000, clientX: 200, clientY: 150 })
      expect(scale()).toBe(1)
    })

    it('two fingers moving apart zoom in; zoomed, one finger drags the picture instead of changing it', async () => {
      await openAt(3)
      const frame = laidOutFrame()
      // Two fingers 100 px apart, the second moving to 200 px apart.
      const touch = (pointerId: number, clientX: number) => ({ pointerId, pointerType: 'touch', isPrimary: pointerId === 1, clientX, clientY: 150 })
      fireEvent.pointerDown(frame, touch(1, 150))
      fireEvent.pointerDown(frame, touch(2, 250))
      fireEvent.pointerMove(frame, touch(2, 350))
      fireEvent.pointerUp(frame, touch(2, 350))
      fireEvent.pointerUp(frame, touch(1, 150))
      expect(scale()).toBe(2)
      expect(counter()).toBe('4 / 12')
      const before = transform()
      await swipe(frame, 300, 200)
      // Moved 100 px to the left, still the same picture.
      expect(counter()).toBe('4 / 12')
      expect(transform()).not.toBe(before)
      expect(transform()).toMatch(/^translate\(-?\d+\.\dpx, -?\d+\.\dpx\) scale\(2\.000\)$/)
    })

    it('the next picture starts whole, and a swipe changes pictures again', async () => {
      await openAt(3)
      laidOutFrame()
      await user.click(button('Zoom in'))
      await user.click(button('Next image'))
      expect(counter()).toBe('5 / 12')
      expect(scale()).toBe(1)
      await swipe(screen.getByTestId('gallery-frame'), 300, 250)
      expect(counter()).toBe('6 / 12')
    })
  })
})
