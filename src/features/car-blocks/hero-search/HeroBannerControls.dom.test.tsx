// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HeroScrollDownButton } from './HeroScrollDownButton'
import { HeroVideo } from './HeroVideo'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

describe('HeroScrollDownButton (spec 01 §2.7 FullScreen)', () => {
  it('smooth-scrolls to just below the banner', async () => {
    await act(async () =>
      root.render(
        <section data-hero-banner="">
          <HeroScrollDownButton label="Scrolla ner" />
        </section>,
      ),
    )
    const banner = container.querySelector('section')!
    vi.spyOn(banner, 'getBoundingClientRect').mockReturnValue({ bottom: 900 } as DOMRect)
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 40 })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Scrolla ner"]')!
    expect(button.type).toBe('button')
    await act(async () => button.click())
    expect(scrollTo).toHaveBeenCalledWith({ top: 940, behavior: 'smooth' })
  })
})

describe('HeroVideo', () => {
  it('starts muted and playing, and the button pauses and plays it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    await act(async () => root.render(<HeroVideo sources={[{ src: '/hero.mp4', type: 'video/mp4' }]} poster="/hero.jpg" texts={{ pause: 'Pausa videon', play: 'Spela videon' }} />))
    const video = container.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.getAttribute('poster')).toBe('/hero.jpg')
    expect(play).toHaveBeenCalledTimes(1)
    const button = container.querySelector<HTMLButtonElement>('button')!
    expect(button.getAttribute('aria-label')).toBe('Pausa videon')

    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'))
    })
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false)
    await act(async () => button.click())
    expect(pause).toHaveBeenCalled()
    expect(button.getAttribute('aria-label')).toBe('Spela videon')
  })
})
