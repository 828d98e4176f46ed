import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BUILT_IN_QUOTE_CONFIG, parseBuiltInQuoteConfig } from './built-in-quote-config'
import { BuiltInQuoteEngine } from './built-in-quote-engine'
import type { CalculationType, PhysicalVehicle, Quote } from './finance-quote-port'
import { monthlyRateFromApr } from './quote-maths'

/*
 * The two calculation directions (spec 02 §4 "Moving the deposit slider recalculates the payment;
 * moving the payment slider recalculates the deposit") must agree, for every product, term,
 * mileage, price and rate.
 */

const newCar = (price: number): PhysicalVehicle => ({
  Type: 'Car',
  SourceVehicleId: 'WBA8E1C50JA123456',
  Vin: 'WBA8E1C50JA123456',
  Status: 'PreOwned',
  OnTheRoadPrice: price,
  Mileage: 0,
  Registration: null,
})

async function quote(
  engine: BuiltInQuoteEngine,
  car: PhysicalVehicle,
  familyKey: string,
  term: number,
  annualMileage: number,
  type: CalculationType,
  amount: number,
): Promise<Quote> {
  const response = await engine.calculate({
    VehicleRequests: [
      {
        Id: 'p',
        Parameters: {
          Term: term,
          AnnualMileage: annualMileage,
          FinanceProductFamilyKeys: [familyKey],
          CalculationType: type,
          CashDeposit: type === 'ToRegularPayment' ? amount : null,
          RegularPayment: type === 'ToCashDeposit' ? amount : null,
          OrganisationIdentifier: 'thames-motor-group-croydon',
        },
        PhysicalVehicle: car,
      },
    ],
  })
  const found = response.Vehicles[0]?.FinanceQuotations[0]?.Finance?.Quote
  if (!found) throw new Error(`no quote: ${JSON.stringify(response)}`)
  return found
}

/** A product, one of its terms and mileages, an APR (0 included), a price in pounds and pence, a deposit share. */
const scenario = fc.record({
  productIndex: fc.nat({ max: BUILT_IN_QUOTE_CONFIG.products.length - 1 }),
  termIndex: fc.nat({ max: 3 }),
  mileageIndex: fc.nat({ max: 5 }),
  aprPercent: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 299 }).map((tenths) => tenths / 10),
  ),
  pricePence: fc.integer({ min: 5_000_00, max: 120_000_00 }),
  depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
})

type Scenario = { productIndex: number; termIndex: number; mileageIndex: number; aprPercent: number; pricePence: number; depositShare: number }

function setUp(s: Scenario) {
  const config = parseBuiltInQuoteConfig({
    ...BUILT_IN_QUOTE_CONFIG,
    products: BUILT_IN_QUOTE_CONFIG.products.map((p) => ({ ...p, aprPercent: s.aprPercent })),
  })
  const product = config.products[s.productIndex]
  if (!product) throw new Error('no product')
  const term = product.terms.values[s.termIndex % product.terms.values.length] ?? product.terms.default
  const mileages = product.type === 'PersonalContractPurchase' ? product.annualMileage.values : [10_000]
  const annualMileage = mileages[s.mileageIndex % mileages.length] ?? 10_000
  const price = s.pricePence / 100
  return { engine: new BuiltInQuoteEngine(config), product, term, annualMileage, price, car: newCar(price) }
}

describe('BuiltInQuoteEngine: both calculation directions agree', () => {
  it('deposit (whole pounds) → payment → deposit gives the same deposit within a penny, and the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { engine, product, term, annualMileage, price, car } = setUp(s)
        // A whole-pound deposit (what the deposit slider sends); the engine moves it inside the limits.
        const asked = Math.floor(price * s.depositShare)
        const forward = await quote(engine, car, product.familyKey, term, annualMileage, 'ToRegularPayment', asked)
        const back = await quote(engine, car, product.familyKey, term, annualMileage, 'ToCashDeposit', forward.TotalRegularPayment)
        expect(Math.abs(back.CashDeposit - forward.CashDeposit)).toBeLessThanOrEqual(0.01)
        expect(back.RegularPayment).toBe(forward.RegularPayment)
        expect(back.TotalAmountPayable).toBe(forward.TotalAmountPayable)
      }),
      { numRuns: 300 },
    )
  })

  it('any deposit in pence → payment → deposit: a deposit with the same payment, as close as penny payments allow', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { engine, product, term, annualMileage, price, car } = setUp(s)
        const asked = Math.round(price * s.depositShare * 100) / 100
        const forward = await quote(engine, car, product.familyKey, term, annualMileage, 'ToRegularPayment', asked)
        const back = await quote(engine, car, product.familyKey, term, annualMileage, 'ToCashDeposit', forward.RegularPayment)
        expect(back.RegularPayment).toBe(forward.RegularPayment)
        // A payment on the penny stands for a deposit range 0.01 × the annuity factor (1 − v) / i wide (n at 0 %).
        const i = monthlyRateFromApr(s.aprPercent)
        const annuityFactor = i === 0 ? term : -Math.expm1(-term * Math.log1p(i)) / i
        expect(Math.abs(back.CashDeposit - forward.CashDeposit)).toBeLessThanOrEqual(0.01 * annuityFactor + 0.01)
      }),
      { numRuns: 300 },
    )
  })

  it('payment → deposit → payment gives the same payment', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, fc.double({ min: 0, max: 1, noNaN: true }), async (s, paymentShare) => {
        const { engine, product, term, annualMileage, car } = setUp(s)
        // A payment between those of the largest and the smallest deposit, so no limit moves it.
        const lowest = await quote(engine, car, product.familyKey, term, annualMileage, 'ToRegularPayment', car.OnTheRoadPrice)
        const highest = await quote(engine, car, product.familyKey, term, annualMileage, 'ToRegularPayment', 0)
        const asked = Math.round((lowest.RegularPayment + (highest.RegularPayment - lowest.RegularPayment) * paymentShare) * 100) / 100
        const deposit = await quote(engine, car, product.familyKey, term, annualMileage, 'ToCashDeposit', asked)
        const again = await quote(engine, car, product.familyKey, term, annualMileage, 'ToRegularPayment', deposit.CashDeposit)
        expect(deposit.RegularPayment).toBe(asked)
        expect(again.RegularPayment).toBe(asked)
      }),
      { numRuns: 300 },
    )
  })
})
