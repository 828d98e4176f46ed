import { describe, expect, it } from 'vitest'
import { annuityPayment, monthlyRateFromAnnualPercent } from './annuity'

// Expected figures come from the spreadsheet formula in each comment, evaluated independently
// (closed form in 50-digit decimal arithmetic, outside this code), never from annuityPayment.

describe('monthlyRateFromAnnualPercent (spec 02 §9: percent ÷ 100, then ÷ 12)', () => {
  it('turns a yearly percentage into a monthly fraction', () => {
    expect(monthlyRateFromAnnualPercent(4.95)).toBeCloseTo(0.004125, 15)
    expect(monthlyRateFromAnnualPercent(0)).toBe(0)
  })

  it('refuses NaN and negative rates', () => {
    expect(() => monthlyRateFromAnnualPercent(Number.NaN)).toThrow(RangeError)
    expect(() => monthlyRateFromAnnualPercent(-1)).toThrow(RangeError)
  })
})

describe('annuityPayment', () => {
  it('pays in arrears with a residual value', () => {
    // =PMT(4.95%/12; 60; -250000; 50000) → 3 975.9170031
    expect(annuityPayment({ principal: 250_000, annualRatePercent: 4.95, months: 60, residual: 50_000 })).toBeCloseTo(3975.9170031, 6)
  })

  it('pays off everything without a residual value', () => {
    // =PMT(6%/12; 60; -200000) → 3 866.5603059
    expect(annuityPayment({ principal: 200_000, annualRatePercent: 6, months: 60 })).toBeCloseTo(3866.5603059, 6)
  })

  it('pays in advance: the arrears payment divided by 1 + monthly rate', () => {
    // =PMT(6%/12; 24; -100000; 0; 1) → 4 410.0109704
    expect(annuityPayment({ principal: 100_000, annualRatePercent: 6, months: 24, timing: 'advance' })).toBeCloseTo(4410.0109704, 6)
  })

  it('is a straight line at zero interest, in arrears and in advance alike', () => {
    // =PMT(0; 12; -120000) → 10 000 ; =PMT(0; 36; -300000; 150000; 1) → 4 166.6666667
    expect(annuityPayment({ principal: 120_000, annualRatePercent: 0, months: 12 })).toBe(10_000)
    expect(annuityPayment({ principal: 300_000, annualRatePercent: 0, months: 36, residual: 150_000, timing: 'advance' })).toBeCloseTo(4166.6666667, 6)
  })

  it('stays precise at a tiny rate, next to the zero-rate line', () => {
    // =PMT(0.01%/12; 36; -300000; 100000) → 5 557.2454120
    expect(annuityPayment({ principal: 300_000, annualRatePercent: 0.01, months: 36, residual: 100_000 })).toBeCloseTo(5557.245412, 6)
  })

  it('is interest only when the residual equals the principal', () => {
    // =PMT(4.95%/12; 60; -250000; 250000) → 1 031.25 (= 250000 × 0.004125)
    expect(annuityPayment({ principal: 250_000, annualRatePercent: 4.95, months: 60, residual: 250_000 })).toBeCloseTo(1031.25, 8)
  })

  it('throws a RangeError for a NaN, a negative amount or a term that is not whole months ≥ 1', () => {
    const valid = { principal: 100_000, annualRatePercent: 5, months: 36 }
    expect(() => annuityPayment({ ...valid, months: -12 })).toThrow(RangeError)
    expect(() => annuityPayment({ ...valid, months: 0 })).toThrow(RangeError)
    expect(() => annuityPayment({ ...valid, months: 12.5 })).toThrow(RangeError)
    expect(() => annuityPayment({ ...valid, months: Number.NaN })).toThrow(/months/)
    expect(() => annuityPayment({ ...valid, principal: Number.NaN })).toThrow(/principal/)
    expect(() => annuityPayment({ ...valid, principal: Number.POSITIVE_INFINITY })).toThrow(RangeError)
    expect(() => annuityPayment({ ...valid, residual: -1 })).toThrow(/residual/)
    expect(() => annuityPayment({ ...valid, annualRatePercent: -0.5 })).toThrow(/annualRatePercent/)
  })
})
