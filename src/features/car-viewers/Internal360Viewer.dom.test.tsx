// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { Internal360Viewer } from './Internal360Viewer'
import { backgroundOffsetX, zoomToScale } from './panorama'

type Device = { prefersReducedMotion: 'reduce' | 'no-preference' }
const device = () => (window as unknown as { happyDOM: { settings: { device: Device } } }).happyDOM.settings.device

/** happy-dom has no layout: the viewport is given a width of 1000 px. */
const WIDTH = 1000

const renderViewer = () => render(<Internal360Viewer src="/360/xc60-interior.jpg" carName="Volvo XC60" texts={CAR_VIEWER_TEXTS_EN.internal360} />)
const view = () => screen.getByRole('img', { name: 'Interior 360° view of Volvo XC60' })
const position = () => Number.parseFloat(view().style.backgroundPositionX)
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
/** Time passes on the test's own clock (turning and its pauses are timed). */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** No pause between a person's actions: only `wait` moves the clock. */
const person = () => userEvent.setup({ delay: null })
/** A finger on the view at x = clientX. */
const touch = (clientX: number) => ({ keys: '[TouchA>]', target: view(), coords: { clientX, clientY: 10 } })
const moveTouch = (clientX: number) => ({ pointerName: 'TouchA', target: view(), coords: { clientX, clientY: 10 } })
const lift = (clientX: number) => ({ keys: '[/TouchA]', target: view(), coords: { clientX, clientY: 10 } })
/** The background x that shows `yaw` degrees in the middle at the default zoom. */
const at = (yaw: number, zoom = 50) => backgroundOffsetX(yaw, WIDTH * zoomToScale(zoom), WIDTH)

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
  })
  device().prefersReducedMotion = 'no-preference'
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  device().prefersReducedMotion = 'no-preference'
})

describe('Internal360Viewer (spec 02 §4: default zoom 50, 5 rpm after 1 s)', () => {
  it('paints the panorama as a repeating background at zoom 50, looking at 0°', () => {
    renderViewer()
    expect(view().getAttribute('aria-label')).toBe('Interior 360° view of Volvo XC60')
    expect(view().dataset.zoom).toBe('50')
    expect(view().style.backgroundImage).toContain('/360/xc60-interior.jpg')
    expect(view().style.backgroundRepeat).toBe('repeat-x')
    expect(view().style.backgroundSize).toBe('480% auto')
    expect(position()).toBeCloseTo(at(0))
  })

  it('turns by itself at 30° a second, starting after 1 s', () => {
    renderViewer()
    wait(990)
    expect(position()).toBeCloseTo(at(0))
    wait(1010)
    // About one second of turning (within an animation frame): ~30°.
    const turned = ((at(0) - position()) / (WIDTH * zoomToScale(50))) * 360
    expect(turned).toBeGreaterThan(28)
    expect(turned).toBeLessThan(31)
  })

  it('dragging looks round and pauses the turning, which resumes 1 s after release', async () => {
    const user = person()
    renderViewer()
    await user.pointer([touch(500), moveTouch(400)])
    // 100 px of a 4800 px turn = 7.5°, picture following the finger: looking right.
    expect(position()).toBeCloseTo(at(7.5))
    wait(3000)
    expect(position()).toBeCloseTo(at(7.5))
    await user.pointer(lift(400))
    wait(900)
    expect(position()).toBeCloseTo(at(7.5))
    wait(600)
    expect(position()).not.toBeCloseTo(at(7.5))
  })

  it('arrow keys turn by 10°; +/− and the buttons zoom, disabled at the ends', async () => {
    device().prefersReducedMotion = 'reduce'
    const user = person()
    renderViewer()
    await user.tab()
    expect(document.activeElement).toBe(view())
    await user.keyboard('{ArrowRight}')
    expect(position()).toBeCloseTo(at(10))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(position()).toBeCloseTo(at(350))

    await user.keyboard('+')
    expect(view().dataset.zoom).toBe('60')
    await user.click(button('Zoom out'))
    await user.click(button('Zoom out'))
    expect(view().dataset.zoom).toBe('40')
    // Zooming keeps the direction looked at.
    expect(position()).toBeCloseTo(at(350, 40))
    for (let i = 0; i < 6; i++) await user.click(button('Zoom in'))
    expect(view().dataset.zoom).toBe('100')
    expect(button('Zoom in').disabled).toBe(true)
    expect(button('Zoom out').disabled).toBe(false)
  })

  it('with reduced motion it does not turn until the toggle starts it', async () => {
    device().prefersReducedMotion = 'reduce'
    const user = person()
    renderViewer()
    expect(button('Auto Rotate').textContent).toBe('Auto Rotate')
    wait(3000)
    expect(position()).toBeCloseTo(at(0))
    await user.click(button('Auto Rotate'))
    expect(button('Stop Rotation')).toBeTruthy()
    wait(2000)
    expect(position()).not.toBeCloseTo(at(0))
  })
})
