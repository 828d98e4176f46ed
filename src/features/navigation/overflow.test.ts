import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { countVisibleItems, RESIZE_FINAL_UPDATE_MS, RESIZE_THROTTLE_MS, throttleWithFinalUpdate } from './overflow'

describe('countVisibleItems', () => {
  const items = [100, 120, 80, 150]

  it('shows every item and no More button when they all fit', () => {
    expect(countVisibleItems({ availableWidth: 450, itemWidths: items, moreWidth: 90 })).toBe(4)
    expect(countVisibleItems({ availableWidth: 1000, itemWidths: items, moreWidth: 90 })).toBe(4)
  })

  it('moves the items that do not fit into More, keeping room for the More button', () => {
    // 449 px: all four (450) do not fit; with More (90) the first three (300) fit in 359.
    expect(countVisibleItems({ availableWidth: 449, itemWidths: items, moreWidth: 90 })).toBe(3)
    // 300 px: room beside More is 210: 100 + 120 is too much, so only the first item stays.
    expect(countVisibleItems({ availableWidth: 300, itemWidths: items, moreWidth: 90 })).toBe(1)
  })

  it('keeps menu order: a later narrow item never jumps ahead of a wider one that overflowed', () => {
    // 270 px of items do not fit in 260; beside More there are 170 px: 100 fits, 150 does not,
    // and the 20 px item stays in More after it.
    expect(countVisibleItems({ availableWidth: 260, itemWidths: [100, 150, 20], moreWidth: 90 })).toBe(1)
  })

  it('subtracts the fixed parts (language switcher, extra items) from the available width', () => {
    expect(countVisibleItems({ availableWidth: 650, itemWidths: items, moreWidth: 90, fixedWidths: [120, 80] })).toBe(4)
    expect(countVisibleItems({ availableWidth: 650, itemWidths: items, moreWidth: 90, fixedWidths: [120, 81] })).toBe(3)
  })

  it('puts everything into More when not even one item fits beside it', () => {
    expect(countVisibleItems({ availableWidth: 150, itemWidths: items, moreWidth: 90 })).toBe(0)
  })

  it('tolerates sub-pixel rounding so an item that exactly fits stays visible', () => {
    expect(countVisibleItems({ availableWidth: 449.6, itemWidths: [100.2, 120.2, 80.2, 149.5], moreWidth: 90 })).toBe(4)
  })

  it('shows all items while the bar is not laid out (hidden below 1280 px or not yet measured)', () => {
    expect(countVisibleItems({ availableWidth: 0, itemWidths: items, moreWidth: 90 })).toBe(4)
    expect(countVisibleItems({ availableWidth: Number.NaN, itemWidths: items, moreWidth: 90 })).toBe(4)
  })

  it('has nothing to show without items', () => {
    expect(countVisibleItems({ availableWidth: 500, itemWidths: [], moreWidth: 90 })).toBe(0)
  })
})

describe('throttleWithFinalUpdate', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec values: at most every 50 ms, a final update after 250 ms', () => {
    expect(RESIZE_THROTTLE_MS).toBe(50)
    expect(RESIZE_FINAL_UPDATE_MS).toBe(250)
  })

  it('updates at once on the first resize event', () => {
    const update = vi.fn()
    throttleWithFinalUpdate(update).request()
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('folds a burst of events inside 50 ms into one trailing update', () => {
    const update = vi.fn()
    const throttled = throttleWithFinalUpdate(update)
    throttled.request()
    vi.advanceTimersByTime(10)
    throttled.request()
    vi.advanceTimersByTime(10)
    throttled.request()
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(30) // t = 50: end of the first window
    expect(update).toHaveBeenCalledTimes(2)
  })

  it('keeps updating every 50 ms during a continuous resize', () => {
    const update = vi.fn()
    const throttled = throttleWithFinalUpdate(update)
    // An event every 10 ms for 200 ms.
    for (let t = 0; t < 200; t += 10) {
      throttled.request()
      vi.advanceTimersByTime(10)
    }
    // t = 0 at once, then trailing updates at 50, 100, 150 and 200.
    expect(update).toHaveBeenCalledTimes(5)
  })

  it('runs one final update 250 ms after the last event, then stays quiet', () => {
    const update = vi.fn()
    const throttled = throttleWithFinalUpdate(update)
    throttled.request()
    vi.advanceTimersByTime(249)
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5000)
    expect(update).toHaveBeenCalledTimes(2)
  })

  it('postpones the final update while events keep coming', () => {
    const update = vi.fn()
    const throttled = throttleWithFinalUpdate(update, 50, 250)
    throttled.request()
    vi.advanceTimersByTime(200)
    throttled.request() // new window: runs at once (2) and moves the final update to t = 450
    expect(update).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(249)
    expect(update).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(3)
  })

  it('does nothing more after cancel (component unmounted)', () => {
    const update = vi.fn()
    const throttled = throttleWithFinalUpdate(update)
    throttled.request()
    throttled.request()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(update).toHaveBeenCalledTimes(1)
  })
})
