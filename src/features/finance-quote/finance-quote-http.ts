import type { z } from 'zod'

import { NO_SITE, type SiteFeatures } from '@/features/sites'
import {
  calculateRequestSchema,
  defaultProductsRequestSchema,
  FINANCE_QUOTE_UNAVAILABLE_MESSAGE,
  type FinanceQuotePort,
  isFinanceQuoteRequestError,
  quoteReferenceSchema,
} from '@/integrations/finance-quote/finance-quote-port'
import { logger } from '@/lib/logger'

import { MAX_FINANCE_QUOTE_BODY_BYTES } from './finance-quote-contract'

/**
 * The request handling behind the three finance endpoints (spec 02 §7 'Finance and media (UK
 * dealer-group site)'), free of Next so it is tested directly; the route files only pass the
 * request in. Every answer is JSON with a status:
 *
 * - 404 on a host without a site, or a site whose `financeQuoteWidget` switch is off;
 * - 413 for a body over 32 KB; 400 for a body that is empty, not JSON or not the contract's shape,
 *   and for what the provider refuses (a term no product offers …), `issues` naming each field;
 * - 502 when the site settings or the provider fail (logged), never a 500;
 * - legal: 400 without a well-formed quoteRef, 404 when the provider does not know it.
 */

export type FinanceQuoteSite = { key: string; features: Pick<SiteFeatures, 'financeQuoteWidget'> }
export type FinanceQuoteHttpResult = { status: number; json: unknown }
export type FinanceQuoteRequestBody = { contentLength: string | null; readBody: () => Promise<string> }
type LoadSite = () => Promise<FinanceQuoteSite | undefined>
type Provider = () => FinanceQuotePort

type Issue = { field: string; message: string }
const problem = (status: number, error: string, issues?: Issue[]): FinanceQuoteHttpResult => ({ status, json: issues ? { error, issues } : { error } })

/** The provider failed: logged, and answered with the spec's text for the widget (spec 02 §8). */
function providerFailure(error: unknown, site: FinanceQuoteSite, call: string): FinanceQuoteHttpResult {
  logger.error({ err: error, site: site.key, call }, 'Finance quote provider failed')
  return {
    status: 502,
    json: { error: 'The finance quote service is not answering right now; try again in a moment', userMessage: FINANCE_QUOTE_UNAVAILABLE_MESSAGE },
  }
}

/** The site, when it offers the finance widget; otherwise the answer to give. */
async function financeSite(loadSite: LoadSite, call: string): Promise<{ site: FinanceQuoteSite } | { answer: FinanceQuoteHttpResult }> {
  let site: FinanceQuoteSite | undefined
  try {
    site = await loadSite()
  } catch (error) {
    logger.error({ err: error, call }, 'Site settings could not be read for a finance quote')
    return { answer: problem(502, 'The site settings could not be read right now; try again in a moment') }
  }
  if (!site) return { answer: problem(NO_SITE.status, NO_SITE.message) }
  if (!site.features.financeQuoteWidget) return { answer: problem(404, 'This site does not offer finance quotes') }
  return { site }
}

/** The body parsed and validated, or the 400 / 413 answer. */
async function readJsonBody<T extends z.ZodType>(
  body: FinanceQuoteRequestBody,
  schema: T,
  what: string,
): Promise<{ data: z.infer<T> } | { answer: FinanceQuoteHttpResult }> {
  const tooLarge = problem(413, `The request body is larger than ${MAX_FINANCE_QUOTE_BODY_BYTES / 1024} KB`, [
    { field: '(body)', message: `at most ${MAX_FINANCE_QUOTE_BODY_BYTES} bytes` },
  ])
  const declared = body.contentLength === null ? NaN : Number(body.contentLength)
  if (declared > MAX_FINANCE_QUOTE_BODY_BYTES) return { answer: tooLarge }
  const text = await body.readBody()
  if (Buffer.byteLength(text) > MAX_FINANCE_QUOTE_BODY_BYTES) return { answer: tooLarge }
  if (text.trim() === '')
    return { answer: problem(400, `The request body is empty; send the ${what} as JSON`, [{ field: '(body)', message: 'must not be empty' }]) }

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { answer: problem(400, 'The request body is not valid JSON', [{ field: '(body)', message: (error as Error).message }]) }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : '(body)', message: issue.message }))
    return { answer: problem(400, `Invalid ${what}: ${issues[0]?.message ?? 'wrong shape'}`, issues) }
  }
  return { data: parsed.data }
}

/** POST /api/codeweaver/default: the products (sliders) for a car (spec 02 §7). */
export async function handleDefaultProductsRequest(loadSite: LoadSite, body: FinanceQuoteRequestBody, provider: Provider): Promise<FinanceQuoteHttpResult> {
  const resolved = await financeSite(loadSite, 'default')
  if ('answer' in resolved) return resolved.answer
  const request = await readJsonBody(body, defaultProductsRequestSchema, 'default products request')
  if ('answer' in request) return request.answer
  try {
    return { status: 200, json: await provider().defaultProducts(request.data) }
  } catch (error) {
    if (isFinanceQuoteRequestError(error)) return problem(400, error.message, [{ field: error.field, message: error.message }])
    return providerFailure(error, resolved.site, 'default')
  }
}

/** POST /api/codeweaver/cfd: quotes for one vehicle (spec 02 §7). */
export async function handleQuoteRequest(loadSite: LoadSite, body: FinanceQuoteRequestBody, provider: Provider): Promise<FinanceQuoteHttpResult> {
  const resolved = await financeSite(loadSite, 'cfd')
  if ('answer' in resolved) return resolved.answer
  const request = await readJsonBody(body, calculateRequestSchema, 'finance quote request')
  if ('answer' in request) return request.answer
  try {
    return { status: 200, json: await provider().calculate(request.data) }
  } catch (error) {
    if (isFinanceQuoteRequestError(error)) return problem(400, error.message, [{ field: error.field, message: error.message }])
    return providerFailure(error, resolved.site, 'cfd')
  }
}

/** GET /api/codeweaver/legal?quoteRef=: a quote's terms and conditions (spec 02 §7). */
export async function handleTermsAndConditionsRequest(loadSite: LoadSite, quoteRef: string | null, provider: Provider): Promise<FinanceQuoteHttpResult> {
  const resolved = await financeSite(loadSite, 'legal')
  if ('answer' in resolved) return resolved.answer
  const reference = quoteReferenceSchema.safeParse(quoteRef ?? undefined)
  if (!reference.success) {
    const message = reference.error.issues[0]?.message ?? 'quoteRef is required'
    return problem(400, message, [{ field: 'quoteRef', message }])
  }
  try {
    const legal = await provider().termsAndConditions(reference.data)
    if (!legal) {
      return problem(
        404,
        `Quote ${reference.data} is unknown or has expired: quotes are kept for 24 hours, and the built-in quote engine forgets them when the site restarts. Ask for a new quote to see its terms and conditions.`,
      )
    }
    return { status: 200, json: legal }
  } catch (error) {
    return providerFailure(error, resolved.site, 'legal')
  }
}
