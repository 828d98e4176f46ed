import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import {
  type CalculateRequest,
  calculateRequestSchema,
  calculateResponseSchema,
  defaultProductsResponseSchema,
  FINANCE_QUOTE_UNAVAILABLE_MESSAGE,
} from './finance-quote-port'
import { HttpFinanceQuote, htmlToText, numberInDisplayValue, toProviderCalculateRequest } from './http-finance-quote'

/*
 * Request/response mapping against example payloads of the provider's API (fixtures/, written to
 * look like recorded traffic: extra fields, numbers as strings, figures only in Blocks).
 */

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'))

const BASE = 'https://finance.example.com/api/v3/'

/** Our request as the widget sends it: the plate as printed, a deposit with float noise, no RegularPayment. */
const ourRequest: CalculateRequest = calculateRequestSchema.parse({
  VehicleRequests: [
    {
      Id: '310004217',
      Parameters: {
        Term: 36,
        CashDeposit: 1500.0000001,
        AnnualMileage: 10000,
        FinanceProductFamilyKeys: ['HP', 'PCP'],
        CalculationType: 'ToRegularPayment',
        OrganisationIdentifier: 'thames-motor-group-croydon',
      },
      PhysicalVehicle: {
        Type: 'Car',
        SourceVehicleId: 'WMWXU72000TH41287',
        Vin: 'wmwxu72000th41287',
        Status: 'PreOwned',
        OnTheRoadPrice: 15000,
        Mileage: 23814,
        Registration: { Number: 'ab21 cde', Country: 'GB', DateOfFirstRegistration: '2021-03-01' },
      },
    },
  ],
})

function provider(answer: unknown, status = 200) {
  const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) =>
    typeof answer === 'string' ? new Response(answer, { status }) : Response.json(answer, { status }),
  )
  return {
    fetchImpl,
    adapter: new HttpFinanceQuote({ baseUrl: BASE, apiKey: 'cw-test-key-123', timeoutMs: 2_000, fetchImpl: fetchImpl as unknown as typeof fetch }),
  }
}

describe('HttpFinanceQuote: calculate', () => {
  it('sends the provider the normalised request with the API key', async () => {
    const { fetchImpl, adapter } = provider(fixture('provider-calculate-response.json'))
    await adapter.calculate(ourRequest)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://finance.example.com/api/v3/calculate')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({ 'x-api-key': 'cw-test-key-123', 'content-type': 'application/json', accept: 'application/json' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(JSON.parse(String(init?.body))).toEqual(fixture('provider-calculate-request.json'))
    expect(toProviderCalculateRequest(ourRequest)).toEqual(fixture('provider-calculate-request.json'))
  })

  it('maps the recorded answer to the port’s shape', async () => {
    const { adapter } = provider(fixture('provider-calculate-response.json'))
    const response = await adapter.calculate(ourRequest)
    expect(calculateResponseSchema.parse(response)).toEqual(response)
    const [hp, pcp] = response.Vehicles[0]?.FinanceQuotations ?? []

    expect(hp).toMatchObject({ FinanceProductFamilyKey: 'HP', ProductName: 'Hire Purchase', HasError: false, Error: null })
    expect(hp?.Blocks[0]).toMatchObject({ Key: 'RepresentativeExample', Label: 'Representative example' })
    expect(hp?.Finance?.Quote).toEqual({
      QuoteReference: 'CWQ-20250601-7H3K9P',
      FinanceProductFamilyKey: 'HP',
      ProductName: 'Hire Purchase',
      Term: 36,
      NumberOfRegularPayments: null,
      AnnualMileage: null,
      CashPrice: 15000,
      CashDeposit: 1500,
      TotalDeposit: 1500,
      AmountOfCredit: 13500,
      RegularPayment: 432.3,
      TotalRegularPayment: 432.3,
      AdminFee: null,
      OptionToPurchaseFee: 10,
      GuaranteedFutureValue: null,
      FinalPayment: null,
      ExcessMileageChargePence: null,
      APR: 9.9,
      // Not in the quote: read from the block's "5.09%"
      FixedRateOfInterest: 5.09,
      TotalChargeForCredit: 2072.8,
      TotalAmountPayable: 17072.8,
      QuoteActions: { Apply: 'https://apply.finance.example.com/start?quote=CWQ-20250601-7H3K9P' },
    })

    // PCP: numbers as strings, the figures only in the Blocks, notifications as text and objects.
    expect(pcp?.Finance?.Quote).toMatchObject({
      QuoteReference: 'CWQ-20250601-7H3K9Q',
      FinanceProductFamilyKey: 'PCP',
      Term: 36,
      AnnualMileage: 10000,
      CashDeposit: 1500,
      TotalDeposit: 1500,
      RegularPayment: 261.39,
      TotalRegularPayment: 261.39,
      GuaranteedFutureValue: 6750,
      FinalPayment: 6760,
      ExcessMileageChargePence: 8,
      APR: 8.9,
      TotalAmountPayable: 17670.04,
      FixedRateOfInterest: null,
    })
    expect(pcp?.Finance?.Notifications).toEqual([
      { Key: 'Notification1', Message: 'Your deposit has been rounded to the nearest pound.' },
      { Key: 'MileageNote', Message: 'Excess mileage is charged at the end of the agreement.' },
    ])
    // A detail without a value is left out rather than shown empty.
    expect(pcp?.Blocks[0]?.Details.map((d) => d.Key)).not.toContain('Disclaimer')
  })

  it('passes on the provider’s HasError and UserMessage, with the spec’s text when it has none', async () => {
    const { adapter } = provider(fixture('provider-calculate-errors-response.json'))
    const response = await adapter.calculate(ourRequest)
    expect(calculateResponseSchema.parse(response)).toEqual(response)
    const [quoted, refused] = response.Vehicles
    expect(quoted?.FinanceQuotations).toEqual([
      {
        FinanceProductFamilyKey: 'PCP',
        ProductName: 'Personal Contract Purchase',
        HasError: true,
        Error: { UserMessage: 'Personal Contract Purchase is not available on vehicles over 8 years old at the end of the agreement.' },
        Blocks: [],
        Finance: null,
      },
      { FinanceProductFamilyKey: '', ProductName: null, HasError: true, Error: { UserMessage: FINANCE_QUOTE_UNAVAILABLE_MESSAGE }, Blocks: [], Finance: null },
    ])
    expect(refused).toEqual({ Id: '310004219', HasError: true, Error: { UserMessage: 'We are unable to finance this vehicle.' }, FinanceQuotations: [] })
  })

  it('throws on an HTTP failure, a non-JSON answer or an unreadable shape, for the caller to log', async () => {
    await expect(provider('upstream down', 503).adapter.calculate(ourRequest)).rejects.toThrow(
      'Finance quote provider answered 503 to POST /calculate: upstream down',
    )
    await expect(provider('<html>', 200).adapter.calculate(ourRequest)).rejects.toThrow('not JSON')
    await expect(provider({ Vehicles: 'none' }).adapter.calculate(ourRequest)).rejects.toThrow('calculate answer has an unexpected shape: Vehicles')
  })

  it('gives up after the timeout', async () => {
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    const adapter = new HttpFinanceQuote({ baseUrl: BASE, timeoutMs: 20, fetchImpl: hanging as unknown as typeof fetch })
    await expect(adapter.calculate(ourRequest)).rejects.toThrow(/timeout|aborted/i)
  })
})

describe('HttpFinanceQuote: default products', () => {
  it('posts the vehicle and the dealer key, and maps the products, leaving out one it cannot read', async () => {
    const { fetchImpl, adapter } = provider(fixture('provider-default-products-response.json'))
    const vehicle = ourRequest.VehicleRequests[0]?.PhysicalVehicle
    if (!vehicle) throw new Error('fixture')
    const response = await adapter.defaultProducts({ PhysicalVehicle: vehicle, OrganisationIdentifier: 'thames-motor-group-croydon' })
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://finance.example.com/api/v3/default-products')
    expect(JSON.parse(String(init?.body))).toEqual({
      PhysicalVehicle: (fixture('provider-calculate-request.json') as { VehicleRequests: { PhysicalVehicle: unknown }[] }).VehicleRequests[0]?.PhysicalVehicle,
      OrganisationIdentifier: 'thames-motor-group-croydon',
    })
    expect(defaultProductsResponseSchema.parse(response)).toEqual(response)
    expect(response.HasError).toBe(false)
    // LP has neither term Values nor a Minimum/Maximum: left out.
    expect(response.Products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP'])
    expect(response.Products[0]).toEqual({
      FamilyKey: 'HP',
      Name: 'Hire Purchase',
      Term: { Locale: { DisplayValue: 'months' }, Default: 48, Values: [24, 36, 48, 60] },
      Deposit: { Locale: { DisplayValue: '£' }, Default: 1500, Minimum: 1500, Maximum: 7500 },
      Payment: { Locale: { DisplayValue: '£ per month' }, Default: 339.02, Minimum: 189, Maximum: 339 },
      AnnualMileage: null,
    })
    expect(response.Products[1]?.AnnualMileage).toEqual({
      Locale: { DisplayValue: 'miles' },
      Default: 10000,
      Values: [5000, 10000, 15000, 20000, 25000, 30000],
    })
  })

  it('answers HasError with the spec’s text when no product is usable', async () => {
    const { adapter } = provider({ Products: [] })
    const vehicle = ourRequest.VehicleRequests[0]?.PhysicalVehicle
    if (!vehicle) throw new Error('fixture')
    expect(await adapter.defaultProducts({ PhysicalVehicle: vehicle, OrganisationIdentifier: 'x' })).toEqual({
      Products: [],
      HasError: true,
      Error: { UserMessage: FINANCE_QUOTE_UNAVAILABLE_MESSAGE },
    })
  })
})

describe('HttpFinanceQuote: terms and conditions', () => {
  it('gets the legal text by reference and turns its HTML into text', async () => {
    const { fetchImpl, adapter } = provider(fixture('provider-terms-response.json'))
    const legal = await adapter.termsAndConditions('CWQ-20250601-7H3K9P')
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://finance.example.com/api/v3/terms-and-conditions/CWQ-20250601-7H3K9P')
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('GET')
    expect(legal).toEqual({
      QuoteReference: 'CWQ-20250601-7H3K9P',
      TermsAndConditions:
        'Representative example: cash price £15,000.00, deposit £1,500.00, 36 monthly payments of £432.30.\n9.9% APR representative.\n\nFinance subject to status. Over 18s only. Guarantees & indemnities may be required.\n\n• Thames Motor Finance Ltd is the lender.\n• The dealer is a credit broker, not a lender.',
    })
  })

  it('reads 404 as an unknown reference', async () => {
    expect(await provider('not found', 404).adapter.termsAndConditions('CWQ-UNKNOWN')).toBeNull()
  })
})

describe('display values', () => {
  it('finds the number in a display value', () => {
    expect(numberInDisplayValue('£17,782.96')).toBe(17782.96)
    expect(numberInDisplayValue('9.9% APR')).toBe(9.9)
    expect(numberInDisplayValue('8p per mile')).toBe(8)
    expect(numberInDisplayValue('n/a')).toBeNull()
  })
  it('keeps text, entities and paragraphs of legal HTML', () => {
    expect(htmlToText('<p>A &amp; B</p><p>C&#163;&#x20AC;&bogus;&#99999999;</p>')).toBe('A & B\n\nC£€&bogus;&#99999999;')
  })
})
