import { describe, expect, it } from 'vitest'
import {
  annualiseMonthlyRate,
  creditCashFlows,
  effectiveAnnualRatePercent,
  monthlyInternalRateOfReturn,
  netPresentValue,
  nominalToEffectiveAnnualRatePercent,
} from './effective-rate'

// Expected figures were computed independently of this code: the IRR by plain bisection on the
// NPV in 50-digit decimal arithmetic, payments by the closed-form PMT. The spreadsheet formula of
// each figure is in its comment; "eff" means =(1 + RATE(n; −(pmt + invoice fee); credit − start fee; −residual))^12 − 1.

/** =PMT(4.95%/12; 60; -250000; 50000) → 3 975.9170031031 */
const TYPICAL_PAYMENT = 3975.9170031031
const typical = { creditAmount: 250_000, startFee: 0, monthlyPayment: TYPICAL_PAYMENT, invoiceFee: 0, months: 60, finalPayment: 50_000 }

describe('monthlyInternalRateOfReturn', () => {
  it('finds the rate where the NPV is zero', () => {
    // =IRR({-1000; 300; 400; 500}) → 8.8963394693 %
    const rate = monthlyInternalRateOfReturn([-1000, 300, 400, 500])
    expect(rate * 100).toBeCloseTo(8.8963394693, 8)
    expect(netPresentValue(rate, [-1000, 300, 400, 500])).toBeCloseTo(0, 9)
  })

  it('finds negative rates and either sign convention', () => {
    // =IRR({-1000; 500; 400}) → −6.9926474563 % ; =IRR({1000; -300; -400; -500}) → 8.8963394693 %
    expect(monthlyInternalRateOfReturn([-1000, 500, 400]) * 100).toBeCloseTo(-6.9926474563, 8)
    expect(monthlyInternalRateOfReturn([1000, -300, -400, -500]) * 100).toBeCloseTo(8.8963394693, 8)
  })

  it('throws a RangeError when money only goes one way or a flow is not finite', () => {
    expect(() => monthlyInternalRateOfReturn([-1000, 0, 0])).toThrow(RangeError)
    expect(() => monthlyInternalRateOfReturn([1000, 10])).toThrow(RangeError)
    expect(() => monthlyInternalRateOfReturn([-1000, Number.NaN, 1100])).toThrow(RangeError)
    expect(() => monthlyInternalRateOfReturn([-1000])).toThrow(RangeError)
  })
})

describe('annualiseMonthlyRate and nominalToEffectiveAnnualRatePercent', () => {
  it('compounds twelve months', () => {
    // =(1 + 0.5%)^12 − 1 → 6.1677811864 % ; =EFFECT(4.95%; 12) → 5.0638617198 %
    expect(annualiseMonthlyRate(0.005) * 100).toBeCloseTo(6.1677811864, 9)
    expect(nominalToEffectiveAnnualRatePercent(4.95)).toBeCloseTo(5.0638617198, 9)
    expect(nominalToEffectiveAnnualRatePercent(0)).toBe(0)
  })

  it('refuses a monthly rate at or below −100 %', () => {
    expect(() => annualiseMonthlyRate(-1)).toThrow(RangeError)
    expect(() => annualiseMonthlyRate(Number.NaN)).toThrow(RangeError)
  })
})

describe('creditCashFlows', () => {
  it('pays out the credit less the start fee, then instalments with fees and the balloon last', () => {
    const flows = creditCashFlows({ creditAmount: 10_000, startFee: 500, monthlyPayment: 3_000, invoiceFee: 50, months: 3, finalPayment: 1_000 })
    expect(flows).toEqual([-9_500, 3_050, 3_050, 4_050])
  })
})

describe('effectiveAnnualRatePercent', () => {
  it('equals the nominal rate’s effective rate when there are no fees', () => {
    // =EFFECT(4.95%; 12) → 5.0638617198 %, whatever the residual
    expect(effectiveAnnualRatePercent(typical)).toBeCloseTo(5.0638617198, 8)
    // =PMT(6%/12; 60; -200000) → 3 866.5603058856 ; =EFFECT(6%; 12) → 6.1677811864 %
    expect(
      effectiveAnnualRatePercent({ creditAmount: 200_000, startFee: 0, monthlyPayment: 3866.5603058856, invoiceFee: 0, months: 60, finalPayment: 0 }),
    ).toBeCloseTo(6.1677811864, 8)
  })

  it('is higher than the nominal effective rate when fees exist', () => {
    // eff with start fee 695 → 5.1669822852 % ; invoice fee 49 → 5.4486112445 % ; both → 5.5526108874 %
    const startOnly = effectiveAnnualRatePercent({ ...typical, startFee: 695 })
    const invoiceOnly = effectiveAnnualRatePercent({ ...typical, invoiceFee: 49 })
    const both = effectiveAnnualRatePercent({ ...typical, startFee: 695, invoiceFee: 49 })
    expect(startOnly).toBeCloseTo(5.1669822852, 8)
    expect(invoiceOnly).toBeCloseTo(5.4486112445, 8)
    expect(both).toBeCloseTo(5.5526108874, 8)
    expect(both).toBeGreaterThan(5.0638617198)
  })

  it('is above zero for an interest-free loan with fees, and zero without them', () => {
    // 120 000 over 12 months at 0 %: =PMT(0; 12; -120000) → 10 000 ; eff with fees 500 / 10 → 0.9606440140 %
    const interestFree = { creditAmount: 120_000, startFee: 0, monthlyPayment: 10_000, invoiceFee: 0, months: 12, finalPayment: 0 }
    expect(effectiveAnnualRatePercent(interestFree)).toBeCloseTo(0, 10)
    expect(effectiveAnnualRatePercent({ ...interestFree, startFee: 500, invoiceFee: 10 })).toBeCloseTo(0.960644014, 8)
  })

  it('stays robust at extreme but valid inputs', () => {
    // =PMT(100%/12; 120; -100000) → 8 333.8948921726 ; =EFFECT(100%; 12) → 161.3035290225 %
    expect(
      effectiveAnnualRatePercent({ creditAmount: 100_000, startFee: 0, monthlyPayment: 8333.8948921726, invoiceFee: 0, months: 120, finalPayment: 0 }),
    ).toBeCloseTo(161.3035290225, 7)
    // A 990 start fee on a 1 000 credit (10 paid out, =PMT(5%/12; 12; -1000) → 85.60748178846 back each month):
    // eff → 58 331 420 581 055.8 % — absurd, but a number and the right one.
    const absurd = effectiveAnnualRatePercent({
      creditAmount: 1_000,
      startFee: 990,
      monthlyPayment: 85.60748178846,
      invoiceFee: 0,
      months: 12,
      finalPayment: 0,
    })
    expect((absurd ?? 0) / 58_331_420_581_055.8).toBeCloseTo(1, 6)
  })

  it('returns null when nothing is paid out once the start fee is kept back', () => {
    expect(effectiveAnnualRatePercent({ ...typical, creditAmount: 0, monthlyPayment: 0, finalPayment: 0 })).toBeNull()
    expect(effectiveAnnualRatePercent({ ...typical, creditAmount: 500, startFee: 500 })).toBeNull()
  })

  it('throws a RangeError for NaN or negative inputs', () => {
    expect(() => effectiveAnnualRatePercent({ ...typical, startFee: Number.NaN })).toThrow(/startFee/)
    expect(() => effectiveAnnualRatePercent({ ...typical, invoiceFee: -1 })).toThrow(/invoiceFee/)
    expect(() => effectiveAnnualRatePercent({ ...typical, months: -60 })).toThrow(/months/)
  })
})
