import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { loanCalculatorStart, loanCalculatorTermChange, loanMonthlyCost, loanTermsOf } from '../loan'
import { createChangeTracker, LOAN_EVENT_DEBOUNCE_MS, LOAN_EVENT_MIN_CHANGES, loanCalculatorEvent, sameLoanEvent } from './loan-analytics'
import { demoLoan } from './test-fixtures'

describe('createChangeTracker (spec 02 §7: debounced 500 ms, after 3 changes)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the spec’s constants by default', () => {
    expect(LOAN_EVENT_DEBOUNCE_MS).toBe(500)
    expect(LOAN_EVENT_MIN_CHANGES).toBe(3)
  })

  it('sends nothing for the first two changes, however long the visitor waits', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<number>(send)
    tracker.change(1)
    tracker.change(2)
    vi.advanceTimersByTime(10_000)
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the third change’s value 500 ms after it, not before', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<number>(send)
    tracker.change(1)
    tracker.change(2)
    tracker.change(3)
    vi.advanceTimersByTime(499)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledExactlyOnceWith(3)
  })

  it('debounces: a burst of changes sends only the last value, 500 ms after the last change', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<number>(send)
    for (let value = 1; value <= 8; value++) {
      tracker.change(value)
      vi.advanceTimersByTime(300)
    }
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(send).toHaveBeenCalledExactlyOnceWith(8)
  })

  it('keeps sending each settled value after the threshold, but not the same value twice in a row', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<number>(send)
    ;[1, 2, 3].forEach((value) => tracker.change(value))
    vi.advanceTimersByTime(500)
    tracker.change(4)
    vi.advanceTimersByTime(500)
    tracker.change(5)
    tracker.change(4) // moved away and back before the timer
    vi.advanceTimersByTime(500)
    expect(send.mock.calls).toEqual([[3], [4]])
  })

  it('compares with the given equality', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<{ n: number }>(send, { minChanges: 1, same: (a, b) => a.n === b.n })
    tracker.change({ n: 1 })
    vi.advanceTimersByTime(500)
    tracker.change({ n: 1 })
    vi.advanceTimersByTime(500)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('cancel drops a pending send', () => {
    const send = vi.fn()
    const tracker = createChangeTracker<number>(send, { delayMs: 100, minChanges: 1 })
    tracker.change(1)
    tracker.cancel()
    vi.advanceTimersByTime(1000)
    expect(send).not.toHaveBeenCalled()
  })
})

describe('loanCalculatorEvent', () => {
  it('carries the car, the chosen term and down payment and the monthly cost the visitor sees', () => {
    const state = loanCalculatorTermChange(demoLoan, 100_000, 48)
    expect(loanCalculatorEvent('1001', 'SEK', demoLoan, state)).toEqual({
      event: 'loan_calculator',
      car_id: '1001',
      loan_term: 48,
      loan_down_payment: 100_000,
      loan_monthly_cost: loanMonthlyCost(loanTermsOf(demoLoan, state)),
      currency: 'SEK',
    })
  })

  it('sameLoanEvent compares the figures', () => {
    const start = loanCalculatorEvent('1001', 'SEK', demoLoan, loanCalculatorStart(demoLoan))
    expect(sameLoanEvent(start, { ...start })).toBe(true)
    expect(sameLoanEvent(start, { ...start, loan_term: 48 })).toBe(false)
    expect(sameLoanEvent(start, { ...start, loan_down_payment: 1 })).toBe(false)
  })
})
