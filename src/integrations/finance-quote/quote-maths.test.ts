import { describe, expect, it } from 'vitest'

import { BUILT_IN_QUOTE_CONFIG, parseBuiltInQuoteConfig } from './built-in-quote-config'
import { MemoryIssuedQuoteStore } from './issued-quote-store'
import {
  aprPercentOf,
  ceilToPound,
  depositForPayment,
  exactDepositFor,
  exactRegularPayment,
  fixedRateOfInterestPercent,
  floorToPound,
  monthlyRateFromApr,
  regularPaymentFor,
  roundToPenny,
} from './quote-maths'

describe('money rounding', () => {
  it('rounds to the penny, halves away from zero, without binary noise', () => {
    expect(roundToPenny(1.005)).toBe(1.01)
    expect(roundToPenny(2.675)).toBe(2.68)
    expect(roundToPenny(339.01599)).toBe(339.02)
    expect(roundToPenny(0.1 + 0.2)).toBe(0.3)
    expect(roundToPenny(-1.005)).toBe(-1.01)
    expect(Object.is(roundToPenny(-0.001), 0)).toBe(true)
  })
  it('rounds deposit limits to whole pounds without being fooled by float noise', () => {
    expect(ceilToPound((15_000 * 10) / 100)).toBe(1_500)
    expect(ceilToPound(1_500.049)).toBe(1_501)
    expect(floorToPound(0.1 * 3 * 10_000)).toBe(3_000)
    expect(floorToPound(7_499.99)).toBe(7_499)
  })
})

describe('annuity from an APR', () => {
  const hp = { cashPrice: 15_000, balloon: 0, months: 48, aprPercent: 9.9 }

  it('compounds the monthly rate to the APR: (1 + APR)^(1/12) − 1', () => {
    expect(monthlyRateFromApr(9.9)).toBeCloseTo(0.0078977469157409, 15)
    expect((1 + monthlyRateFromApr(9.9)) ** 12 - 1).toBeCloseTo(0.099, 14)
    expect(monthlyRateFromApr(0)).toBe(0)
    expect(() => monthlyRateFromApr(-1)).toThrow(RangeError)
  })

  it('prices the PMT reference: £13,500 over 48 months at 9.9 % = 339.0159972700…', () => {
    expect(exactRegularPayment(hp, 1_500)).toBeCloseTo(339.01599727005117, 9)
    expect(regularPaymentFor(hp, 1_500)).toBe(339.02)
  })

  it('inverts exactly: the deposit for the exact payment is the deposit', () => {
    expect(exactDepositFor(hp, exactRegularPayment(hp, 1_234.56))).toBeCloseTo(1_234.56, 8)
    const pcpAtZero = { cashPrice: 15_000, balloon: 6_750, months: 36, aprPercent: 0 }
    expect(exactDepositFor(pcpAtZero, 187.5)).toBe(1_500)
  })

  it('prefers the whole-pound deposit among those giving the same penny payment', () => {
    // £339.02 a month is paid by deposits from about £1,499.64 to £1,500.04: £1,500 comes back.
    expect(depositForPayment(hp, 339.02)).toBe(1_500)
    expect(regularPaymentFor(hp, depositForPayment(hp, 339.02))).toBe(339.02)
    // No whole pound pays £339.01: the exact inverse on the penny.
    const deposit = depositForPayment(hp, 339.01)
    expect(Number.isInteger(deposit)).toBe(false)
    expect(regularPaymentFor(hp, deposit)).toBe(339.01)
  })
})

describe('APR and flat rate', () => {
  it('gives the product APR without fees and a higher one with them', () => {
    const payment = regularPaymentFor({ cashPrice: 15_000, balloon: 0, months: 48, aprPercent: 9.9 }, 1_500)
    const schedule = { amountOfCredit: 13_500, regularPayment: payment, months: 48, adminFee: 0, balloon: 0, optionToPurchaseFee: 0 }
    expect(aprPercentOf(schedule)).toBe(9.9)
    // IRR of −13,500, 339.02 + 250, 47 × 339.02 (independently: 10.972 %) → 11.0
    expect(aprPercentOf({ ...schedule, adminFee: 250 })).toBe(11)
    expect(fixedRateOfInterestPercent(schedule)).toBe(5.14)
  })
})

describe('MemoryIssuedQuoteStore', () => {
  const at = (ms: number) => new Date(ms)
  const keep = (store: MemoryIssuedQuoteStore, reference: string, value: unknown, issuedAt: number, ageMs = 60_000) =>
    store.add({ reference, value, issuedAt: at(issuedAt), expiresAt: at(issuedAt + ageMs) })

  it('keeps at most `capacity` entries, dropping the oldest', async () => {
    const store = new MemoryIssuedQuoteStore(3)
    for (let i = 1; i <= 5; i++) await keep(store, `Q${i}`, i, 0)
    expect(store.size).toBe(3)
    expect(await Promise.all(['Q1', 'Q2', 'Q3', 'Q5'].map((r) => store.get(r, at(0))))).toEqual([undefined, undefined, 3, 5])
  })

  it('forgets entries past their expiry', async () => {
    const store = new MemoryIssuedQuoteStore(10)
    await keep(store, 'OLD1', 'old', 0, 1_000)
    await keep(store, 'NEW1', 'new', 600, 1_000)
    expect(await store.get('OLD1', at(1_000))).toBe('old')
    expect(await store.get('OLD1', at(1_001))).toBeUndefined()
    await keep(store, 'NEW2', 'newer', 1_001, 1_000)
    expect(store.size).toBe(2)
    expect(await store.get('NEW1', at(1_001))).toBe('new')
  })

  it('refuses a nonsensical size', () => {
    expect(() => new MemoryIssuedQuoteStore(0)).toThrow(RangeError)
  })
})

describe('built-in quote configuration', () => {
  it('holds the UK demo products', () => {
    expect(BUILT_IN_QUOTE_CONFIG.products.map((p) => [p.familyKey, p.aprPercent, p.optionToPurchaseFee, p.terms.values])).toEqual([
      ['HP', 9.9, 10, [24, 36, 48, 60]],
      ['PCP', 8.9, 10, [24, 36, 48]],
    ])
    expect(BUILT_IN_QUOTE_CONFIG.issuedQuotes).toEqual({ capacity: 10_000, maximumAgeHours: 24 })
  })

  const pcp = BUILT_IN_QUOTE_CONFIG.products[1]
  const withPcp = (changes: Record<string, unknown>) => ({ ...BUILT_IN_QUOTE_CONFIG, products: [BUILT_IN_QUOTE_CONFIG.products[0], { ...pcp, ...changes }] })

  it('refuses a GFV table that rises with the mileage or the term, naming the cell', () => {
    const risingWithMileage = withPcp({
      guaranteedFutureValuePercent: [
        { term: 24, byAnnualMileage: [56, 57, 50, 47, 44, 41] },
        { term: 36, byAnnualMileage: [48, 45, 42, 39, 36, 33] },
        { term: 48, byAnnualMileage: [41, 38, 35, 32, 29, 26] },
      ],
    })
    expect(() => parseBuiltInQuoteConfig(risingWithMileage)).toThrow(
      'products.1.guaranteedFutureValuePercent.0.byAnnualMileage.1: must not rise with the annual mileage',
    )
    const risingWithTerm = withPcp({
      guaranteedFutureValuePercent: [
        { term: 24, byAnnualMileage: [56, 53, 50, 47, 44, 41] },
        { term: 36, byAnnualMileage: [58, 45, 42, 39, 36, 33] },
        { term: 48, byAnnualMileage: [41, 38, 35, 32, 29, 26] },
      ],
    })
    expect(() => parseBuiltInQuoteConfig(risingWithTerm)).toThrow('products.1.guaranteedFutureValuePercent.1.byAnnualMileage.0: must not rise with the term')
  })

  it('refuses a table without a row per term, a default outside the values, limits the wrong way round, a repeated key', () => {
    expect(() => parseBuiltInQuoteConfig(withPcp({ terms: { values: [24, 36, 48, 60], default: 36 } }))).toThrow(
      'must have one row per term, in order: 24, 36, 48, 60',
    )
    expect(() => parseBuiltInQuoteConfig(withPcp({ annualMileage: { values: [5_000, 10_000], default: 8_000 } }))).toThrow(
      'annualMileage.default: default must be one of the values',
    )
    expect(() => parseBuiltInQuoteConfig(withPcp({ deposit: { minimumPercent: 60, maximumPercent: 50, defaultPercent: 55 } }))).toThrow(
      'minimumPercent ≤ defaultPercent ≤ maximumPercent',
    )
    expect(() => parseBuiltInQuoteConfig(withPcp({ familyKey: 'HP' }))).toThrow('familyKey must be unique')
  })
})
