// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { External360Viewer } from './External360Viewer'

const frames = Array.from({ length: 36 }, (_, i) => `/360/xc60-${i}.jpg`)
type Device = { prefersReducedMotion: 'reduce' | 'no-preference' }
const device = () => (window as unknown as { happyDOM: { settings: { device: Device } } }).happyDOM.settings.device

let container: HTMLDivElement
let root: Root

const render = async () => {
  await act(async () => root.render(<External360Viewer frames={frames} carName="Volvo XC60" texts={CAR_VIEWER_TEXTS_EN.external360} />))
}
const view = () => {
  const element = container.querySelector<HTMLElement>('[role="slider"]')
  if (!element) throw new Error('no view')
  return element
}
const frame = () => Number(view().dataset.frame)
const toggle = () => {
  const element = container.querySelector<HTMLButtonElement>('[data-testid="external-360-toggle"]')
  if (!element) throw new Error('no toggle')
  return element
}
const wait = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}
const pointer = async (type: string, clientX: number) => {
  await act(async () => {
    view().dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY: 10, pointerId: 1, pointerType: 'mouse', button: 0 }))
  })
}
const press = async (key: string) => {
  await act(async () => {
    view().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  device().prefersReducedMotion = 'no-preference'
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
  device().prefersReducedMotion = 'no-preference'
})

describe('External360Viewer (spec 02 §4, §9)', () => {
  it('is a labelled slider showing the first frame', async () => {
    await render()
    expect(view().getAttribute('aria-label')).toBe('360° view of Volvo XC60')
    expect(view().getAttribute('aria-valuetext')).toBe('Angle 1 of 36')
    expect(view().tabIndex).toBe(0)
    expect(view().querySelector('img')?.getAttribute('src')).toBe('/360/xc60-0.jpg')
    expect(view().className).toContain('touch-pan-y')
  })

  it('turns by itself one frame every 150 ms', async () => {
    await render()
    await wait(149)
    expect(frame()).toBe(0)
    await wait(1)
    expect(frame()).toBe(1)
    await wait(450)
    expect(frame()).toBe(4)
    expect(view().querySelector('img')?.getAttribute('src')).toBe('/360/xc60-4.jpg')
  })

  it("the toggle reads 'Stop Rotation' while turning and 'Auto Rotate' once stopped", async () => {
    await render()
    expect(toggle().textContent).toBe('Stop Rotation')
    await act(async () => toggle().click())
    expect(toggle().textContent).toBe('Auto Rotate')
    expect(toggle().dataset.rotating).toBe('false')
    const stoppedAt = frame()
    await wait(1500)
    expect(frame()).toBe(stoppedAt)
    await act(async () => toggle().click())
    expect(toggle().textContent).toBe('Stop Rotation')
    await wait(300)
    expect(frame()).toBe(stoppedAt + 2)
  })

  it('dragging pauses the turning and moves one frame per 5 px; the turning resumes on release', async () => {
    await render()
    await pointer('pointerdown', 100)
    await pointer('pointermove', 126)
    expect(frame()).toBe(5)
    await wait(600)
    expect(frame()).toBe(5)
    await pointer('pointermove', 94)
    expect(frame()).toBe(35)
    await pointer('pointerup', 94)
    await wait(150)
    expect(frame()).toBe(0)
  })

  it('preloads 5 frames on each side of the shown one', async () => {
    await render()
    const preloaded = () => Array.from(container.querySelectorAll('[data-testid="external-360-preload"] img')).map((img) => img.getAttribute('src'))
    expect(preloaded()).toEqual([1, 35, 2, 34, 3, 33, 4, 32, 5, 31].map((i) => `/360/xc60-${i}.jpg`))
    await wait(150)
    expect(preloaded()).toHaveLength(10)
    expect(preloaded()).toContain('/360/xc60-6.jpg')
    expect(preloaded()).not.toContain('/360/xc60-1.jpg')
  })

  it('arrow keys step one frame and stop the turning', async () => {
    await render()
    await press('ArrowRight')
    expect(frame()).toBe(1)
    expect(toggle().textContent).toBe('Auto Rotate')
    await press('ArrowLeft')
    await press('ArrowLeft')
    expect(frame()).toBe(35)
    await wait(1000)
    expect(frame()).toBe(35)
  })

  it('with reduced motion it starts stopped, and the toggle can still start it', async () => {
    device().prefersReducedMotion = 'reduce'
    await render()
    expect(toggle().textContent).toBe('Auto Rotate')
    await wait(1000)
    expect(frame()).toBe(0)
    await act(async () => toggle().click())
    await wait(150)
    expect(frame()).toBe(1)
  })
})
