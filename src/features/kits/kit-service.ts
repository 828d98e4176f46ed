import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { sqlDatabaseOf } from '@/lib/sql-database'
import { getPayloadClient } from '@/cms/payload-client'
import { getSearchEngine } from '@/features/car-search'
import { type DeliverySource, kickDeliveryOutbox, type LeadForDelivery, startDeliveryOutbox } from '@/features/leads'
import { siteForHost, type SiteRecord } from '@/features/sites'
import { addressBucket, hitRateLimit } from '@/features/visitor-limits'
import type { KitRecord } from '@/integrations/search/kit-record'
import type { Quote } from '@/payload-types'

import { formatEuro } from './kit-price'
import type { QuoteHttpDeps, QuotedKit, QuoteSite } from './kit-quote-http'
import { type KitQuery, kitSearchRequest } from './kit-query'

/** What a card, the rows view and the detail dialog show of a kit. */
export type KitCard = Pick<
  KitRecord,
  | 'kitId'
  | 'kitCode'
  | 'name'
  | 'description'
  | 'retailPrice'
  | 'currency'
  | 'kitCategory'
  | 'kitSubCategory'
  | 'kitSubSubCategory'
  | 'images'
  | 'parts'
  | 'labourSpecifications'
> & { fitment: string[] }

export type KitFacet = { name: string; values: { text: string; count: number }[] }
export type KitResults = { total: number; kits: KitCard[]; facets: KitFacet[] }

const CARD_FIELDS = [
  'kitId',
  'kitCode',
  'name',
  'description',
  'retailPrice',
  'currency',
  'kitCategory',
  'kitSubCategory',
  'kitSubSubCategory',
  'images',
  'parts',
  'labourSpecifications',
  'vehicleFitmentSpecifications',
]

const MAX_FITMENT_LINES = 12

function toCard(record: Record<string, unknown>): KitCard {
  const r = record as unknown as KitRecord
  const fitment = (r.vehicleFitmentSpecifications ?? []).map((v) => `${v.make} ${v.model} ${v.modelYear}${v.version ? ` ${v.version}` : ''}`)
  return {
    kitId: r.kitId,
    kitCode: r.kitCode,
    name: r.name,
    description: r.description ?? null,
    retailPrice: r.retailPrice,
    currency: r.currency,
    kitCategory: r.kitCategory,
    kitSubCategory: r.kitSubCategory ?? null,
    kitSubSubCategory: r.kitSubSubCategory ?? null,
    images: r.images ?? [],
    parts: r.parts ?? [],
    labourSpecifications: r.labourSpecifications ?? [],
    fitment: fitment.slice(0, MAX_FITMENT_LINES),
  }
}

/** One page of kits with the facet counts, from the site's kits index. */
export async function searchKits(index: string, query: KitQuery): Promise<KitResults> {
  const engine = await getSearchEngine()
  const response = await engine.search({ ...kitSearchRequest(index, query), fields: CARD_FIELDS })
  const facets = response.facet.flatMap((f) =>
    f.type === 'histogram' ? [] : [{ name: f.name, values: f.values.map((v) => ({ text: v.text, count: v.count })) }],
  )
  return { total: response.total_items, kits: response.content.map(toCard), facets }
}

/** The kits of a site for the island's requests: the Host's site and its kits index. */
export async function kitsIndexOfHost(host: string | null): Promise<{ site: SiteRecord; index: string } | undefined> {
  const site = await siteForHost(host)
  if (!site?.searchIndexes.kits) return undefined
  return { site, index: site.searchIndexes.kits }
}

/** How a stored quote reaches the dealer management system (the lead port: HTTP when configured, else e-mail). */
export function quoteForDelivery(quote: Quote, fallbackRecipient: string): LeadForDelivery {
  const site = quote.site && typeof quote.site === 'object' ? { key: quote.site.key, name: quote.site.name } : { key: 'unknown-site', name: 'Unknown site' }
  const kits = Array.isArray(quote.kits) ? (quote.kits as QuotedKit[]) : []
  return {
    id: quote.id,
    site,
    formName: 'kit-quote',
    formSubmissionId: quote.quoteKey,
    values: {
      user: quote.user,
      dealer: quote.dealer,
      unit: quote.unit,
      transactionId: quote.transactionId,
      auto: quote.auto,
      kits: kits.map((k) => `${k.kitCode} ${k.name} (${formatEuro(k.retailPrice)})`).join('; '),
      cart: kits.map((k) => ({ kitId: k.kitId, kitCode: k.kitCode, retailPrice: k.retailPrice })),
      netPrice: quote.netPrice,
      taxAmount: quote.taxAmount,
      totalPrice: quote.totalPrice,
      currency: quote.currency,
    },
    customer: { name: quote.user },
    recipient: { name: quote.dealer, email: fallbackRecipient },
    createdAt: quote.createdAt,
  }
}

/** Kit quotes as a source of the delivery outbox (features/leads). */
export const KIT_QUOTE_SOURCE: DeliverySource<Quote> = { collection: 'quotes', table: 'quotes', label: 'Kit quote', toDelivery: quoteForDelivery }

/** Starts this process's kit-quote outbox (instrumentation.ts). */
export function startKitQuoteOutbox(): Promise<void> {
  return startDeliveryOutbox(KIT_QUOTE_SOURCE)
}

/** Stores a quote in the Quotes collection of its site (before the answer) and queues its delivery. */
export async function storeKitQuote(
  input: Parameters<QuoteHttpDeps['storeQuote']>[0],
  options: { payload?: Payload; kickOutbox?: boolean } = {},
): Promise<{ id: number }> {
  const payload = options.payload ?? (await getPayloadClient())
  const { site, request, kits, pricing } = input
  const doc = await payload.create({
    collection: 'quotes',
    overrideAccess: true,
    depth: 0,
    data: {
      site: Number(site.id),
      quoteKey: randomUUID(),
      user: request.user,
      dealer: request.dealer,
      unit: request.unit,
      transactionId: request.transactionId,
      auto: request.auto,
      kits,
      ...pricing,
      currency: 'EUR',
      status: 'pending',
    },
  })
  if (options.kickOutbox !== false) kickDeliveryOutbox(KIT_QUOTE_SOURCE)
  return { id: doc.id }
}

/** Reads the cart's kits from the site's kits index by id. */
export async function findQuotedKits(site: QuoteSite, kitIds: string[]): Promise<QuotedKit[]> {
  const engine = await getSearchEngine()
  const response = await engine.search({
    index: site.kitsIndex,
    filters: [{ name: 'kitId', type: 'terms', values: kitIds }],
    fields: ['kitId', 'kitCode', 'name', 'retailPrice', 'currency'],
    limit: Math.min(100, kitIds.length),
    offset: 0,
  })
  return response.content as QuotedKit[]
}

/** What POST /api/automaster needs in a running server. */
export function quoteDeps(host: string | null, clientAddress: string): QuoteHttpDeps {
  return {
    async resolveSite() {
      const found = await kitsIndexOfHost(host)
      return found ? { id: found.site.id, key: found.site.key, kitsIndex: found.index } : undefined
    },
    findKits: findQuotedKits,
    async limited() {
      // The lead form's per-address limit (features/visitor-limits), in the database.
      const config = getConfig()
      try {
        const db = sqlDatabaseOf(await getPayloadClient())
        const hit = await hitRateLimit(db, addressBucket('kit-quote', config.payloadSecret, clientAddress), config.leads.rateLimits.perIp, new Date())
        return hit.limited
      } catch (error) {
        logger.warn({ err: error }, 'Kit quote rate limit could not be checked')
        return false
      }
    },
    storeQuote: (input) => storeKitQuote(input),
  }
}
