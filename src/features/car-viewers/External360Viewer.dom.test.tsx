// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CAR_VIEWER_TEXTS_EN } from './car-viewer-texts'
import { External360Viewer } from './External360Viewer'

const frames = Array.from({ length: 36 }, (_, i) => `/360/xc60-${i}.jpg`)
type Device = { prefersReducedMotion: 'reduce' | 'no-preference' }
const device = () => (window as unknown as { happyDOM: { settings: { device: Device } } }).happyDOM.settings.device

const renderViewer = () => render(<External360Viewer frames={frames} carName="Volvo XC60" texts={CAR_VIEWER_TEXTS_EN.external360} />)
const view = () => screen.getByRole('slider', { name: '360° view of Volvo XC60' })
const frame = () => Number(view().dataset.frame)
/** The picture shown in the slider (decorative: the slider's value text names the angle). */
const shownPicture = () => view().querySelector('img')?.getAttribute('src')
const toggle = () => screen.getByTestId<HTMLButtonElement>('external-360-toggle')
/** Time passes on the test's own clock (the turning is timed). */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** No pause between a person's actions: only `wait` moves the clock. */
const person = () => userEvent.setup({ delay: null })
const press = (clientX: number) => ({ keys: '[MouseLeft>]', target: view(), coords: { clientX, clientY: 10 } })
const move = (clientX: number) => ({ target: view(), coords: { clientX, clientY: 10 } })
const release = (clientX: number) => ({ keys: '[/MouseLeft]', target: view(), coords: { clientX, clientY: 10 } })

beforeEach(() => {
  vi.useFakeTimers()
  device().prefersReducedMotion = 'no-preference'
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  device().prefersReducedMotion = 'no-preference'
})

describe('External360Viewer (spec 02 §4, §9)', () => {
  it('is a labelled slider showing the first frame', () => {
    renderViewer()
    expect(view().getAttribute('aria-label')).toBe('360° view of Volvo XC60')
    expect(view().getAttribute('aria-valuetext')).toBe('Angle 1 of 36')
    expect(view().tabIndex).toBe(0)
    expect(shownPicture()).toBe('/360/xc60-0.jpg')
    expect(view().className).toContain('touch-pan-y')
  })

  it('turns by itself one frame every 150 ms', () => {
    renderViewer()
    wait(149)
    expect(frame()).toBe(0)
    wait(1)
    expect(frame()).toBe(1)
    wait(450)
    expect(frame()).toBe(4)
    expect(shownPicture()).toBe('/360/xc60-4.jpg')
  })

  it("the toggle reads 'Stop Rotation' while turning and 'Auto Rotate' once stopped", async () => {
    const user = person()
    renderViewer()
    expect(toggle().textContent).toBe('Stop Rotation')
    await user.click(screen.getByRole('button', { name: 'Stop Rotation' }))
    expect(toggle().textContent).toBe('Auto Rotate')
    expect(toggle().dataset.rotating).toBe('false')
    const stoppedAt = frame()
    wait(1500)
    expect(frame()).toBe(stoppedAt)
    await user.click(screen.getByRole('button', { name: 'Auto Rotate' }))
    expect(toggle().textContent).toBe('Stop Rotation')
    wait(300)
    expect(frame()).toBe(stoppedAt + 2)
  })

  it('dragging pauses the turning and moves one frame per 5 px; the turning resumes on release', async () => {
    const user = person()
    renderViewer()
    await user.pointer([press(100), move(126)])
    expect(frame()).toBe(5)
    wait(600)
    expect(frame()).toBe(5)
    await user.pointer(move(94))
    expect(frame()).toBe(35)
    await user.pointer(release(94))
    wait(150)
    expect(frame()).toBe(0)
  })

  it('preloads 5 frames on each side of the shown one', () => {
    renderViewer()
    const preloaded = () => Array.from(screen.getByTestId('external-360-preload').querySelectorAll('img')).map((img) => img.getAttribute('src'))
    expect(preloaded()).toEqual([1, 35, 2, 34, 3, 33, 4, 32, 5, 31].map((i) => `/360/xc60-${i}.jpg`))
    wait(150)
    expect(preloaded()).toHaveLength(10)
    expect(preloaded()).toContain('/360/xc60-6.jpg')
    expect(preloaded()).not.toContain('/360/xc60-1.jpg')
  })

  it('arrow keys step one frame and stop the turning', async () => {
    const user = person()
    renderViewer()
    await user.tab()
    expect(document.activeElement).toBe(view())
    await user.keyboard('{ArrowRight}')
    expect(frame()).toBe(1)
    expect(toggle().textContent).toBe('Auto Rotate')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(frame()).toBe(35)
    wait(1000)
    expect(frame()).toBe(35)
  })

  it('with reduced motion it starts stopped, and the toggle can still start it', async () => {
    device().prefersReducedMotion = 'reduce'
    const user = person()
    renderViewer()
    expect(toggle().textContent).toBe('Auto Rotate')
    wait(1000)
    expect(frame()).toBe(0)
    await user.click(toggle())
    wait(150)
    expect(frame()).toBe(1)
  })
})
