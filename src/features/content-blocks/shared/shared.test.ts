import { afterEach, describe, expect, it, vi } from 'vitest'

import { blockHref, usableLink } from './block-fields'
import { autoplayDelayMs, autoplayRuns, type AutoplayState } from './carousel-autoplay'
import { debounce } from './debounce'
import { videoHasAudio } from './video-audio'

const idle: AutoplayState = { enabled: true, slideCount: 3, hovered: false, focused: false, reducedMotion: false, pausedByVisitor: false }

describe('carousel auto-play (spec 01 §9, issue 21)', () => {
  it('runs when nothing holds it', () => expect(autoplayRuns(idle)).toBe(true))
  it.each(['hovered', 'focused', 'reducedMotion', 'pausedByVisitor'] as const)('pauses while %s', (key) => {
    expect(autoplayRuns({ ...idle, [key]: true })).toBe(false)
  })
  it('does not run with one slide or when turned off', () => {
    expect(autoplayRuns({ ...idle, slideCount: 1 })).toBe(false)
    expect(autoplayRuns({ ...idle, enabled: false })).toBe(false)
  })
  it('defaults to 5 s; 0 turns it off; very long delays are capped at a minute', () => {
    expect(autoplayDelayMs(undefined)).toBe(5000)
    expect(autoplayDelayMs(null)).toBe(5000)
    expect(autoplayDelayMs(0)).toBe(0)
    expect(autoplayDelayMs(7.5)).toBe(7500)
    expect(autoplayDelayMs(600)).toBe(60_000)
  })
})

describe('video audio (spec 01 §4)', () => {
  it('reads what each browser tells', () => {
    expect(videoHasAudio({ mozHasAudio: false })).toBe(false)
    expect(videoHasAudio({ audioTracks: { length: 1 } })).toBe(true)
    expect(videoHasAudio({ audioTracks: { length: 0 } })).toBe(false)
    expect(videoHasAudio({ webkitAudioDecodedByteCount: 2048 })).toBe(true)
  })
  it('does not claim sound before the browser knows', () => {
    expect(videoHasAudio({ webkitAudioDecodedByteCount: 0 })).toBeUndefined()
    expect(videoHasAudio({})).toBeUndefined()
  })
})

describe('debounce (spec 01 §9 stage row resize 100 ms)', () => {
  afterEach(() => vi.useRealTimers())
  it('calls once, 100 ms after the last of a burst', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn, 100)
    d(1)
    vi.advanceTimersByTime(60)
    d(2)
    vi.advanceTimersByTime(99)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledExactlyOnceWith(2)
  })
})

describe('block links', () => {
  it('prefixes site paths with the page language, leaves addresses alone', () => {
    expect(blockHref('/kontakt', 'en', 'sv')).toBe('/en/kontakt')
    expect(blockHref('/kontakt', 'sv', 'sv')).toBe('/kontakt')
    expect(blockHref('/en/contact', 'en', 'sv')).toBe('/en/contact')
    expect(blockHref('https://example.com/x', 'en', 'sv')).toBe('https://example.com/x')
    expect(blockHref('  ', 'en', 'sv')).toBeUndefined()
  })
  it('a link needs both an address and a text', () => {
    expect(usableLink({ href: '/a', text: '' }, 'sv', 'sv')).toBeUndefined()
    expect(usableLink({ href: '/a', text: 'Läs mer' }, 'sv', 'sv')).toEqual({ href: '/a', text: 'Läs mer' })
  })
})
