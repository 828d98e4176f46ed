import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  clampRange,
  createRangeCommit,
  parseTypedNumber,
  RANGE_COMMIT_DELAY_MS,
  rangeSelection,
  rangeSliderState,
  type RangeValue,
  stepFor,
} from './range-slider'

const price = { min: 50_000, max: 1_250_000 }

describe('stepFor', () => {
  it('is one hundredth of the range, whole, at least 1 (spec 02 §5)', () => {
    expect(stepFor(0, 1_000_000)).toBe(10_000)
    expect(stepFor(50_000, 1_250_000)).toBe(12_000)
    expect(stepFor(0, 1_234_567)).toBe(12_345)
    expect(stepFor(0, 50)).toBe(1)
    expect(stepFor(10, 10)).toBe(1)
    expect(stepFor(10, 5)).toBe(1)
  })
})

describe('parseTypedNumber', () => {
  it('removes spaces, as people and sv-SE formatting type them', () => {
    expect(parseTypedNumber('250 000')).toBe(250_000)
    expect(parseTypedNumber('250\u00a0000')).toBe(250_000)
    expect(parseTypedNumber('250\u202f000')).toBe(250_000)
    expect(parseTypedNumber(' 1 500 ')).toBe(1_500)
  })

  it('reads whole numbers: a decimal part is cut off', () => {
    expect(parseTypedNumber('1500,75')).toBe(1500)
    expect(parseTypedNumber('1500.2')).toBe(1500)
    expect(parseTypedNumber('-20')).toBe(-20)
    expect(parseTypedNumber('-0')).toBe(0)
  })

  it('is null for text that is not a number', () => {
    for (const text of ['', '   ', 'abc', '10k', '1e6', '12-13', '--1', '99999999999999999999']) expect(parseTypedNumber(text)).toBeNull()
  })
})

describe('clampRange', () => {
  it('keeps both ends inside the facet’s min and max', () => {
    expect(clampRange([0, 9_000_000], price)).toEqual([50_000, 1_250_000])
    expect(clampRange([100_000, 200_000], price)).toEqual([100_000, 200_000])
  })

  it('reads open ends as the bounds', () => {
    expect(clampRange([null, 300_000], price)).toEqual([50_000, 300_000])
    expect(clampRange([null, null], price)).toEqual([50_000, 1_250_000])
  })

  it('keeps the two ends in order when one passes the other', () => {
    expect(clampRange([400_000, 100_000], price)).toEqual([100_000, 400_000])
  })

  it('always ends inside the bounds and ordered (property)', () => {
    const end = fc.option(fc.double({ noNaN: true }))
    fc.assert(
      fc.property(fc.tuple(end, end), fc.integer(), fc.integer(), (range, a, b) => {
        const bounds = { min: Math.min(a, b), max: Math.max(a, b) }
        const [low, high] = clampRange(range, bounds)
        expect(low).toBeGreaterThanOrEqual(bounds.min)
        expect(high).toBeLessThanOrEqual(bounds.max)
        expect(low).toBeLessThanOrEqual(high)
      }),
    )
  })
})

describe('rangeSliderState', () => {
  it('places the thumbs for the selection', () => {
    expect(rangeSliderState([350_000, null], { min: 50_000, max: 1_250_000 })).toEqual({
      min: 50_000,
      max: 1_250_000,
      step: 12_000,
      low: 350_000,
      high: 1_250_000,
      lowPercent: 25,
      highPercent: 100,
      disabled: false,
    })
  })

  it('shows the whole range without a selection', () => {
    expect(rangeSliderState(undefined, { min: 0, max: 100 })).toMatchObject({ low: 0, high: 100, lowPercent: 0, highPercent: 100 })
  })

  it('is disabled when every car has the same value, and absent when no car has one', () => {
    expect(rangeSliderState(undefined, { min: 5, max: 5 })).toMatchObject({ low: 5, high: 5, disabled: true, lowPercent: 0, highPercent: 100 })
    expect(rangeSliderState(undefined, { min: null, max: null })).toBeNull()
  })
})

describe('rangeSelection', () => {
  it('leaves an end on its bound open, so the cheapest and dearest cars stay in', () => {
    expect(rangeSelection([50_000, 300_000], price)).toEqual([null, 300_000])
    expect(rangeSelection([100_000, 1_250_000], price)).toEqual([100_000, null])
    expect(rangeSelection([50_000, 1_250_000], price)).toBeNull()
  })

  it('counts the high thumb’s last step as the max when the step does not divide the range', () => {
    // 0 … 1 234 567 in steps of 12 345: the last step is 1 234 500.
    expect(rangeSelection([0, 1_234_500], { min: 0, max: 1_234_567 })).toBeNull()
    expect(rangeSelection([0, 1_222_155], { min: 0, max: 1_234_567 })).toEqual([null, 1_222_155])
  })

  it('clamps typed numbers outside the bounds and orders the ends', () => {
    expect(rangeSelection([900_000, 200_000], price)).toEqual([200_000, 900_000])
    expect(rangeSelection([-5, 99_000_000], price)).toBeNull()
  })
})

describe('createRangeCommit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the last value 1500 ms after the slider stopped moving (spec 02 §4)', () => {
    const send = vi.fn<(value: RangeValue) => void>()
    const commit = createRangeCommit(send)
    commit.change([100_000, null])
    vi.advanceTimersByTime(1000)
    commit.change([150_000, null])
    vi.advanceTimersByTime(RANGE_COMMIT_DELAY_MS - 1)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith([150_000, null])
  })

  it('sends at once on final release, and not again when the timer would have fired', () => {
    const send = vi.fn<(value: RangeValue) => void>()
    const commit = createRangeCommit(send)
    commit.change([100_000, null])
    commit.release([120_000, null])
    expect(send).toHaveBeenCalledWith([120_000, null])
    vi.advanceTimersByTime(5000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('does not send the same value twice when released right after the timer sent it', () => {
    const send = vi.fn<(value: RangeValue) => void>()
    const commit = createRangeCommit(send)
    commit.change([100_000, 200_000])
    vi.advanceTimersByTime(RANGE_COMMIT_DELAY_MS)
    commit.release([100_000, 200_000])
    expect(send).toHaveBeenCalledTimes(1)
    // a different final value still goes out
    commit.release([100_000, 250_000])
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('sends a value again after a new change, even when it equals an earlier one', () => {
    const send = vi.fn<(value: number) => void>()
    const commit = createRangeCommit(send, 1500)
    commit.change(5)
    vi.advanceTimersByTime(1500)
    commit.change(5)
    vi.advanceTimersByTime(1500)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('sends a typed number on Enter without a change before it', () => {
    const send = vi.fn<(value: number) => void>()
    createRangeCommit(send).release(250_000)
    expect(send).toHaveBeenCalledWith(250_000)
  })

  it('drops a pending value on cancel (the slider went away)', () => {
    const send = vi.fn<(value: number) => void>()
    const commit = createRangeCommit(send, 200)
    commit.change(1)
    commit.cancel()
    vi.advanceTimersByTime(1000)
    expect(send).not.toHaveBeenCalled()
  })
})
