import { describe, expect, it } from 'vitest'
import {
  type LoanCalculatorOption,
  type LoanTerms,
  loanCalculatorStart,
  loanCalculatorTermChange,
  loanCreditAmount,
  loanEffectiveAnnualRatePercent,
  loanMonthlyCost,
  loanMonthlyPayment,
  loanQuote,
  loanResidualValue,
  loanTermsOf,
} from './loan'

// Expected figures come from the spreadsheet formula in each comment, evaluated independently of
// this code (closed-form PMT and bisection on the NPV, in 50-digit decimal arithmetic).

/** 312 500 price, 62 500 down → 250 000 credit; 16 % residual → 50 000; 60 months at 4.95 %. */
const typical: LoanTerms = { price: 312_500, downPayment: 62_500, months: 60, interestRatePercent: 4.95, residualPercentage: 16, startFee: 0, invoiceFee: 0 }

describe('loanMonthlyCost (spec 02 §9: annuity with residual value, rounded)', () => {
  it('prices a typical loan with a balloon', () => {
    // =PMT(4.95%/12; 60; -250000; 50000) → 3 975.9170031 → 3 976
    expect(loanCreditAmount(typical)).toBe(250_000)
    expect(loanResidualValue(typical)).toBe(50_000)
    expect(loanMonthlyPayment(typical)).toBeCloseTo(3975.9170031, 6)
    expect(loanMonthlyCost(typical)).toBe(3976)
  })

  it('prices a loan without residual value', () => {
    // =PMT(6%/12; 60; -200000) → 3 866.5603059 → 3 867
    expect(loanMonthlyCost({ ...typical, price: 250_000, downPayment: 50_000, interestRatePercent: 6, residualPercentage: 0 })).toBe(3867)
  })

  it('divides evenly at zero interest', () => {
    // =PMT(0; 12; -120000) → 10 000 ; =PMT(0; 12; -120000; 24000) → 8 000
    const interestFree = { ...typical, price: 120_000, downPayment: 0, months: 12, interestRatePercent: 0, residualPercentage: 0 }
    expect(loanMonthlyCost(interestFree)).toBe(10_000)
    expect(loanMonthlyCost({ ...interestFree, residualPercentage: 20 })).toBe(8_000)
    expect(loanMonthlyCost({ ...interestFree, residualPercentage: 100 })).toBe(0)
  })

  it('is interest only when the residual equals the price', () => {
    // =PMT(4.95%/12; 60; -250000; 250000) → 1 031.25 → 1 031
    expect(loanMonthlyCost({ ...typical, price: 250_000, downPayment: 0, residualPercentage: 100 })).toBe(1031)
  })

  it('caps a residual above the credit amount at the credit (interest only, never negative)', () => {
    // 100 000 price, 50 000 down, 70 % residual → capped at 50 000: =PMT(5.95%/12; 12; -50000; 50000) → 247.9166667 → 248
    const balloonAboveCredit = { ...typical, price: 100_000, downPayment: 50_000, months: 12, interestRatePercent: 5.95, residualPercentage: 70 }
    expect(loanResidualValue(balloonAboveCredit)).toBe(50_000)
    expect(loanMonthlyCost(balloonAboveCredit)).toBe(248)
  })

  it('throws a RangeError for a negative term, NaN or a down payment above the price', () => {
    expect(() => loanMonthlyCost({ ...typical, months: -12 })).toThrow(RangeError)
    expect(() => loanMonthlyCost({ ...typical, price: Number.NaN })).toThrow(/price/)
    expect(() => loanMonthlyCost({ ...typical, interestRatePercent: Number.NaN })).toThrow(/interestRatePercent/)
    expect(() => loanMonthlyCost({ ...typical, downPayment: 400_000 })).toThrow(/downPayment/)
    expect(() => loanMonthlyCost({ ...typical, residualPercentage: 101 })).toThrow(/residualPercentage/)
  })
})

describe('loanEffectiveAnnualRatePercent (spec 02 §9)', () => {
  it('equals =EFFECT(nominal; 12) without fees, with or without a balloon', () => {
    // =EFFECT(4.95%; 12) → 5.0638617198 %
    expect(loanEffectiveAnnualRatePercent(typical)).toBeCloseTo(5.0638617198, 8)
    expect(loanEffectiveAnnualRatePercent({ ...typical, price: 250_000, downPayment: 0, residualPercentage: 100 })).toBeCloseTo(5.0638617198, 8)
  })

  it('rises above it with a start fee and an invoice fee', () => {
    // =(1 + RATE(60; -(3975.9170031 + 49); 250000 - 695; -50000))^12 - 1 → 5.5526108874 %
    expect(loanEffectiveAnnualRatePercent({ ...typical, startFee: 695, invoiceFee: 49 })).toBeCloseTo(5.5526108874, 8)
  })

  it('is null when the down payment is the whole price', () => {
    expect(loanEffectiveAnnualRatePercent({ ...typical, downPayment: typical.price })).toBeNull()
  })
})

/** A Swedish new car's loan as the demo stock writes it (src/demo/stock/finance.ts). */
const swedishLoan: LoanCalculatorOption = {
  price: 449_900,
  interest_rate: 5.95,
  start_fee: 695,
  invoice_fee: 49,
  default_contract_duration: 36,
  contract_durations: [12, 24, 36, 48, 60, 72, 84].map((months, i) => ({
    months,
    residual_percentage: 70 - i * 10,
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: 50,
  })),
}

describe('loan calculator (spec 02 §4)', () => {
  it('starts on the default term at the smallest down payment, on the 1000 grid', () => {
    // 20 % of 449 900 = 89 980 → 90 000 ; 50 % = 224 950 → 225 000
    expect(loanCalculatorStart(swedishLoan)).toEqual({
      months: 36,
      residualPercentage: 50,
      downPayment: 90_000,
      minDownPayment: 90_000,
      maxDownPayment: 225_000,
    })
  })

  it('resets residual and maximum down payment on a term change and clamps the down payment', () => {
    const longer = loanCalculatorTermChange(
      { ...swedishLoan, contract_durations: swedishLoan.contract_durations.map((d) => (d.months === 84 ? { ...d, cash_amount_max_percentage: 30 } : d)) },
      200_000,
      84,
    )
    // 30 % of 449 900 = 134 970 → 135 000
    expect(longer).toEqual({ months: 84, residualPercentage: 10, downPayment: 135_000, minDownPayment: 90_000, maxDownPayment: 135_000 })
    expect(loanCalculatorTermChange(swedishLoan, 10_000, 12).downPayment).toBe(90_000)
  })

  it('snaps a term between choices to the nearest one, the shorter on a tie', () => {
    expect(loanCalculatorTermChange(swedishLoan, 100_000, 30).months).toBe(24)
    expect(loanCalculatorTermChange(swedishLoan, 100_000, 40).months).toBe(36)
    expect(loanCalculatorTermChange(swedishLoan, 100_000, 500).months).toBe(84)
  })

  it('quotes the calculator state with every disclaimer figure', () => {
    const quote = loanQuote(loanTermsOf(swedishLoan, loanCalculatorStart(swedishLoan)))
    // =PMT(5.95%/12; 36; -359900; 224950) → 5 217.7609351 → 5 218
    // eff: =(1 + RATE(36; -(5217.7609351 + 49); 359900 - 695; -224950))^12 - 1 → 6.4135322590 %
    // total: 695 + 36 × (5 218 + 49) + 224 950 → 415 257
    expect(quote.creditAmount).toBe(359_900)
    expect(quote.residualValue).toBe(224_950)
    expect(quote.monthlyCost).toBe(5218)
    expect(quote.effectiveAnnualRatePercent).toBeCloseTo(6.413532259, 8)
    expect(quote.totalAmountPayable).toBe(415_257)
  })
})

describe('loan maths over many generated loans', () => {
  // A small deterministic generator, so a failure is reproducible.
  let seed = 20_261_121
  const next = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0
    return seed / 2 ** 32
  }
  const loans = Array.from({ length: 300 }, (): LoanTerms => {
    const price = 20_000 + Math.round(next() * 1_000_000)
    return {
      price,
      downPayment: Math.round(next() * price * 0.6),
      months: 12 * (1 + Math.floor(next() * 10)),
      interestRatePercent: Math.round(next() * 2000) / 100,
      residualPercentage: Math.round(next() * 80),
      startFee: 0,
      invoiceFee: 0,
    }
  })

  it('always yields finite, non-negative monthly costs', () => {
    for (const terms of loans) {
      const cost = loanMonthlyCost(terms)
      expect(Number.isFinite(cost) && cost >= 0, JSON.stringify(terms)).toBe(true)
    }
  })

  it('pays the credit down to the residual value month by month', () => {
    for (const terms of loans) {
      const rate = terms.interestRatePercent / 1200
      let balance = loanCreditAmount(terms)
      for (let month = 0; month < terms.months; month++) balance = balance * (1 + rate) - loanMonthlyPayment(terms)
      expect(balance).toBeCloseTo(loanResidualValue(terms), 4)
    }
  })

  it('has the effective rate (1 + r/12)^12 − 1 without fees and a higher one with them', () => {
    for (const terms of loans) {
      const nominalEffective = ((1 + terms.interestRatePercent / 1200) ** 12 - 1) * 100
      expect(loanEffectiveAnnualRatePercent(terms), JSON.stringify(terms)).toBeCloseTo(nominalEffective, 7)
      expect(loanEffectiveAnnualRatePercent({ ...terms, startFee: 695, invoiceFee: 49 }) ?? 0).toBeGreaterThan(nominalEffective)
    }
  })
})
