import { describe, expect, it } from 'vitest'
import { annuityPayment } from '@/lib/finance-maths/annuity'
import {
  type CompanyLeasingCalculatorOption,
  type CompanyLeasingTerms,
  companyLeasingCalculatorStart,
  companyLeasingCashAmount,
  companyLeasingMileageChange,
  companyLeasingMonthlyCost,
  companyLeasingMonthlyPayment,
  companyLeasingResidualValue,
  companyLeasingTermChange,
  companyLeasingTermsOf,
} from './company-leasing'

// Expected figures come from the spreadsheet formula in each comment, evaluated independently of
// this code (closed-form PMT in 50-digit decimal arithmetic).

/** 359 920 without VAT, 10 % first-time fee (35 992), 36 months at 6.45 %, 52 % residual (187 158.4). */
const typical: CompanyLeasingTerms = { priceExVat: 359_920, cashAmountPercentage: 10, months: 36, interestRatePercent: 6.45, residualPercentage: 52 }

describe('companyLeasingMonthlyCost (spec 02 §9: annuity paid at the start of each period)', () => {
  it('finances the price without VAT less the first-time fee, down to the residual value', () => {
    expect(companyLeasingCashAmount(typical)).toBeCloseTo(35_992, 9)
    expect(companyLeasingResidualValue(typical)).toBeCloseTo(187_158.4, 9)
  })

  it('charges rent in advance, which is less than in arrears by the factor 1 + monthly rate', () => {
    // in advance: =PMT(6.45%/12; 36; -323928; 187158.4; 1) → 5 166.9440416 → 5 167
    // in arrears: =PMT(6.45%/12; 36; -323928; 187158.4; 0) → 5 194.7163659
    expect(companyLeasingMonthlyPayment(typical)).toBeCloseTo(5166.9440416, 6)
    expect(companyLeasingMonthlyCost(typical)).toBe(5167)
    const inArrears = annuityPayment({ principal: 323_928, annualRatePercent: 6.45, months: 36, residual: 187_158.4, timing: 'arrears' })
    expect(inArrears).toBeCloseTo(5194.7163659, 6)
    expect(companyLeasingMonthlyPayment(typical)).toBeLessThan(inArrears)
  })

  it('has no interest factor at zero interest', () => {
    // =PMT(0; 36; -300000; 150000; 1) → 4 166.6666667 → 4 167 (300 000 ex VAT, 0 % fee, 50 % residual)
    expect(companyLeasingMonthlyCost({ priceExVat: 300_000, cashAmountPercentage: 0, months: 36, interestRatePercent: 0, residualPercentage: 50 })).toBe(4167)
  })

  it('pays everything off without a residual value', () => {
    // =PMT(6%/12; 24; -100000; 0; 1) → 4 410.0109704 → 4 410
    expect(companyLeasingMonthlyCost({ priceExVat: 100_000, cashAmountPercentage: 0, months: 24, interestRatePercent: 6, residualPercentage: 0 })).toBe(4410)
  })

  it('caps a residual above the financed amount (interest only, in advance)', () => {
    // 100 000, 30 % fee → 70 000 financed; 80 % residual capped at 70 000: =PMT(6%/12; 24; -70000; 70000; 1) → 348.2587065 → 348
    const capped = { priceExVat: 100_000, cashAmountPercentage: 30, months: 24, interestRatePercent: 6, residualPercentage: 80 }
    expect(companyLeasingResidualValue(capped)).toBe(70_000)
    expect(companyLeasingMonthlyCost(capped)).toBe(348)
  })

  it('throws a RangeError for invalid terms', () => {
    expect(() => companyLeasingMonthlyCost({ ...typical, months: -36 })).toThrow(RangeError)
    expect(() => companyLeasingMonthlyCost({ ...typical, priceExVat: Number.NaN })).toThrow(/priceExVat/)
    expect(() => companyLeasingMonthlyCost({ ...typical, cashAmountPercentage: 120 })).toThrow(/cashAmountPercentage/)
  })
})

const durations = (residuals: [number, number, number], max48 = 30) =>
  [24, 36, 48].map((months, i) => ({
    months,
    residual_percentage: residuals[i] ?? 0,
    cash_amount_min_percentage: 0,
    cash_amount_max_percentage: months === 48 ? max48 : 30,
  }))

/** Company leasing as the demo stock writes it (src/demo/stock/finance.ts). */
const option: CompanyLeasingCalculatorOption = {
  price_base_amount: 359_920,
  interest_rate: 6.45,
  default_company_leasing_mileage: 1500,
  company_leasing_options: [
    { mileage: 1500, durations: durations([62, 52, 44], 20) },
    { mileage: 2000, durations: durations([58, 48, 40]) },
    { mileage: 2500, durations: durations([54, 44, 36]) },
  ],
  default_company_leasing_option: [
    { mileage: 1500, cash_amount: 36_000, contract_length: 36 },
    { mileage: 2000, cash_amount: 36_000, contract_length: 48 },
  ],
}

describe('company leasing calculator (spec 02 §4)', () => {
  it('starts on the default mileage and its preset, the cash amount as a whole percentage', () => {
    // 36 000 of 359 920 = 10.002 % → 10 %
    const start = companyLeasingCalculatorStart(option)
    expect(start).toEqual({
      mileage: 1500,
      months: 36,
      cashAmountPercentage: 10,
      residualPercentage: 52,
      minCashAmountPercentage: 0,
      maxCashAmountPercentage: 30,
    })
    // the figure checked above: =PMT(6.45%/12; 36; -323928; 187158.4; 1) → 5 166.94 → 5 167
    expect(companyLeasingMonthlyCost(companyLeasingTermsOf(option, start))).toBe(5167)
  })

  it('resets term, percentage and residual value when the mileage changes', () => {
    expect(companyLeasingMileageChange(option, 2000)).toMatchObject({ mileage: 2000, months: 48, cashAmountPercentage: 10, residualPercentage: 40 })
    // No preset for 2 500: its first duration at its minimum percentage.
    expect(companyLeasingMileageChange(option, 2500)).toMatchObject({ mileage: 2500, months: 24, cashAmountPercentage: 0, residualPercentage: 54 })
    expect(() => companyLeasingMileageChange(option, 3000)).toThrow(RangeError)
  })

  it('clamps the percentage into the new term’s bounds when the term changes', () => {
    const at30 = { mileage: 1500, cashAmountPercentage: 30 }
    expect(companyLeasingTermChange(option, at30, 48)).toMatchObject({
      months: 48,
      cashAmountPercentage: 20,
      residualPercentage: 44,
      maxCashAmountPercentage: 20,
    })
    expect(companyLeasingTermChange(option, at30, 24)).toMatchObject({ months: 24, cashAmountPercentage: 30, residualPercentage: 62 })
  })
})
