import type { z } from 'zod'

import type { CalculateResponse, DefaultProductsResponse, PhysicalVehicle, QuoteParameters } from '../finance-quote-contract'

// The contract (its zod schemas and the dealers' names) in a chunk of its own, fetched with the
// widget's first call after the page is up: not in the car page's first download
// (docs/architecture.md 'Client code per page').
const loadContract = () => import('../finance-quote-contract')

/**
 * The widget's three calls (spec 02 §7 'Finance and media (UK dealer-group site)'). Every answer
 * is checked against the contract's schema: a wrong status or shape is a failure like a network
 * error, so the widget never shows half an answer.
 */

export class FinanceQuoteCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'FinanceQuoteCallError'
  }
}

async function readJson<T extends z.ZodType>(response: Response, schema: T, call: string): Promise<z.infer<T>> {
  if (!response.ok) throw new FinanceQuoteCallError(`${call} answered ${response.status}`, response.status)
  const parsed = schema.safeParse(await response.json())
  if (!parsed.success) throw new FinanceQuoteCallError(`${call} answered an unexpected shape`, response.status)
  return parsed.data
}

const postJson = (url: string, body: unknown, signal: AbortSignal) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), signal })

/** POST /api/codeweaver/default: the products and their sliders for the car at the dealer. */
export async function fetchDefaultProducts(vehicle: PhysicalVehicle, organisationIdentifier: string, signal: AbortSignal): Promise<DefaultProductsResponse> {
  const { FINANCE_QUOTE_ENDPOINTS, defaultProductsRequestFor, defaultProductsResponseSchema } = await loadContract()
  const response = await postJson(FINANCE_QUOTE_ENDPOINTS.defaultProducts, defaultProductsRequestFor(vehicle, organisationIdentifier), signal)
  return readJson(response, defaultProductsResponseSchema, 'default')
}

/** POST /api/codeweaver/cfd: a quote for one vehicle. */
export async function fetchQuote(carId: string, vehicle: PhysicalVehicle, parameters: QuoteParameters, signal: AbortSignal): Promise<CalculateResponse> {
  const { FINANCE_QUOTE_ENDPOINTS, calculateRequestFor, calculateResponseSchema } = await loadContract()
  const response = await postJson(FINANCE_QUOTE_ENDPOINTS.calculate, calculateRequestFor(carId, vehicle, parameters), signal)
  return readJson(response, calculateResponseSchema, 'cfd')
}

/** GET /api/codeweaver/legal?quoteRef=: the quote's terms and conditions as plain text. */
export async function fetchTermsAndConditions(quoteReference: string, signal: AbortSignal): Promise<string> {
  const { termsAndConditionsPath, termsAndConditionsResponseSchema } = await loadContract()
  const response = await fetch(termsAndConditionsPath(quoteReference), { headers: { Accept: 'application/json' }, signal })
  return (await readJson(response, termsAndConditionsResponseSchema, 'legal')).TermsAndConditions
}
