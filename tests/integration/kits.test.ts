import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateKits } from '@/demo/kits/generate-kits'
import { handleQuoteHttp, KIT_QUOTE_SOURCE, quoteDeps, storeKitQuote } from '@/features/kits'
import type { QuoteHttpDeps, QuotedKit } from '@/features/kits/kit-quote-http'
import { kitQueryFrom, kitSearchRequest } from '@/features/kits/kit-query'
import { DeliveryOutbox, type LeadForDelivery } from '@/features/leads'
import { BuiltInSearchEngine } from '@/integrations/search/built-in/built-in-search-engine'
import { importKitFeed } from '@/integrations/search/built-in/kit-feed-import'
import { getConfig } from '@/lib/config'
import { sqlDatabaseOf, type SqlDatabase } from '@/lib/sql-database'
import type { Quote } from '@/payload-types'

import { createSite, createTestPayload } from './test-payload'
import { awayFromWindowEdge, LEAD_ADDRESS_WINDOW_MS } from './rate-limit-window'

/**
 * Issue 22 on a real database: the kits feed import (rejected lines reported by number), the kits
 * index answering facets, keyphrase and the session car's fitment, and POST /api/automaster storing
 * the quote in the site's Quotes before answering and the leads' outbox delivering it once.
 */

const INDEX = 'kits-test'
let payload: Payload
let db: SqlDatabase
let engine: BuiltInSearchEngine
let site: { id: number; key: string; hostnames: string[] }
const kits = generateKits(600)

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  site = (await createSite(payload, { key: 'kits-site', searchIndexes: { kits: INDEX } })) as unknown as { id: number; key: string; hostnames: string[] }
  engine = new BuiltInSearchEngine(db)
})

afterAll(async () => {
  await payload.destroy()
})

const search = (query: string) => engine.search(kitSearchRequest(INDEX, kitQueryFrom(new URLSearchParams(query))) as never)

describe('kits import and index', () => {
  it('loads the valid lines and reports each rejected one with its line number and reason', async () => {
    const lines = kits.map((k) => JSON.stringify(k))
    lines.splice(3, 0, '{not json', JSON.stringify({ ...kits[0], kitId: 'BAD-1', retailPrice: -5 }), '', JSON.stringify({ ...kits[0], kitId: 'BAD 2' }))
    const report = await importKitFeed(db, lines, INDEX)
    expect(report.inserted).toBe(600)
    expect(report.rejected).toEqual([
      expect.objectContaining({ line: 4, field: '(line)' }),
      expect.objectContaining({ line: 5, field: 'retailPrice' }),
      expect.objectContaining({ line: 7, field: 'kitId' }),
    ])
    // The same feed again changes nothing.
    expect(await importKitFeed(db, lines, INDEX)).toMatchObject({ inserted: 0, updated: 0, unchanged: 600 })
  })

  it('answers 24 per page with three category levels as facets', async () => {
    const all = await search('')
    expect(all.total_items).toBe(600)
    expect(all.content).toHaveLength(24)
    const categories = all.facet.find((f) => f.name === 'kitCategory')
    expect(categories?.type === 'histogram' ? [] : categories?.values.map((v) => v.text)).toContain('Lataus')
    const charging = await search('kitCategory=Lataus&kitSubSubCategory=Kotilaturit')
    expect(charging.total_items).toBeGreaterThan(0)
    expect(charging.total_items).toBe(kits.filter((k) => k.kitSubSubCategory === 'Kotilaturit').length)
    for (const kit of charging.content) expect(kit).toMatchObject({ kitCategory: 'Lataus', kitSubSubCategory: 'Kotilaturit' })
  })

  it('finds kits by words and, with a session car, only the kits that fit it', async () => {
    const words = await search('q=kotilaturit')
    expect(words.total_items).toBe(kits.filter((k) => k.kitSubSubCategory === 'Kotilaturit').length)
    const fitting = await search('auto=FI-VEH-0001')
    const expected = kits.filter((k) => k.vehicleFitmentSpecifications.some((v) => v.externalId === 'FI-VEH-0001')).length
    expect(fitting.total_items).toBe(expected)
    expect(expected).toBeLessThan(600)
    expect((await search('auto=NO-SUCH-CAR')).total_items).toBe(0)
  })
})

describe('POST /api/automaster', () => {
  const session = { user: 'anna', dealer: 'KM-HEL', unit: 'Helsinki', transactionId: 'T-1', auto: 'FI-VEH-0001' }
  let limited = false
  const deps: QuoteHttpDeps = {
    resolveSite: async () => ({ id: site.id, key: site.key, kitsIndex: INDEX }),
    async findKits(_site, ids) {
      const response = await engine.search({ index: INDEX, filters: [{ name: 'kitId', type: 'terms', values: ids }], limit: 100, offset: 0 })
      return response.content as QuotedKit[]
    },
    limited: async () => limited,
    storeQuote: (input) => storeKitQuote(input, { payload, kickOutbox: false }),
  }
  const send = (body: unknown) => handleQuoteHttp({ contentLength: null, readBody: async () => JSON.stringify(body) }, deps)

  it('refuses a partial session, an empty cart, unknown kits and non-JSON with 400', async () => {
    expect((await send({ ...session, auto: undefined, cart: [{ kitId: kits[0]!.kitId }] })).status).toBe(400)
    expect((await send({ ...session, cart: [] })).status).toBe(400)
    expect((await send({ ...session, cart: [{ kitId: 'KIT-99999' }] })).status).toBe(400)
    expect((await handleQuoteHttp({ contentLength: null, readBody: async () => '{oops' }, deps)).status).toBe(400)
  })

  it('stores the quote with the index’s prices before answering, and the outbox delivers it once', async () => {
    const [a, b] = [kits[0]!, kits[1]!]
    // The browser's price is ignored: the index's is used.
    const answer = await send({ ...session, cart: [{ kitId: a.kitId, retailPrice: 0.01 }, { kitId: b.kitId }] })
    expect(answer.status).toBe(200)
    const id = answer.body.id as number
    const stored = await payload.findByID({ collection: 'quotes', id, depth: 0 })
    const net = Math.round((a.retailPrice + b.retailPrice) * 100) / 100
    expect(stored).toMatchObject({ site: site.id, transactionId: 'T-1', auto: 'FI-VEH-0001', currency: 'EUR', status: 'pending' })
    expect(stored.netPrice).toBeCloseTo(net, 2)
    expect(stored.totalPrice).toBeCloseTo(stored.netPrice + stored.taxAmount, 2)
    expect(stored.taxAmount).toBeCloseTo(net * 0.255, 1)

    const delivered: LeadForDelivery[] = []
    const outbox = new DeliveryOutbox<Quote>(
      {
        payload,
        db,
        port: { name: 'test-dms', deliver: async (lead) => void delivered.push(lead) },
        maxAttempts: 5,
        fallbackRecipient: 'dms@example.com',
        random: () => 0.5,
      },
      KIT_QUOTE_SOURCE,
    )
    expect(await outbox.runOnce(new Date())).toMatchObject({ delivered: 1 })
    expect(await outbox.runOnce(new Date(Date.now() + 60_000))).toMatchObject({ delivered: 0 })
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ formName: 'kit-quote', formSubmissionId: stored.quoteKey, values: { transactionId: 'T-1', dealer: 'KM-HEL' } })
    expect(await payload.findByID({ collection: 'quotes', id, depth: 0 })).toMatchObject({ status: 'delivered', deliveredVia: 'test-dms' })
  })

  it('answers 429 and stores nothing when the address is over its limit', async () => {
    limited = true
    const before = (await payload.count({ collection: 'quotes' })).totalDocs
    expect((await send({ ...session, cart: [{ kitId: kits[2]!.kitId }] })).status).toBe(429)
    expect((await payload.count({ collection: 'quotes' })).totalDocs).toBe(before)
    limited = false
  })
})

describe('POST /api/automaster per client address (the lead form’s limit, SHOWROOM_LEAD_RATE_LIMIT_IP)', () => {
  const session = { user: 'anna', dealer: 'KM-HEL', unit: 'Helsinki', transactionId: 'T-LIMIT', auto: 'FI-VEH-0001' }
  // The route's own dependencies: the site by its Host, the kits from the index and the limit
  // counted in the database. Only the outbox is not kicked (nothing is delivered here).
  const sendFrom = (clientAddress: string) =>
    handleQuoteHttp(
      { contentLength: null, readBody: async () => JSON.stringify({ ...session, cart: [{ kitId: kits[3]!.kitId }] }) },
      { ...quoteDeps(site.hostnames[0]!, clientAddress), storeQuote: (input) => storeKitQuote(input, { payload, kickOutbox: false }) },
    )
  const quoteCount = async () => (await payload.count({ collection: 'quotes', where: { transactionId: { equals: 'T-LIMIT' } } })).totalDocs

  it('refuses sends past the limit from one address with 429 and stores none of them, while another address still gets through', async () => {
    await awayFromWindowEdge(LEAD_ADDRESS_WINDOW_MS, 30_000)
    const { limit } = getConfig().leads.rateLimits.perIp
    expect(limit).toBeGreaterThan(1)
    for (let i = 0; i < limit; i++) expect(await sendFrom('203.0.113.70')).toMatchObject({ status: 200, body: { sent: true } })
    expect(await quoteCount()).toBe(limit)

    for (let i = 0; i < 2; i++) {
      expect(await sendFrom('203.0.113.70')).toEqual({ status: 429, body: { error: 'Too many quotes from this address; try again later' } })
    }
    expect(await quoteCount()).toBe(limit)

    // (Which address a request comes from, whatever headers it sends, is the HTTP entry's: client-address.test.ts.)
    expect(await sendFrom('203.0.113.71')).toMatchObject({ status: 200, body: { sent: true } })
    expect(await quoteCount()).toBe(limit + 1)
  })
})
