import { afterEach, describe, expect, it, vi } from 'vitest'

import { BuiltInQuoteEngine } from '@/integrations/finance-quote/built-in-quote-engine'
import {
  calculateResponseSchema,
  defaultProductsResponseSchema,
  FINANCE_QUOTE_UNAVAILABLE_MESSAGE,
  type FinanceQuotePort,
} from '@/integrations/finance-quote/finance-quote-port'
import { logger } from '@/lib/logger'

import { type CalculateRequest, type DefaultProductsRequest, MAX_FINANCE_QUOTE_BODY_BYTES } from './finance-quote-contract'
import {
  type FinanceQuoteHttpResult,
  type FinanceQuoteSite,
  handleDefaultProductsRequest,
  handleQuoteRequest,
  handleTermsAndConditionsRequest,
} from './finance-quote-http'

const ukSite: FinanceQuoteSite = { key: 'thames', features: { financeQuoteWidget: true } }
const swedishSite: FinanceQuoteSite = { key: 'nordbil', features: { financeQuoteWidget: false } }
const site = (s: FinanceQuoteSite | undefined) => async () => s

const NOW = new Date('2025-06-01T12:00:00Z')
const builtIn = () => {
  let counter = 0
  const engine = new BuiltInQuoteEngine(undefined, { now: () => NOW, newQuoteReference: () => `SHRHTTP${String(++counter).padStart(4, '0')}` })
  return () => engine
}

const physicalVehicle = {
  Type: 'Car',
  SourceVehicleId: 'WMWXU72000TH41287',
  Vin: 'WMWXU72000TH41287',
  Status: 'PreOwned',
  OnTheRoadPrice: 15000,
  Mileage: 23814,
  Registration: { Number: 'AB21CDE', Country: 'GB', DateOfFirstRegistration: '2021-03-01' },
}
const defaultBody = { PhysicalVehicle: physicalVehicle, OrganisationIdentifier: 'thames-motor-group-croydon' }
const parameters = {
  Term: 48,
  CashDeposit: 1500,
  FinanceProductFamilyKeys: ['HP'],
  CalculationType: 'ToRegularPayment',
  OrganisationIdentifier: 'thames-motor-group-croydon',
}
const quoteBody = (changes: { Parameters?: Record<string, unknown>; PhysicalVehicle?: Record<string, unknown> | undefined } = {}) => ({
  VehicleRequests: [
    {
      Id: '310004217',
      Parameters: { ...parameters, ...changes.Parameters },
      PhysicalVehicle: 'PhysicalVehicle' in changes ? changes.PhysicalVehicle : physicalVehicle,
    },
  ],
})

const body = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return { contentLength: String(Buffer.byteLength(text)), readBody: async () => text }
}
const fields = (result: FinanceQuoteHttpResult) => (result.json as { issues?: { field: string }[] }).issues?.map((i) => i.field) ?? []
const errorOf = (result: FinanceQuoteHttpResult) => (result.json as { error: string }).error

const failing =
  (error = new Error('provider timed out')): (() => FinanceQuotePort) =>
  () => ({
    calculate: async () => Promise.reject(error),
    defaultProducts: async () => Promise.reject(error),
    termsAndConditions: async () => Promise.reject(error),
  })

afterEach(() => vi.restoreAllMocks())

describe('POST /api/codeweaver/default', () => {
  it('answers the products for the car', async () => {
    const result = await handleDefaultProductsRequest(site(ukSite), body(defaultBody), builtIn())
    expect(result.status).toBe(200)
    const products = defaultProductsResponseSchema.parse(result.json)
    expect(products.Products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP'])
  })

  it('is only on sites with the finance widget', async () => {
    expect(await handleDefaultProductsRequest(site(swedishSite), body(defaultBody), builtIn())).toEqual({
      status: 404,
      json: { error: 'This site does not offer finance quotes' },
    })
    expect(await handleDefaultProductsRequest(site(undefined), body(defaultBody), builtIn())).toEqual({
      status: 404,
      json: { error: 'No site is configured for this host' },
    })
  })

  it('names the missing vehicle and the wrong fields', async () => {
    const missing = await handleDefaultProductsRequest(site(ukSite), body({ OrganisationIdentifier: 'thames-motor-group-croydon' }), builtIn())
    expect(missing.status).toBe(400)
    expect(fields(missing)).toEqual(['PhysicalVehicle'])
    expect(errorOf(missing)).toContain('PhysicalVehicle is required')
    const wrong = await handleDefaultProductsRequest(
      site(ukSite),
      body({ PhysicalVehicle: { ...physicalVehicle, Type: 'Van', Mileage: -5 }, OrganisationIdentifier: 'Thames Motor Group' }),
      builtIn(),
    )
    expect(fields(wrong)).toEqual(['PhysicalVehicle.Type', 'PhysicalVehicle.Mileage', 'OrganisationIdentifier'])
  })

  it('answers 502 with the spec’s text when the provider fails, and logs it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const result = await handleDefaultProductsRequest(site(ukSite), body(defaultBody), failing())
    expect(result).toEqual({
      status: 502,
      json: { error: 'The finance quote service is not answering right now; try again in a moment', userMessage: FINANCE_QUOTE_UNAVAILABLE_MESSAGE },
    })
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ site: 'thames', call: 'default' }), 'Finance quote provider failed')
  })

  it('answers 502, not 500, when even creating the provider or reading the site fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const broken = () => {
      throw new Error('configuration is invalid')
    }
    expect((await handleDefaultProductsRequest(site(ukSite), body(defaultBody), broken)).status).toBe(502)
    expect((await handleDefaultProductsRequest(async () => Promise.reject(new Error('database gone')), body(defaultBody), builtIn())).status).toBe(502)
  })
})

describe('POST /api/codeweaver/cfd', () => {
  it('answers the quotes: payment from deposit', async () => {
    const result = await handleQuoteRequest(site(ukSite), body(quoteBody()), builtIn())
    expect(result.status).toBe(200)
    const response = calculateResponseSchema.parse(result.json)
    expect(response.Vehicles[0]?.Id).toBe('310004217')
    expect(response.Vehicles[0]?.FinanceQuotations[0]?.Finance?.Quote).toMatchObject({
      QuoteReference: 'SHRHTTP0001',
      RegularPayment: 339.02,
      TotalDeposit: 1500,
    })
  })

  it('answers the quotes: deposit from payment', async () => {
    const result = await handleQuoteRequest(
      site(ukSite),
      body(quoteBody({ Parameters: { CalculationType: 'ToCashDeposit', CashDeposit: null, RegularPayment: 339.02 } })),
      builtIn(),
    )
    expect(calculateResponseSchema.parse(result.json).Vehicles[0]?.FinanceQuotations[0]?.Finance?.Quote.TotalDeposit).toBe(1500)
  })

  it('answers a request that cannot be quoted with HasError, not an error status', async () => {
    const result = await handleQuoteRequest(
      site(ukSite),
      body(quoteBody({ PhysicalVehicle: { ...physicalVehicle, OnTheRoadPrice: 900 }, Parameters: { CashDeposit: 100 } })),
      builtIn(),
    )
    expect(result.status).toBe(200)
    expect(calculateResponseSchema.parse(result.json).Vehicles[0]).toMatchObject({ HasError: true, Error: { UserMessage: expect.any(String) } })
  })

  it('is only on sites with the finance widget', async () => {
    expect((await handleQuoteRequest(site(swedishSite), body(quoteBody()), builtIn())).status).toBe(404)
  })

  it.each([
    ['a missing vehicle', quoteBody({ PhysicalVehicle: undefined }), ['VehicleRequests.0.PhysicalVehicle'], 'PhysicalVehicle is required'],
    ['no vehicle request at all', {}, ['VehicleRequests'], 'VehicleRequests is required'],
    ['an empty vehicle list', { VehicleRequests: [] }, ['VehicleRequests'], 'VehicleRequests must hold one vehicle'],
    [
      'a negative deposit',
      quoteBody({ Parameters: { CashDeposit: -100 } }),
      ['VehicleRequests.0.Parameters.CashDeposit'],
      'Parameters.CashDeposit must be 0 or more',
    ],
    [
      'a deposit above the price',
      quoteBody({ Parameters: { CashDeposit: 20_000 } }),
      ['VehicleRequests.0.Parameters.CashDeposit'],
      'must not be more than PhysicalVehicle.OnTheRoadPrice (15000)',
    ],
    [
      'no deposit to calculate from',
      quoteBody({ Parameters: { CashDeposit: undefined } }),
      ['VehicleRequests.0.Parameters.CashDeposit'],
      'required when CalculationType is ToRegularPayment',
    ],
    [
      'no payment to calculate from',
      quoteBody({ Parameters: { CalculationType: 'ToCashDeposit' } }),
      ['VehicleRequests.0.Parameters.RegularPayment'],
      'required when CalculationType is ToCashDeposit',
    ],
    [
      'an unknown calculation type',
      quoteBody({ Parameters: { CalculationType: 'ToBalloon' } }),
      ['VehicleRequests.0.Parameters.CalculationType'],
      "must be 'ToRegularPayment' or 'ToCashDeposit'",
    ],
    ['a fractional term', quoteBody({ Parameters: { Term: 36.5 } }), ['VehicleRequests.0.Parameters.Term'], 'whole number of months'],
    ['a deposit given as text', quoteBody({ Parameters: { CashDeposit: '1500' } }), ['VehicleRequests.0.Parameters.CashDeposit'], 'must be a number of pounds'],
  ])('refuses %s with 400 naming the field', async (_case, request, expectedFields, message) => {
    const result = await handleQuoteRequest(site(ukSite), body(request), builtIn())
    expect(result.status).toBe(400)
    expect(fields(result)).toEqual(expectedFields)
    expect(errorOf(result)).toContain(message)
  })

  it('refuses a term no requested product offers with 400 naming the field', async () => {
    const result = await handleQuoteRequest(site(ukSite), body(quoteBody({ Parameters: { Term: 72 } })), builtIn())
    expect(result).toEqual({
      status: 400,
      json: {
        error: 'A term of 72 months is not offered; choose one of 24, 36, 48, 60 months',
        issues: [{ field: 'VehicleRequests.0.Parameters.Term', message: 'A term of 72 months is not offered; choose one of 24, 36, 48, 60 months' }],
      },
    })
  })

  it('refuses a body that is not JSON, empty or over 32 KB', async () => {
    const notJson = await handleQuoteRequest(site(ukSite), body('{"VehicleRequests": ['), builtIn())
    expect([notJson.status, errorOf(notJson), fields(notJson)]).toEqual([400, 'The request body is not valid JSON', ['(body)']])
    const empty = await handleQuoteRequest(site(ukSite), body(''), builtIn())
    expect([empty.status, fields(empty)]).toEqual([400, ['(body)']])
    const huge = JSON.stringify({ ...quoteBody(), padding: 'x'.repeat(MAX_FINANCE_QUOTE_BODY_BYTES) })
    expect((await handleQuoteRequest(site(ukSite), body(huge), builtIn())).status).toBe(413)
    // Without a Content-Length (chunked): the body read decides.
    expect((await handleQuoteRequest(site(ukSite), { contentLength: null, readBody: async () => huge }, builtIn())).status).toBe(413)
  })

  it('answers 502 when the provider fails, and logs it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const result = await handleQuoteRequest(site(ukSite), body(quoteBody()), failing())
    expect(result.status).toBe(502)
    expect((result.json as { userMessage: string }).userMessage).toBe(FINANCE_QUOTE_UNAVAILABLE_MESSAGE)
    expect(log).toHaveBeenCalledOnce()
  })

  it('hands the provider the validated request', async () => {
    const calculate = vi.fn(async (request: CalculateRequest) => ({
      Vehicles: [{ Id: request.VehicleRequests[0]?.Id ?? '', HasError: false, Error: null, FinanceQuotations: [] }],
    }))
    const provider = {
      calculate,
      defaultProducts: async (_r: DefaultProductsRequest) => Promise.reject(new Error('unused')),
      termsAndConditions: async () => null,
    }
    await handleQuoteRequest(site(ukSite), body(quoteBody({ Parameters: { Unknown: true } })), () => provider)
    expect(calculate.mock.calls[0]?.[0].VehicleRequests[0]?.Parameters).toEqual(parameters)
  })
})

describe('GET /api/codeweaver/legal', () => {
  it('answers the terms and conditions of an issued quote', async () => {
    const provider = builtIn()
    await handleQuoteRequest(site(ukSite), body(quoteBody()), provider)
    const result = await handleTermsAndConditionsRequest(site(ukSite), 'SHRHTTP0001', provider)
    expect(result.status).toBe(200)
    expect(result.json).toMatchObject({ QuoteReference: 'SHRHTTP0001', TermsAndConditions: expect.stringContaining('48 monthly payments of £339.02') })
  })

  it('answers 404 with a clear message for an unknown or forgotten reference', async () => {
    const result = await handleTermsAndConditionsRequest(site(ukSite), 'SHRFORGOTTEN1', builtIn())
    expect(result.status).toBe(404)
    expect(errorOf(result)).toContain('Quote SHRFORGOTTEN1 is unknown or has expired')
    expect(errorOf(result)).toContain('forgets them when the site restarts')
  })

  it('names quoteRef when it is missing or malformed', async () => {
    for (const quoteRef of [null, '', 'a b', '../etc/passwd']) {
      const result = await handleTermsAndConditionsRequest(site(ukSite), quoteRef, builtIn())
      expect(result.status).toBe(400)
      expect(fields(result)).toEqual(['quoteRef'])
    }
  })

  it('is only on sites with the finance widget, and answers 502 when the provider fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    expect((await handleTermsAndConditionsRequest(site(swedishSite), 'SHRHTTP0001', builtIn())).status).toBe(404)
    expect((await handleTermsAndConditionsRequest(site(ukSite), 'SHRHTTP0001', failing())).status).toBe(502)
  })
})
