import { z } from 'zod'

import { logger } from '@/lib/logger'

import { kitSessionSchema } from './kit-session'
import { cartPricing, type PricingLine } from './kit-price'

/** A quote is a session and at most 50 kit ids; 16 KB is plenty. */
export const MAX_QUOTE_BYTES = 16 * 1024
export const MAX_CART_KITS = 50

/**
 * POST /api/automaster body (spec 03 §7): the session's five values and the cart. The cart names
 * kits by id; prices are read from the kits index, never taken from the browser.
 */
export const quoteRequestSchema = z.object({
  ...kitSessionSchema.shape,
  cart: z
    .array(z.object({ kitId: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/) }).loose())
    .min(1, 'the cart is empty')
    .max(MAX_CART_KITS),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

export type QuotedKit = { kitId: string; kitCode: string; name: string; retailPrice: number; currency: string }
export type QuoteSite = { id: number | string; key: string; kitsIndex: string }
export type StoredQuote = { id: number | string }

export type QuoteHttpDeps = {
  resolveSite(): Promise<QuoteSite | undefined>
  /** The kits of the cart as the index has them (unknown ids are missing from the answer). */
  findKits(site: QuoteSite, kitIds: string[]): Promise<QuotedKit[]>
  limited(): Promise<boolean>
  storeQuote(input: { site: QuoteSite; request: QuoteRequest; kits: QuotedKit[]; pricing: PricingLine }): Promise<StoredQuote>
}

export type QuoteHttpResult = { status: 200 | 400 | 404 | 413 | 429 | 500; body: Record<string, unknown> }

const bad = (error: string, fields?: { field: string; message: string }[]): QuoteHttpResult => ({ status: 400, body: { error, ...(fields ? { fields } : {}) } })

/**
 * Validates, prices from the index, stores the quote (before answering) and answers 200
 * `{ sent: true, id }`; the outbox delivers it to the dealer management system afterwards.
 */
export async function handleQuoteHttp(
  request: { contentLength: string | null; readBody: () => Promise<string> },
  deps: QuoteHttpDeps,
): Promise<QuoteHttpResult> {
  const declared = Number(request.contentLength)
  if (request.contentLength && Number.isFinite(declared) && declared > MAX_QUOTE_BYTES) return { status: 413, body: { error: 'The quote is too large' } }
  const text = await request.readBody()
  if (Buffer.byteLength(text) > MAX_QUOTE_BYTES) return { status: 413, body: { error: 'The quote is too large' } }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return bad('The body must be JSON')
  }
  const parsed = quoteRequestSchema.safeParse(json)
  if (!parsed.success)
    return bad(
      'Some fields are missing or wrong',
      parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message })),
    )
  const site = await deps.resolveSite()
  if (!site) return { status: 404, body: { error: 'This site has no kits' } }
  if (await deps.limited()) return { status: 429, body: { error: 'Too many quotes from this address; try again later' } }

  const ids = [...new Set(parsed.data.cart.map((k) => k.kitId))]
  let kits: QuotedKit[]
  try {
    kits = await deps.findKits(site, ids)
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'Kits of a quote could not be read')
    return { status: 500, body: { error: 'The quote could not be sent right now; please try again' } }
  }
  const known = new Set(kits.map((k) => k.kitId))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0)
    return bad(
      'Some kits are not in the catalogue',
      unknown.map((id) => ({ field: 'cart', message: `unknown kit ${id}` })),
    )

  const pricing = cartPricing(kits.map((k) => k.retailPrice))
  try {
    const stored = await deps.storeQuote({ site, request: parsed.data, kits, pricing })
    return { status: 200, body: { sent: true, id: stored.id, ...pricing } }
  } catch (error) {
    logger.error({ err: error, site: site.key }, 'A kit quote could not be stored')
    return { status: 500, body: { error: 'The quote could not be sent right now; please try again' } }
  }
}
