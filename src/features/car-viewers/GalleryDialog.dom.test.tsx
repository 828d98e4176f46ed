// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import type { ViewerImage } from './car-images'
import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { GalleryDialog } from './GalleryDialog'

const images: ViewerImage[] = Array.from({ length: 12 }, (_, i) => ({
  src: `/stock-images/suv-red-${i + 1}.svg`,
  alt: `Volvo XC60, image ${i + 1} of 12`,
  blurDataUrl: i === 0 ? null : 'data:image/png;base64,AAAA',
}))

let container: HTMLDivElement
let root: Root
const onClose = vi.fn<(index: number) => void>()

/** An opener button and the gallery, shown while open: how the carousel uses it. */
function Harness({ start }: { start: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>
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

const dialog = () => document.querySelector<HTMLDialogElement>('[data-testid="gallery-dialog"]')
const counter = () => document.querySelector('[data-testid="gallery-counter"]')?.textContent
const shownImage = () => dialog()?.querySelector('img')
const button = (name: string) => {
  const found = Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}
const press = async (key: string) => {
  await act(async () => {
    ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}
const click = async (element: HTMLElement) => {
  await act(async () => element.click())
}
const openAt = async (start: number) => {
  await act(async () => root.render(<Harness start={start} />))
  const opener = document.querySelector<HTMLButtonElement>('[data-testid="opener"]')
  if (!opener) throw new Error('no opener')
  opener.focus()
  await click(opener)
  return opener
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

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  onClose.mockClear()
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  document.documentElement.style.overflow = ''
})

describe('GalleryDialog (spec 02 §4 fullscreen gallery, spec 01 §2.13)', () => {
  it('opens as a labelled modal at the given index (3 → the fourth picture)', async () => {
    await openAt(3)
    const d = dialog()
    expect(d?.open).toBe(true)
    expect(counter()).toBe('4 / 12')
    expect(shownImage()?.getAttribute('alt')).toBe('Volvo XC60, image 4 of 12')
    expect(shownImage()?.getAttribute('src')).toBe('/stock-images/suv-red-4.svg')
    const title = document.getElementById(d?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Images of Volvo XC60')
    // The focus moves into the dialog (its close button).
    expect(document.activeElement).toBe(button('Close'))
  })

  it('ArrowRight / ArrowLeft move, wrapping round; Home and End jump', async () => {
    await openAt(3)
    await press('ArrowRight')
    expect(counter()).toBe('5 / 12')
    await press('ArrowLeft')
    await press('ArrowLeft')
    expect(counter()).toBe('3 / 12')
    await press('Home')
    expect(counter()).toBe('1 / 12')
    await press('ArrowLeft')
    expect(counter()).toBe('12 / 12')
    await press('ArrowRight')
    expect(counter()).toBe('1 / 12')
    await press('End')
    expect(counter()).toBe('12 / 12')
  })

  it('the previous / next buttons move too', async () => {
    await openAt(0)
    await click(button('Next image'))
    await click(button('Next image'))
    expect(counter()).toBe('3 / 12')
    await click(button('Previous image'))
    expect(counter()).toBe('2 / 12')
  })

  it('locks the page scroll while open and restores it afterwards', async () => {
    document.documentElement.style.overflow = 'auto'
    await openAt(3)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await press('Escape')
    expect(document.documentElement.style.overflow).toBe('auto')
  })

  it('Escape closes it, reports the last picture and returns the focus to the opener', async () => {
    const opener = await openAt(3)
    await press('ArrowRight')
    await press('Escape')
    expect(onClose).toHaveBeenCalledWith(4)
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('the close button closes it as well', async () => {
    const opener = await openAt(0)
    await click(button('Close'))
    expect(onClose).toHaveBeenCalledWith(0)
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('shows the blur placeholder until the picture has loaded', async () => {
    downloading()
    await openAt(1)
    const frame = shownImage()?.parentElement
    expect(frame?.style.backgroundImage).toContain('data:image/png;base64,AAAA')
    await act(async () => {
      shownImage()?.dispatchEvent(new Event('load'))
    })
    expect(frame?.style.backgroundImage).toBe('')
  })

  it('a swipe to the left shows the next picture, a short one does nothing', async () => {
    await openAt(3)
    const frame = shownImage()?.parentElement
    if (!frame) throw new Error('no frame')
    const pointer = async (type: string, clientX: number) => {
      await act(async () => {
        frame.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY: 100, pointerId: 7, pointerType: 'touch' }))
      })
    }
    await pointer('pointerdown', 300)
    await pointer('pointerup', 250)
    expect(counter()).toBe('5 / 12')
    await pointer('pointerdown', 300)
    await pointer('pointerup', 270)
    expect(counter()).toBe('5 / 12')
    await pointer('pointerdown', 100)
    await pointer('pointerup', 200)
    expect(counter()).toBe('4 / 12')
  })
})
