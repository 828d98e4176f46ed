// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HeroScrollDownButton } from './HeroScrollDownButton'
import { HeroVideo } from './HeroVideo'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('HeroScrollDownButton (spec 01 §2.7 FullScreen)', () => {
  it('smooth-scrolls to just below the banner', async () => {
    const user = userEvent.setup()
    render(
      <section data-hero-banner="" data-testid="banner">
        <HeroScrollDownButton label="Scrolla ner" />
      </section>,
    )
    // Layout happy-dom does not do: the banner ends 900 px below the top of the view.
    vi.spyOn(screen.getByTestId('banner'), 'getBoundingClientRect').mockReturnValue({ bottom: 900 } as DOMRect)
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 40 })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Scrolla ner' })
    expect(button.type).toBe('button')
    await user.click(button)
    expect(scrollTo).toHaveBeenCalledWith({ top: 940, behavior: 'smooth' })
  })
})

describe('HeroVideo', () => {
  it('starts muted and playing, and the button pauses and plays it', async () => {
    const user = userEvent.setup()
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    const { container } = render(
      <HeroVideo sources={[{ src: '/hero.mp4', type: 'video/mp4' }]} poster="/hero.jpg" texts={{ pause: 'Pausa videon', play: 'Spela videon' }} />,
    )
    // A <video> has no role to find it by.
    const video = container.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.getAttribute('poster')).toBe('/hero.jpg')
    expect(play).toHaveBeenCalledTimes(1)
    const button = screen.getByRole('button')
    expect(button.getAttribute('aria-label')).toBe('Pausa videon')

    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'))
    })
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false)
    await user.click(button)
    expect(pause).toHaveBeenCalled()
    expect(button.getAttribute('aria-label')).toBe('Spela videon')
  })
})
