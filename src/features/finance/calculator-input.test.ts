import { describe, expect, it } from 'vitest'
import {
  cashAmountPercentageBounds,
  clampToBounds,
  commitTypedNumber,
  maximumDownPayment,
  minimumDownPayment,
  nearestTermChoice,
  parseTypedWholeNumber,
  roundToStep,
  stripLeadingZeros,
  termChoices,
} from './calculator-input'

const money = { min: 90_000, max: 225_000, step: 1000 }
const percent = { min: 0, max: 30, step: 1 }

describe('termChoices (spec 02 §5, §9: the term slider steps 12 months)', () => {
  it('offers the durations on the 12-month grid from the shortest, sorted and distinct', () => {
    expect(termChoices([{ months: 84 }, { months: 12 }, { months: 36 }, { months: 24 }, { months: 24 }, { months: 18 }])).toEqual([12, 24, 36, 84])
    expect(termChoices([{ months: 36 }, { months: 24 }, { months: 48 }])).toEqual([24, 36, 48])
  })

  it('throws a RangeError without durations', () => {
    expect(() => termChoices([])).toThrow(RangeError)
  })

  it('finds the nearest choice, the shorter on a tie', () => {
    expect(nearestTermChoice([24, 36, 48], 30)).toBe(24)
    expect(nearestTermChoice([24, 36, 48], 31)).toBe(36)
    expect(nearestTermChoice([24, 36, 48], 6)).toBe(24)
    expect(() => nearestTermChoice([], 36)).toThrow(RangeError)
    expect(() => nearestTermChoice([24], Number.NaN)).toThrow(RangeError)
  })
})

describe('down payment bounds (spec 02 §4, §9: maximum rounded to 1000)', () => {
  it('rounds the maximum to the nearest 1000, never above the price', () => {
    expect(maximumDownPayment(449_900, 50)).toBe(225_000) // 224 950 → 225 000
    expect(maximumDownPayment(448_800, 50)).toBe(224_000) // 224 400 → 224 000
    expect(maximumDownPayment(99_900, 100)).toBe(99_900) // 99 900 → 100 000, capped at the price
    expect(maximumDownPayment(449_900, 0)).toBe(0)
  })

  it('rounds the minimum up to the next 1000, never above the maximum', () => {
    expect(minimumDownPayment(449_900, 20, 50)).toBe(90_000) // 89 980 → 90 000
    expect(minimumDownPayment(100_000, 20, 50)).toBe(20_000)
    expect(minimumDownPayment(449_900, 60, 50)).toBe(225_000)
  })

  it('throws a RangeError for NaN or percentages outside 0…100', () => {
    expect(() => maximumDownPayment(Number.NaN, 50)).toThrow(RangeError)
    expect(() => maximumDownPayment(449_900, 150)).toThrow(RangeError)
    expect(() => minimumDownPayment(449_900, -1, 50)).toThrow(RangeError)
  })
})

describe('cashAmountPercentageBounds (spec 02 §9: steps of 1)', () => {
  it('keeps the term’s bounds on whole percentages', () => {
    expect(cashAmountPercentageBounds({ cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 })).toEqual({ min: 0, max: 30, step: 1 })
    expect(cashAmountPercentageBounds({ cash_amount_min_percentage: 0.5, cash_amount_max_percentage: 30.7 })).toEqual({ min: 1, max: 30, step: 1 })
  })
})

describe('clampToBounds and roundToStep (spec 02 §5)', () => {
  it('clamps into min and max', () => {
    expect(clampToBounds(50_000, money)).toBe(90_000)
    expect(clampToBounds(300_000, money)).toBe(225_000)
    expect(clampToBounds(120_000, money)).toBe(120_000)
    expect(clampToBounds(Number.POSITIVE_INFINITY, money)).toBe(225_000)
  })

  it('throws a RangeError for NaN or crossed bounds', () => {
    expect(() => clampToBounds(Number.NaN, money)).toThrow(RangeError)
    expect(() => clampToBounds(1, { min: 10, max: 5, step: 1 })).toThrow(RangeError)
    expect(() => clampToBounds(1, { min: 0, max: 5, step: 0 })).toThrow(RangeError)
  })

  it('rounds to the nearest step', () => {
    expect(roundToStep(123_456, 1000)).toBe(123_000)
    expect(roundToStep(123_500, 1000)).toBe(124_000)
    expect(roundToStep(7.4, 1)).toBe(7)
  })
})

describe('typed numbers (spec 02 §5: leading zeros stripped, spaces removed, whole numbers)', () => {
  it('strips leading zeros and spaces from the text box', () => {
    expect(stripLeadingZeros('007')).toBe('7')
    expect(stripLeadingZeros('000')).toBe('0')
    expect(stripLeadingZeros('0 050 000')).toBe('50000')
    expect(stripLeadingZeros('250\u00a0000')).toBe('250000')
    expect(stripLeadingZeros('')).toBe('')
  })

  it('parses whole numbers only', () => {
    expect(parseTypedWholeNumber('0042')).toBe(42)
    expect(parseTypedWholeNumber(' 250 000 ')).toBe(250_000)
    expect(parseTypedWholeNumber('250\u202f000')).toBe(250_000)
    expect(parseTypedWholeNumber('')).toBeNull()
    expect(parseTypedWholeNumber('12.5')).toBeNull()
    expect(parseTypedWholeNumber('1,000')).toBeNull()
    expect(parseTypedWholeNumber('-5')).toBeNull()
    expect(parseTypedWholeNumber('99999999999999999999')).toBeNull()
  })

  it('commits money to the 1000 step within the bounds', () => {
    expect(commitTypedNumber('0125 400', money, 100_000)).toBe(125_000)
    expect(commitTypedNumber('5', money, 100_000)).toBe(90_000)
    expect(commitTypedNumber('999 999', money, 100_000)).toBe(225_000)
  })

  it('commits percentages to whole percents within the bounds', () => {
    expect(commitTypedNumber('07', percent, 10)).toBe(7)
    expect(commitTypedNumber('45', percent, 10)).toBe(30)
  })

  it('keeps the current value (clamped) when the text is not a whole number', () => {
    expect(commitTypedNumber('abc', money, 100_000)).toBe(100_000)
    expect(commitTypedNumber('', money, 300_000)).toBe(225_000)
  })
})
