import { describe, expect, it } from 'vitest'

import { popupDismissedKey, popupTrigger, scrollDepthPercent, scrollTriggerReached } from './popup-trigger'

describe('scrollDepthPercent (the bottom of the window against the page)', () => {
  it('is the share of the page seen so far', () => {
    expect(scrollDepthPercent(0, 900, 3600)).toBe(25)
    expect(scrollDepthPercent(900, 900, 3600)).toBe(50)
    expect(scrollDepthPercent(2700, 900, 3600)).toBe(100)
  })

  it('a page that fits in the window has been seen whole; nothing above 100 or below 0', () => {
    expect(scrollDepthPercent(0, 900, 800)).toBe(100)
    expect(scrollDepthPercent(0, 900, 0)).toBe(100)
    expect(scrollDepthPercent(5000, 900, 3600)).toBe(100)
    expect(scrollDepthPercent(-200, 900, 3600)).toBe(25)
  })
})

describe('scrollTriggerReached', () => {
  it('opens at the editor’s depth, once the visitor has scrolled at all', () => {
    expect(scrollTriggerReached(50, 899, 900, 3600)).toBe(false)
    expect(scrollTriggerReached(50, 900, 900, 3600)).toBe(true)
    // The first screen shows 25 %: a 20 % popup still waits for the first scroll.
    expect(scrollTriggerReached(20, 0, 900, 3600)).toBe(false)
    expect(scrollTriggerReached(20, 1, 900, 3600)).toBe(true)
    // A page that cannot scroll never opens a scroll popup by itself.
    expect(scrollTriggerReached(10, 0, 900, 800)).toBe(false)
  })
})

describe('popupTrigger (the block’s fields)', () => {
  it('keeps the editor’s numbers within bounds and falls back to the defaults', () => {
    expect(popupTrigger('delay', { delaySeconds: 4, buttonLabel: 'x' })).toEqual({ kind: 'delay', seconds: 4 })
    expect(popupTrigger('delay', { delaySeconds: -3, buttonLabel: 'x' })).toEqual({ kind: 'delay', seconds: 0 })
    expect(popupTrigger('delay', { delaySeconds: 10_000, buttonLabel: 'x' })).toEqual({ kind: 'delay', seconds: 600 })
    expect(popupTrigger('delay', { delaySeconds: null, buttonLabel: 'x' })).toEqual({ kind: 'delay', seconds: 10 })
    expect(popupTrigger('scroll', { scrollDepth: 0, buttonLabel: 'x' })).toEqual({ kind: 'scroll', percent: 1 })
    expect(popupTrigger('scroll', { scrollDepth: 250, buttonLabel: 'x' })).toEqual({ kind: 'scroll', percent: 100 })
    expect(popupTrigger('scroll', { buttonLabel: 'x' })).toEqual({ kind: 'scroll', percent: 50 })
    expect(popupTrigger('scroll', { scrollDepth: Number.NaN, buttonLabel: 'x' })).toEqual({ kind: 'scroll', percent: 50 })
  })

  it('a button (also when the trigger is missing) carries its label', () => {
    expect(popupTrigger('button', { buttonLabel: 'Få erbjudandet' })).toEqual({ kind: 'button', label: 'Få erbjudandet' })
    expect(popupTrigger(null, { buttonLabel: 'Öppna formuläret' })).toEqual({ kind: 'button', label: 'Öppna formuläret' })
  })

  it('remembers an answered popup per block', () => {
    expect(popupDismissedKey('65f0a1')).toBe('showroom-marketing-popup:65f0a1')
    expect(popupDismissedKey('a')).not.toBe(popupDismissedKey('b'))
  })
})
