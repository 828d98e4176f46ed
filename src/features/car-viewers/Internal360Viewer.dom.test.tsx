// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { Internal360Viewer } from './Internal360Viewer'
import { backgroundOffsetX, zoomToScale } from './panorama'

type Device = { prefersReducedMotion: 'reduce' | 'no-preference' }
const device = () => (window as unknown as { happyDOM: { settings: { device: Device } } }).happyDOM.settings.device

/** happy-dom has no layout: the viewport is given a width of 1000 px. */
const WIDTH = 1000

let container: HTMLDivElement
let root: Root

const render = async () => {
  await act(async () => root.render(<Internal360Viewer src="/360/xc60-interior.jpg" carName="Volvo XC60" texts={CAR_VIEWER_TEXTS_EN.internal360} />))
}
const view = () => {
  const element = container.querySelector<HTMLElement>('[role="img"]')
  if (!element) throw new Error('no view')
  return element
}
const position = () => Number.parseFloat(view().style.backgroundPositionX)
const button = (name: string) => {
  const found = Array.from(container.querySelectorAll<HTMLButtonElement>('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}
const wait = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}
const press = async (key: string) => {
  await act(async () => {
    view().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}
const pointer = async (type: string, clientX: number) => {
  await act(async () => {
    view().dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY: 10, pointerId: 2, pointerType: 'touch' }))
  })
}
/** The background x that shows `yaw` degrees in the middle at the default zoom. */
const at = (yaw: number, zoom = 50) => backgroundOffsetX(yaw, WIDTH * zoomToScale(zoom), WIDTH)

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] })
  device().prefersReducedMotion = 'no-preference'
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
  device().prefersReducedMotion = 'no-preference'
})

describe('Internal360Viewer (spec 02 §4: default zoom 50, 5 rpm after 1 s)', () => {
  it('paints the panorama as a repeating background at zoom 50, looking at 0°', async () => {
    await render()
    expect(view().getAttribute('aria-label')).toBe('Interior 360° view of Volvo XC60')
    expect(view().dataset.zoom).toBe('50')
    expect(view().style.backgroundImage).toContain('/360/xc60-interior.jpg')
    expect(view().style.backgroundRepeat).toBe('repeat-x')
    expect(view().style.backgroundSize).toBe('480% auto')
    expect(position()).toBeCloseTo(at(0))
  })

  it('turns by itself at 30° a second, starting after 1 s', async () => {
    await render()
    await wait(990)
    expect(position()).toBeCloseTo(at(0))
    await wait(1010)
    // About one second of turning (within an animation frame): ~30°.
    const turned = ((at(0) - position()) / (WIDTH * zoomToScale(50))) * 360
    expect(turned).toBeGreaterThan(28)
    expect(turned).toBeLessThan(31)
  })

  it('dragging looks round and pauses the turning, which resumes 1 s after release', async () => {
    await render()
    await pointer('pointerdown', 500)
    await pointer('pointermove', 400)
    // 100 px of a 4800 px turn = 7.5°, picture following the finger: looking right.
    expect(position()).toBeCloseTo(at(7.5))
    await wait(3000)
    expect(position()).toBeCloseTo(at(7.5))
    await pointer('pointerup', 400)
    await wait(900)
    expect(position()).toBeCloseTo(at(7.5))
    await wait(600)
    expect(position()).not.toBeCloseTo(at(7.5))
  })

  it('arrow keys turn by 10°; +/− and the buttons zoom, disabled at the ends', async () => {
    device().prefersReducedMotion = 'reduce'
    await render()
    await press('ArrowRight')
    expect(position()).toBeCloseTo(at(10))
    await press('ArrowLeft')
    await press('ArrowLeft')
    expect(position()).toBeCloseTo(at(350))

    await press('+')
    expect(view().dataset.zoom).toBe('60')
    await act(async () => button('Zoom out').click())
    await act(async () => button('Zoom out').click())
    expect(view().dataset.zoom).toBe('40')
    // Zooming keeps the direction looked at.
    expect(position()).toBeCloseTo(at(350, 40))
    for (let i = 0; i < 6; i++) await act(async () => button('Zoom in').click())
    expect(view().dataset.zoom).toBe('100')
    expect(button('Zoom in').disabled).toBe(true)
    expect(button('Zoom out').disabled).toBe(false)
  })

  it('with reduced motion it does not turn until the toggle starts it', async () => {
    device().prefersReducedMotion = 'reduce'
    await render()
    expect(button('Auto Rotate').textContent).toBe('Auto Rotate')
    await wait(3000)
    expect(position()).toBeCloseTo(at(0))
    await act(async () => button('Auto Rotate').click())
    expect(button('Stop Rotation')).toBeTruthy()
    await wait(2000)
    expect(position()).not.toBeCloseTo(at(0))
  })
})
