import { vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary'
import { BuiltInQuoteEngine } from '@/integrations/finance-quote/built-in-quote-engine'
import type { Locale } from '@/lib/locales'

import { type CalculateRequest, type CalculateResponse, FINANCE_QUOTE_ENDPOINTS, type PhysicalVehicle, type QuoteParameters } from '../finance-quote-contract'
import { type FinanceQuoteSite, handleDefaultProductsRequest, handleQuoteRequest, handleTermsAndConditionsRequest } from '../finance-quote-http'
import { financeQuoteTexts, type FinanceQuoteTexts } from './finance-quote-texts'

/**
 * Test doubles for the UK finance widget: the built-in quote engine behind the real request
 * handlers (finance-quote-http.ts), so the widget's requests are checked exactly as the server
 * checks them and the answers are the engine's real figures.
 */

export const NOW = new Date('2025-06-01T12:00:00Z')

/** A 2021 car at £15,000 with 12,000 miles (the engine tests' car): HP 24–60 and PCP 24–48 months. */
export const testVehicle: PhysicalVehicle = {
  Type: 'Car',
  SourceVehicleId: 'WBA8E1C50JA123456',
  Vin: 'WBA8E1C50JA123456',
  Status: 'PreOwned',
  OnTheRoadPrice: 15_000,
  Mileage: 12_000,
  Registration: { Number: 'AB21CDE', Country: 'GB', DateOfFirstRegistration: '2021-03-01' },
}

export const ORGANISATION = 'thames-motor-group-croydon'

/** An engine with a fixed clock and predictable references (SHRTEST0001, SHRTEST0002 …). */
export function testEngine(prefix = 'SHRTEST'): BuiltInQuoteEngine {
  let counter = 0
  return new BuiltInQuoteEngine(undefined, { now: () => NOW, newQuoteReference: () => `${prefix}${String(++counter).padStart(4, '0')}` })
}

/** What the engine answers for these parameters (a second engine: its references differ). */
export async function engineQuote(parameters: Omit<QuoteParameters, 'OrganisationIdentifier'>, vehicle: PhysicalVehicle = testVehicle) {
  const response = await testEngine('SHREXPECT').calculate({
    VehicleRequests: [{ Id: 'expected', Parameters: { ...parameters, OrganisationIdentifier: ORGANISATION }, PhysicalVehicle: vehicle }],
  })
  const quote = response.Vehicles[0]?.FinanceQuotations[0]?.Finance?.Quote
  if (!quote) throw new Error('the engine gave no quote')
  return quote
}

export const textsFor = (locale: Locale = 'en'): FinanceQuoteTexts => financeQuoteTexts(resolveDictionary([], locale, 'en'))

/** Text with no-break and narrow spaces as plain spaces and runs of white space collapsed. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()

/** Pounds as the widget should show them, formatted here independently ('£1,500', '£339.02'). */
export const gbp = (amount: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount)

type Route = 'default' | 'cfd' | 'legal'
/** A route's answer instead of the engine's; `next()` is what the engine would answer. */
export type RouteOverride = (init: RequestInit | undefined, url: URL, next: () => Promise<Response>) => Promise<Response>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const abortError = () => new DOMException('The operation was aborted.', 'AbortError')

/**
 * A fetch double for the three endpoints. `overrides` replace a route's answer (one call each
 * when given as a list, then the engine again). Honours an aborted signal as fetch does.
 */
export function financeServer(engine: BuiltInQuoteEngine = testEngine()) {
  const site: FinanceQuoteSite = { key: 'thames', features: { financeQuoteWidget: true } }
  const overrides: Record<Route, RouteOverride[]> = { default: [], cfd: [], legal: [] }
  const provider = () => engine
  /** Requests held with `ignoreAbort`: answered late although aborted, as by a fetch that ignores its signal. */
  const heldIgnoringAbort = new WeakSet<RequestInit>()

  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (init?.signal?.aborted) throw abortError()
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const route: Route | null =
      url.pathname === FINANCE_QUOTE_ENDPOINTS.defaultProducts
        ? 'default'
        : url.pathname === FINANCE_QUOTE_ENDPOINTS.calculate
          ? 'cfd'
          : url.pathname === FINANCE_QUOTE_ENDPOINTS.termsAndConditions
            ? 'legal'
            : null
    if (!route) return json({ error: 'not found' }, 404)
    const next = async () => {
      const body = { contentLength: null, readBody: async () => String(init?.body ?? '') }
      const result =
        route === 'default'
          ? await handleDefaultProductsRequest(async () => site, body, provider)
          : route === 'cfd'
            ? await handleQuoteRequest(async () => site, body, provider)
            : await handleTermsAndConditionsRequest(async () => site, url.searchParams.get('quoteRef'), provider)
      return json(result.json, result.status)
    }
    const override = overrides[route].shift()
    const response = override ? await override(init, url, next) : await next()
    if (init?.signal?.aborted && !heldIgnoringAbort.has(init)) throw abortError()
    return response
  }

  const fetchMock = vi.fn(serve)
  const requests = (route: Route) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
      .filter(
        ({ url }) => url.pathname === FINANCE_QUOTE_ENDPOINTS[route === 'default' ? 'defaultProducts' : route === 'cfd' ? 'calculate' : 'termsAndConditions'],
      )

  return {
    fetchMock,
    /** Replace the next answer(s) of a route. */
    override: (route: Route, ...answers: RouteOverride[]) => overrides[route].push(...answers),
    /**
     * Hold the route's next answer until `release()`; with `ignoreAbort` the answer still arrives
     * after its request was aborted, as from a fetch that ignores its signal.
     */
    hold: (route: Route, { ignoreAbort = false }: { ignoreAbort?: boolean } = {}) => {
      let release: () => void = () => undefined
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      overrides[route].push(async (init, _url, next) => {
        if (ignoreAbort && init) heldIgnoringAbort.add(init)
        await gate
        return next()
      })
      return () => release()
    },
    /** The cfd calls' Parameters, in order. */
    quoteParameters: (): QuoteParameters[] =>
      requests('cfd').map(({ init }) => {
        const body = JSON.parse(String(init?.body)) as CalculateRequest
        const first = body.VehicleRequests[0]
        if (!first) throw new Error('a cfd call without a vehicle')
        return first.Parameters
      }),
    defaultBodies: () => requests('default').map(({ init }) => JSON.parse(String(init?.body)) as unknown),
    legalReferences: () => requests('legal').map(({ url }) => url.searchParams.get('quoteRef')),
    /** Pass an answer through the engine and change it (e.g. to add HasError). */
    engineAnswer: async (init: RequestInit | undefined, change: (response: CalculateResponse) => CalculateResponse) => {
      const body = JSON.parse(String(init?.body)) as CalculateRequest
      return json(change(await engine.calculate(body)))
    },
  }
}

export { json as jsonResponse }
