import { describe, expect, it } from 'vitest'

import { companyLeasingCalculatorStart, companyLeasingMonthlyCost, companyLeasingTermsOf } from '@/features/finance/company-leasing'
import { loanCalculatorStart, loanMonthlyCost, loanTermsOf } from '@/features/finance/loan'

import { benefitValuePerMonth, priceBaseAmountRatio } from './benefit-value'
import { annuity, carFinance, leasingRent } from './finance'
import { MARKETS } from './markets'
import { campaignPrice, dealerRound, usedCarPrice } from './pricing'
import { Rng } from './prng'

const everything = { loan: true, privateLeasing: true, companyLeasing: true, campaignLoan: false, campaignPrivate: false, campaignCompany: false }

describe('annuity', () => {
  it('matches the textbook payment', () => {
    expect(annuity(200_000, 6, 60)).toBeCloseTo(3866.56, 1)
    expect(annuity(120_000, 0, 12)).toBe(10_000)
  })

  it('leaves the residual to pay at the end', () => {
    const monthly = annuity(300_000, 5.95, 36, 150_000)
    const rate = 5.95 / 100 / 12
    let balance = 300_000
    for (let month = 0; month < 36; month++) balance = balance * (1 + rate) - monthly
    expect(balance).toBeCloseTo(150_000, 0)
  })

  it('charges leasing in advance', () => {
    expect(leasingRent(300_000, 6, 36, 150_000)).toBeCloseTo(annuity(300_000, 6, 36, 150_000) / 1.005, 6)
  })
})

describe('carFinance', () => {
  it('offers a Swedish new car a loan, private leasing and company leasing', () => {
    const finance = carFinance(
      { market: MARKETS.SE, price: 449_900, priceExVat: 359_920, asNew: true, ageYears: 0, lender: 'Nordbil Finans' },
      everything,
      new Rng(1),
    )
    expect(finance.car_loan_option?.interest_rate).toBe(5.95)
    expect(finance.car_loan_option?.contract_durations[0]?.cash_amount_min_percentage).toBe(20)
    expect(finance.car_loan_monthly_cost).toBeGreaterThan(2_000)
    expect(finance.car_loan_monthly_cost).toBeLessThan(10_000)
    expect(finance.car_privateleasing_monthly_cost).toBeGreaterThan(2_000)
    expect(finance.car_privateleasing_monthly_cost).toBeLessThan(10_000)
    expect(String(finance.car_privateleasing_monthly_cost)).toMatch(/95$/)
    expect(finance.car_company_leasing_option?.price_base_amount).toBe(359_920)
    expect(finance.car_leasing_options?.map((entry) => entry.leasing_type)).toEqual(['Private', 'Company'])
    expect(finance.car_has_privateleasing && finance.car_has_companyleasing).toBe(true)
  })

  it('offers no leasing where the market has none and no loan in the UK', () => {
    const finnish = carFinance(
      { market: MARKETS.FI, price: 24_990, priceExVat: 19_912, asNew: false, ageYears: 3, lender: 'Kilometra Finans' },
      everything,
      new Rng(1),
    )
    expect(finnish.car_loan_option).not.toBeNull()
    expect(finnish.car_private_leasing_option).toBeNull()
    expect(finnish.car_company_leasing_option).toBeNull()
    const british = carFinance(
      { market: MARKETS.GB, price: 24_995, priceExVat: 20_829, asNew: true, ageYears: 0, lender: 'Thames Finans' },
      everything,
      new Rng(1),
    )
    expect(british.car_loan_option).toBeNull()
    expect(british.car_has_privateleasing).toBe(false)
  })

  it('gives older used cars shorter loans with less residual value', () => {
    const finance = carFinance(
      { market: MARKETS.SE, price: 99_900, priceExVat: 79_920, asNew: false, ageYears: 9, lender: 'Nordbil Finans' },
      everything,
      new Rng(1),
    )
    const durations = finance.car_loan_option?.contract_durations ?? []
    expect(durations.at(-1)?.months).toBe(60)
    expect(durations.every((duration) => duration.residual_percentage === 0)).toBe(true)
  })
})

describe('pricing', () => {
  it('rounds to dealer price points', () => {
    expect(dealerRound(349_567, 'SEK')).toBe(349_900)
    expect(dealerRound(23_620, 'GBP')).toBe(23_495)
    expect(dealerRound(23_512, 'EUR')).toBe(23_490)
  })

  it('puts campaign prices below the retail price', () => {
    const rng = new Rng(4)
    for (let i = 0; i < 1000; i++) {
      for (const [price, currency] of [
        [4_900, 'SEK'],
        [995, 'GBP'],
        [990, 'EUR'],
        [459_900, 'NOK'],
      ] as const)
        expect(campaignPrice(price, currency, rng)).toBeLessThan(price)
    }
  })

  it('depreciates with age and mileage', () => {
    const value = (age: number, km: number) => usedCarPrice(500_000, age, km, 15_000, false, new Rng(1), 'SEK')
    expect(value(1, 15_000)).toBeLessThan(500_000)
    expect(value(5, 75_000)).toBeLessThan(value(2, 30_000))
    expect(value(3, 120_000)).toBeLessThan(value(3, 20_000))
  })
})

describe('Swedish company-car benefit', () => {
  it('is a plausible monthly amount, lower for electric cars', () => {
    const petrol = benefitValuePerMonth(500_000, 'petrol')
    expect(petrol).toBeGreaterThan(5_000)
    expect(petrol).toBeLessThan(10_000)
    expect(benefitValuePerMonth(500_000, 'electric')).toBeLessThan(petrol)
    expect(priceBaseAmountRatio(592_000)).toBe(10)
  })

  it('advertises the monthly costs the calculators start from, so the price block and the calculator agree', () => {
    for (const [seed, price, asNew, ageYears] of [
      [1, 449_900, true, 0],
      [2, 189_900, false, 3],
      [3, 99_900, false, 9],
    ] as const) {
      const finance = carFinance(
        { market: MARKETS.SE, price, priceExVat: Math.round(price * 0.8), asNew, ageYears, lender: 'Nordbil Finans' },
        everything,
        new Rng(seed),
      )
      const loan = finance.car_loan_option!
      expect(finance.car_loan_monthly_cost).toBe(loanMonthlyCost(loanTermsOf(loan, loanCalculatorStart(loan))))
      const leasing = finance.car_company_leasing_option
      if (leasing)
        expect(finance.car_companyleasing_monthly_cost).toBe(companyLeasingMonthlyCost(companyLeasingTermsOf(leasing, companyLeasingCalculatorStart(leasing))))
    }
  })
})
