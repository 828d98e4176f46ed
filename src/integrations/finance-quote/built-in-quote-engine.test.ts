import { describe, expect, it } from 'vitest'

import { BUILT_IN_QUOTE_CONFIG, type BuiltInQuoteConfig, parseBuiltInQuoteConfig } from './built-in-quote-config'
import { BuiltInQuoteEngine, randomQuoteReference } from './built-in-quote-engine'
import {
  type CalculateRequest,
  calculateResponseSchema,
  defaultProductsResponseSchema,
  type FinanceQuotation,
  FinanceQuoteRequestError,
  type PhysicalVehicle,
  type QuoteParameters,
} from './finance-quote-port'

/*
 * Reference figures are worked out independently of the engine, with the standard annuity (PMT)
 * formula and the inputs stated in each test:
 *
 *   monthly rate  i = (1 + APR)^(1/12) − 1          (9.9 % APR → i = 0.00789774691574…,
 *                                                    8.9 % APR → i = 0.00713028…)
 *   payment       PMT = (credit − balloon · v) · i / (1 − v),   v = (1 + i)^−n
 *
 * computed to 40 significant digits (Python decimal), then rounded to the penny. APRs including
 * the £10 option-to-purchase fee are the IRR of the real cash flows, annualised, from the same
 * independent computation.
 */

const NOW = new Date('2025-06-01T12:00:00Z')

function engineWith(config: BuiltInQuoteConfig = BUILT_IN_QUOTE_CONFIG, clock: { now: Date } = { now: NOW }) {
  let counter = 0
  return new BuiltInQuoteEngine(config, { now: () => clock.now, newQuoteReference: () => `SHRTEST${String(++counter).padStart(4, '0')}` })
}

const vehicle = (overrides: Partial<PhysicalVehicle> = {}): PhysicalVehicle => ({
  Type: 'Car',
  SourceVehicleId: 'WBA8E1C50JA123456',
  Vin: 'WBA8E1C50JA123456',
  Status: 'PreOwned',
  OnTheRoadPrice: 15_000,
  Mileage: 12_000,
  Registration: { Number: 'AB21CDE', Country: 'GB', DateOfFirstRegistration: '2021-03-01' },
  ...overrides,
})

const request = (parameters: Partial<QuoteParameters>, physicalVehicle: PhysicalVehicle = vehicle()): CalculateRequest => ({
  VehicleRequests: [
    {
      Id: 'car-1',
      Parameters: { CalculationType: 'ToRegularPayment', OrganisationIdentifier: 'thames-motor-group-croydon', ...parameters },
      PhysicalVehicle: physicalVehicle,
    },
  ],
})

async function quotations(engine: BuiltInQuoteEngine, parameters: Partial<QuoteParameters>, physicalVehicle?: PhysicalVehicle): Promise<FinanceQuotation[]> {
  const response = await engine.calculate(request(parameters, physicalVehicle))
  expect(calculateResponseSchema.parse(response)).toEqual(response)
  return response.Vehicles[0]?.FinanceQuotations ?? []
}

async function onlyQuote(engine: BuiltInQuoteEngine, parameters: Partial<QuoteParameters>, physicalVehicle?: PhysicalVehicle) {
  const [quotation] = await quotations(engine, parameters, physicalVehicle)
  expect(quotation?.HasError).toBe(false)
  const finance = quotation?.Finance
  if (!finance) throw new Error('expected a quote')
  return finance
}

const zeroRateConfig = parseBuiltInQuoteConfig({
  ...BUILT_IN_QUOTE_CONFIG,
  products: BUILT_IN_QUOTE_CONFIG.products.map((product) => ({ ...product, aprPercent: 0 })),
})

describe('BuiltInQuoteEngine: Hire Purchase', () => {
  it('prices £15,000, £1,500 deposit, 48 months at 9.9 % APR (PMT reference)', async () => {
    // credit 13,500; PMT(i, 48, 13,500) = 339.01599727… → £339.02
    const { Quote, Notifications } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_500 })
    expect(Notifications).toEqual([])
    expect(Quote).toEqual({
      QuoteReference: 'SHRTEST0001',
      FinanceProductFamilyKey: 'HP',
      ProductName: 'Hire Purchase',
      Term: 48,
      NumberOfRegularPayments: 48,
      AnnualMileage: null,
      CashPrice: 15_000,
      CashDeposit: 1_500,
      TotalDeposit: 1_500,
      AmountOfCredit: 13_500,
      RegularPayment: 339.02,
      TotalRegularPayment: 339.02,
      AdminFee: 0,
      OptionToPurchaseFee: 10,
      GuaranteedFutureValue: null,
      FinalPayment: null,
      ExcessMileageChargePence: null,
      // IRR of −13,500, 47 × 339.02, 339.02 + 10 → 9.9298 % → 9.9
      APR: 9.9,
      // interest 48 × 339.02 − 13,500 = 2,772.96; ÷ 13,500 ÷ 4 years = 5.1351 %
      FixedRateOfInterest: 5.14,
      // 48 × 339.02 + 10 − 13,500
      TotalChargeForCredit: 2_782.96,
      // 1,500 + 48 × 339.02 + 10
      TotalAmountPayable: 17_782.96,
      QuoteActions: { Apply: '#contact-quote' },
    })
  })

  it('goes back from that payment to the same deposit (ToCashDeposit)', async () => {
    const { Quote } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CalculationType: 'ToCashDeposit', RegularPayment: 339.02 })
    expect(Quote).toMatchObject({ CashDeposit: 1_500, TotalDeposit: 1_500, RegularPayment: 339.02, TotalAmountPayable: 17_782.96 })
  })

  it('shows the representative example as Blocks', async () => {
    const [quotation] = await quotations(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_500 })
    expect(quotation?.Blocks).toHaveLength(1)
    const details = Object.fromEntries((quotation?.Blocks[0]?.Details ?? []).map((d) => [d.Key, `${d.Label}: ${d.DisplayValue}`]))
    expect(details).toMatchObject({
      CashPrice: 'Cash price: £15,000.00',
      TotalDeposit: 'Deposit: £1,500.00',
      AmountOfCredit: 'Amount of credit: £13,500.00',
      Term: 'Duration of agreement: 48 months',
      RegularPayment: '48 monthly payments of: £339.02',
      OptionToPurchaseFee: 'Option to purchase fee: £10.00',
      TotalAmountPayable: 'Total amount payable: £17,782.96',
      FixedRateOfInterest: 'Fixed rate of interest (per annum): 5.14%',
      APR: 'Representative APR: 9.9% APR',
    })
    expect(details).not.toHaveProperty('AdminFee')
    expect(details).not.toHaveProperty('AnnualMileage')
  })

  it('includes the fee in the APR, which shows on a small credit (£2,500 car, £250 deposit, 24 months)', async () => {
    // PMT(i, 24, 2,250) = 103.2841… → £103.28; IRR with the £10 fee → 10.2948 % APR
    const { Quote } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 24, CashDeposit: 250 }, vehicle({ OnTheRoadPrice: 2_500 }))
    expect(Quote).toMatchObject({ RegularPayment: 103.28, APR: 10.3, TotalAmountPayable: 2_738.72 })
  })

  it('takes an admin fee with the first payment: in the totals, the example and the APR', async () => {
    const withAdminFee = parseBuiltInQuoteConfig({ ...BUILT_IN_QUOTE_CONFIG, products: BUILT_IN_QUOTE_CONFIG.products.map((p) => ({ ...p, adminFee: 250 })) })
    const [quotation] = await quotations(engineWith(withAdminFee), { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_500 })
    // Same payment as without the fee; 1,500 + 250 + 48 × 339.02 + 10; IRR of −13,500, 589.02, 46 × 339.02, 349.02 → 11.0 % APR
    expect(quotation?.Finance?.Quote).toMatchObject({
      RegularPayment: 339.02,
      AdminFee: 250,
      TotalAmountPayable: 18_032.96,
      TotalChargeForCredit: 3_032.96,
      APR: 11,
    })
    expect(quotation?.Blocks[0]?.Details.find((d) => d.Key === 'AdminFee')?.DisplayValue).toBe('£250.00')
  })

  it('keeps pence in the price and the deposit', async () => {
    // price 15,000.49, deposit 1,600.25 → credit 13,400.24; PMT(i, 48, 13,400.24) = 336.51077… → £336.51
    const { Quote } = await onlyQuote(
      engineWith(),
      { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_600.25 },
      vehicle({ OnTheRoadPrice: 15_000.49 }),
    )
    expect(Quote).toMatchObject({ CashPrice: 15_000.49, CashDeposit: 1_600.25, AmountOfCredit: 13_400.24, RegularPayment: 336.51 })
  })
})

describe('BuiltInQuoteEngine: Personal Contract Purchase', () => {
  it('prices £15,000, £1,500 deposit, 36 months, 10,000 miles at 8.9 % APR with a 45 % GFV balloon (PMT reference)', async () => {
    // GFV 45 % × 15,000 = 6,750; PMT(i, 36, 13,500, FV 6,750) = 261.38659… → £261.39
    const { Quote } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500 })
    expect(Quote).toMatchObject({
      FinanceProductFamilyKey: 'PCP',
      ProductName: 'Personal Contract Purchase',
      Term: 36,
      AnnualMileage: 10_000,
      AmountOfCredit: 13_500,
      RegularPayment: 261.39,
      TotalRegularPayment: 261.39,
      GuaranteedFutureValue: 6_750,
      // GFV + £10 option to purchase fee
      FinalPayment: 6_760,
      ExcessMileageChargePence: 8,
      // IRR of −13,500, 35 × 261.39, 261.39 + 6,760 → 8.9306 % → 8.9
      APR: 8.9,
      // interest 36 × 261.39 + 6,750 − 13,500 = 2,660.04; ÷ 13,500 ÷ 3 = 6.568 %
      FixedRateOfInterest: 6.57,
      // 1,500 + 36 × 261.39 + 6,760
      TotalAmountPayable: 17_670.04,
      TotalChargeForCredit: 2_670.04,
    })
  })

  it('prices £20,000, £2,000 deposit, 48 months, 15,000 miles (35 % GFV)', async () => {
    // GFV 7,000; PMT(i, 48, 18,000, FV 7,000) = 321.33605… → £321.34
    const { Quote } = await onlyQuote(
      engineWith(),
      { FinanceProductFamilyKeys: ['PCP'], Term: 48, AnnualMileage: 15_000, CashDeposit: 2_000 },
      vehicle({ OnTheRoadPrice: 20_000 }),
    )
    expect(Quote).toMatchObject({ GuaranteedFutureValue: 7_000, RegularPayment: 321.34 })
  })

  it('goes back from the payment to the same deposit (ToCashDeposit)', async () => {
    const { Quote } = await onlyQuote(engineWith(), {
      FinanceProductFamilyKeys: ['PCP'],
      Term: 36,
      AnnualMileage: 10_000,
      CalculationType: 'ToCashDeposit',
      RegularPayment: 261.39,
    })
    expect(Quote).toMatchObject({ CashDeposit: 1_500, RegularPayment: 261.39, GuaranteedFutureValue: 6_750 })
  })

  it('uses the default term and mileage when the request leaves them out', async () => {
    const { Quote } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['PCP'], CashDeposit: 1_500 })
    expect(Quote).toMatchObject({ Term: 36, AnnualMileage: 10_000 })
  })

  it('lists the balloon and the mileage terms in the representative example', async () => {
    const [quotation] = await quotations(engineWith(), { FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500 })
    const keys = quotation?.Blocks[0]?.Details.map((d) => d.Key)
    expect(keys).toEqual(expect.arrayContaining(['AnnualMileage', 'GuaranteedFutureValue', 'FinalPayment', 'ExcessMileageCharge']))
    expect(quotation?.Blocks[0]?.Details.find((d) => d.Key === 'FinalPayment')?.DisplayValue).toBe('£6,760.00')
  })
})

describe('BuiltInQuoteEngine: 0 % APR', () => {
  it('divides the credit evenly: £12,000, £1,200 deposit, 36 months → £300.00', async () => {
    const { Quote } = await onlyQuote(
      engineWith(zeroRateConfig),
      { FinanceProductFamilyKeys: ['HP'], Term: 36, CashDeposit: 1_200 },
      vehicle({ OnTheRoadPrice: 12_000 }),
    )
    // 10,800 / 36 = 300; only the £10 fee is charged for credit: IRR of −10,800, 35 × 300, 310 → 0.060 % → 0.1 % APR
    expect(Quote).toMatchObject({ RegularPayment: 300, FixedRateOfInterest: 0, APR: 0.1, TotalChargeForCredit: 10, TotalAmountPayable: 12_010 })
  })

  it('and back: £300 a month needs £1,200', async () => {
    const { Quote } = await onlyQuote(
      engineWith(zeroRateConfig),
      { FinanceProductFamilyKeys: ['HP'], Term: 36, CalculationType: 'ToCashDeposit', RegularPayment: 300 },
      vehicle({ OnTheRoadPrice: 12_000 }),
    )
    expect(Quote.CashDeposit).toBe(1_200)
  })

  it('PCP at 0 %: (credit − GFV) / n', async () => {
    // 15,000 − 1,500 − 6,750 = 6,750 over 36 months = 187.50
    const { Quote } = await onlyQuote(engineWith(zeroRateConfig), { FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500 })
    expect(Quote.RegularPayment).toBe(187.5)
  })
})

describe('BuiltInQuoteEngine: limits and errors', () => {
  it('moves a deposit outside the limits to the nearest limit and says so', async () => {
    const low = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 500 })
    expect(low.Quote.CashDeposit).toBe(1_500)
    expect(low.Notifications).toEqual([{ Key: 'DepositRaisedToMinimum', Message: expect.stringContaining('£1,500.00') }])
    const high = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 9_000 })
    expect(high.Quote.CashDeposit).toBe(7_500)
    expect(high.Notifications).toEqual([{ Key: 'DepositLoweredToMaximum', Message: expect.stringContaining('£7,500.00') }])
  })

  it('keeps a PCP deposit low enough that the monthly payments still repay £1,000', async () => {
    // 24 months, 5,000 miles: GFV 56 % = 8,400, so the deposit is at most 15,000 − 8,400 − 1,000 = 5,600 (below 50 %)
    const { Quote, Notifications } = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['PCP'], Term: 24, AnnualMileage: 5_000, CashDeposit: 7_500 })
    expect(Quote.CashDeposit).toBe(5_600)
    expect(Quote.RegularPayment).toBeGreaterThan(0)
    expect(Notifications[0]?.Key).toBe('DepositLoweredToMaximum')
  })

  it('uses the nearest deposit limit when a payment cannot be met, and says so', async () => {
    const tooHigh = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CalculationType: 'ToCashDeposit', RegularPayment: 1_000 })
    expect(tooHigh.Quote.CashDeposit).toBe(1_500)
    expect(tooHigh.Notifications[0]?.Key).toBe('PaymentAboveMaximum')
    const tooLow = await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['HP'], Term: 48, CalculationType: 'ToCashDeposit', RegularPayment: 20 })
    expect(tooLow.Quote.CashDeposit).toBe(7_500)
    expect(tooLow.Notifications[0]?.Key).toBe('PaymentBelowMinimum')
  })

  it('quotes every product when no key is given, each in its own quotation', async () => {
    const all = await quotations(engineWith(), { Term: 36, CashDeposit: 1_500 })
    expect(all.map((q) => [q.FinanceProductFamilyKey, q.HasError])).toEqual([
      ['HP', false],
      ['PCP', false],
    ])
    expect(new Set(all.map((q) => q.Finance?.Quote.QuoteReference)).size).toBe(2)
  })

  it('gives HasError with a UserMessage to a product that does not offer the term another one does', async () => {
    const [hp, pcp] = await quotations(engineWith(), { FinanceProductFamilyKeys: ['HP', 'PCP'], Term: 60, CashDeposit: 1_500 })
    expect(hp?.HasError).toBe(false)
    expect(pcp).toMatchObject({ FinanceProductFamilyKey: 'PCP', HasError: true, Finance: null, Blocks: [] })
    expect(pcp?.Error?.UserMessage).toBe('Personal Contract Purchase is offered over 24, 36 or 48 months. Please choose one of those terms.')
  })

  it('refuses a term no requested product offers, naming the field', async () => {
    const attempt = engineWith().calculate(request({ FinanceProductFamilyKeys: ['PCP'], Term: 60, CashDeposit: 1_500 }))
    await expect(attempt).rejects.toBeInstanceOf(FinanceQuoteRequestError)
    await expect(attempt).rejects.toMatchObject({
      field: 'VehicleRequests.0.Parameters.Term',
      message: 'A term of 60 months is not offered; choose one of 24, 36, 48 months',
    })
  })

  it('refuses an unknown product key and a mileage the PCP does not offer, naming the field', async () => {
    await expect(engineWith().calculate(request({ FinanceProductFamilyKeys: ['HP', 'LEASE'], CashDeposit: 1_500 }))).rejects.toMatchObject({
      field: 'VehicleRequests.0.Parameters.FinanceProductFamilyKeys.1',
      message: "Finance product 'LEASE' is not offered; choose from HP, PCP",
    })
    await expect(engineWith().calculate(request({ FinanceProductFamilyKeys: ['PCP'], AnnualMileage: 7_000, CashDeposit: 1_500 }))).rejects.toMatchObject({
      field: 'VehicleRequests.0.Parameters.AnnualMileage',
    })
    // HP has no mileage: the value is ignored.
    expect((await onlyQuote(engineWith(), { FinanceProductFamilyKeys: ['hp'], AnnualMileage: 7_000, CashDeposit: 1_500 })).Quote.AnnualMileage).toBeNull()
  })

  it('gives a vehicle-level HasError for a car outside the price limits', async () => {
    const response = await engineWith().calculate(request({ CashDeposit: 100 }, vehicle({ OnTheRoadPrice: 1_000 })))
    expect(response.Vehicles).toEqual([
      { Id: 'car-1', HasError: true, Error: { UserMessage: expect.stringContaining('£2,500.00 to £150,000.00') }, FinanceQuotations: [] },
    ])
  })

  it('offers no PCP on a car too old or too worn at the end of the agreement, HP still', async () => {
    const old = vehicle({ Registration: { Number: 'AB14CDE', Country: 'GB', DateOfFirstRegistration: '2016-01-15' } })
    const [hp, pcp] = await quotations(engineWith(), { Term: 48, CashDeposit: 1_500 }, old)
    expect(hp?.HasError).toBe(false)
    expect(pcp?.Error?.UserMessage).toContain('more than 10 years old at the end of the agreement')
    const worn = await quotations(
      engineWith(),
      { FinanceProductFamilyKeys: ['PCP'], Term: 48, AnnualMileage: 30_000, CashDeposit: 1_500 },
      vehicle({ Mileage: 40_000 }),
    )
    expect(worn[0]?.Error?.UserMessage).toContain('more than 120,000 miles by the end of the agreement')
  })
})

describe('BuiltInQuoteEngine: default products', () => {
  it('defines the sliders of each product for the car', async () => {
    const response = await engineWith().defaultProducts({ PhysicalVehicle: vehicle(), OrganisationIdentifier: 'thames-motor-group-croydon' })
    expect(defaultProductsResponseSchema.parse(response)).toEqual(response)
    expect(response.HasError).toBe(false)
    const [hp, pcp] = response.Products
    expect(hp).toEqual({
      FamilyKey: 'HP',
      Name: 'Hire Purchase',
      Term: { Locale: { DisplayValue: 'months' }, Default: 48, Values: [24, 36, 48, 60] },
      Deposit: { Locale: { DisplayValue: '£' }, Default: 1_500, Minimum: 1_500, Maximum: 7_500 },
      // at 48 months: £7,500 deposit → 188.34… (up to 189), £1,500 → 339.01… (down to 339)
      Payment: { Locale: { DisplayValue: '£ per month' }, Default: 339.02, Minimum: 189, Maximum: 339 },
      AnnualMileage: null,
    })
    expect(pcp).toMatchObject({
      FamilyKey: 'PCP',
      Term: { Default: 36, Values: [24, 36, 48] },
      // maximum: 15,000 − GFV 6,750 − 1,000
      Deposit: { Default: 1_500, Minimum: 1_500, Maximum: 7_250 },
      Payment: { Default: 261.39 },
      AnnualMileage: { Locale: { DisplayValue: 'miles' }, Default: 10_000, Values: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000] },
    })
  })

  it('keeps the payment slider inside the deposit limits: its ends quote without a notification', async () => {
    const engine = engineWith()
    const { Products } = await engine.defaultProducts({ PhysicalVehicle: vehicle(), OrganisationIdentifier: 'thames-motor-group-croydon' })
    for (const product of Products) {
      if (!('Minimum' in product.Payment)) throw new Error('expected a payment range')
      for (const payment of [product.Payment.Minimum, product.Payment.Maximum]) {
        const { Notifications } = await onlyQuote(engine, {
          FinanceProductFamilyKeys: [product.FamilyKey],
          Term: product.Term.Default,
          AnnualMileage: product.AnnualMileage?.Default,
          CalculationType: 'ToCashDeposit',
          RegularPayment: payment,
        })
        expect(Notifications).toEqual([])
      }
    }
  })

  it('leaves out PCP for a car too old for it and shortens its terms for an older one', async () => {
    const engine = engineWith()
    const tooOld = await engine.defaultProducts({
      PhysicalVehicle: vehicle({ Registration: { Number: 'AB12CDE', Country: 'GB', DateOfFirstRegistration: '2013-09-01' } }),
      OrganisationIdentifier: 'x',
    })
    expect(tooOld.Products.map((p) => p.FamilyKey)).toEqual(['HP'])
    // 6.25 years old: 24 and 36 months end before 10 years, 48 do not
    const older = await engine.defaultProducts({
      PhysicalVehicle: vehicle({ Registration: { Number: 'AB19CDE', Country: 'GB', DateOfFirstRegistration: '2019-03-01' } }),
      OrganisationIdentifier: 'x',
    })
    expect(older.Products[1]?.Term).toEqual({ Locale: { DisplayValue: 'months' }, Default: 36, Values: [24, 36] })
  })

  it('offers only the mileages the car can do over the default term', async () => {
    // 60,000 miles now; 36 months: + 3 × 20,000 = 120,000 is the most
    const { Products } = await engineWith().defaultProducts({ PhysicalVehicle: vehicle({ Mileage: 60_000 }), OrganisationIdentifier: 'x' })
    expect(Products[1]?.AnnualMileage).toMatchObject({ Default: 10_000, Values: [5_000, 10_000, 15_000, 20_000] })
  })

  it('answers HasError with a UserMessage when nothing can be offered', async () => {
    const response = await engineWith().defaultProducts({ PhysicalVehicle: vehicle({ OnTheRoadPrice: 500_000 }), OrganisationIdentifier: 'x' })
    expect(response).toEqual({ Products: [], HasError: true, Error: { UserMessage: expect.stringContaining('Please contact our team') } })
  })
})

describe('BuiltInQuoteEngine: terms and conditions', () => {
  it('fills the product’s legal text with the quote’s figures, by QuoteReference', async () => {
    const engine = engineWith()
    const { Quote } = await onlyQuote(engine, { FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500 })
    const legal = await engine.termsAndConditions(Quote.QuoteReference)
    expect(legal?.QuoteReference).toBe(Quote.QuoteReference)
    const text = legal?.TermsAndConditions ?? ''
    for (const part of [
      'Personal Contract Purchase representative example',
      'cash price £15,000.00',
      '36 monthly payments of £261.39',
      'optional final payment £6,760.00',
      '8.9% APR representative',
      'excess mileage charge 8p per mile',
      'reference SHRTEST0001',
      '1 June 2025',
      'WBA8E1C50JA123456 (registration AB21CDE)',
      'Thames Motor Finance (demonstration)',
      'thames-motor-group-croydon',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/)
  })

  it('forgets a quote after 24 hours and does not know references it did not issue', async () => {
    const clock = { now: NOW }
    const engine = engineWith(BUILT_IN_QUOTE_CONFIG, clock)
    const { Quote } = await onlyQuote(engine, { FinanceProductFamilyKeys: ['HP'], CashDeposit: 1_500 })
    clock.now = new Date(NOW.getTime() + 23 * 3_600_000)
    expect(await engine.termsAndConditions(Quote.QuoteReference)).not.toBeNull()
    clock.now = new Date(NOW.getTime() + 25 * 3_600_000)
    expect(await engine.termsAndConditions(Quote.QuoteReference)).toBeNull()
    expect(await engine.termsAndConditions('SHRNEVERISSUED')).toBeNull()
  })
})

describe('randomQuoteReference', () => {
  it('makes distinct, readable references', () => {
    const references = new Set(Array.from({ length: 1_000 }, randomQuoteReference))
    expect(references.size).toBe(1_000)
    for (const reference of references) expect(reference).toMatch(/^SHR[0-9A-HJKMNP-TV-Z]{10}$/)
  })
})
