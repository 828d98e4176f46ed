import type { Payload } from 'payload'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { IndexRegistry } from '@/integrations/search/built-in/index-registry'
import { isSearchRequestError } from '@/integrations/search/search-errors'
import { handleSearchHttp } from '@/features/car-search/search-http'
import { searchRequest } from '@/integrations/search/search-contract'
import { BuiltInSearchEngine } from '@/integrations/search/built-in/built-in-search-engine'
import { loadDemoStock } from '@/demo/demo-stock'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'
import { countStock, stockIndexNames } from '@/integrations/search/built-in/stock-tables'

import { createTestPayload } from './test-payload'

let payload: Payload
let db: SqlDatabase
let loaded: number

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  loaded = await loadDemoStock(db, 1500)
}, 120_000)
afterAll(async () => {
  await payload?.destroy()
})

describe('demo stock', () => {
  it('loads the generated cars and dealers into every market’s indexes', async () => {
    expect(loaded).toBeGreaterThan(1400)
    expect(await stockIndexNames(db, 'cars')).toEqual(
      expect.arrayContaining([
        'vehicles-se',
        'vehicles-no',
        'vehicles-uk',
        'carstore-vehicles-se',
        'carstore-vehicles-no',
        'carstore-vehicles-fi',
        'carstore-vehicles-sk',
      ]),
    )
    expect(await stockIndexNames(db, 'dealers')).toEqual(expect.arrayContaining(['sites-se', 'sites-no', 'sites-uk', 'carstore-sites-fi']))
    expect(await countStock(db, 'dealers', 'sites-se')).toBeGreaterThan(3)
  })

  it('rates used cars against their comparables across all indexes, those imported first too (issue 41)', async () => {
    const engine = new BuiltInSearchEngine(db, new IndexRegistry(db, { versionCheckMs: 0 }))
    // vehicles-se is the first the demo imports, carstore-vehicles-se among the last.
    for (const index of ['vehicles-se', 'carstore-vehicles-se']) {
      const rated = await engine.search(searchRequest.parse({ index, filters: [{ name: 'car_price_rating_good', type: 'terms', values: ['true'] }], limit: 1 }))
      expect(rated.total_items, index).toBeGreaterThan(0)
    }
  })

  it('is loaded only once', async () => {
    expect(await loadDemoStock(db, 1500)).toBe(0)
  })

  it('is searchable: a Swedish list page with facets, and the dealer list in website order', async () => {
    const engine = new BuiltInSearchEngine(db, new IndexRegistry(db, { versionCheckMs: 0 }))
    const list = await engine.search(
      searchRequest.parse({ index: 'vehicles-se', facets: [{ name: 'car_brand>car_model' }, { name: 'car_price' }], sort_name: 'price_asc', limit: 48 }),
    )
    expect(list.content).toHaveLength(48)
    const prices = list.content.map((c) => c.car_price as number)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    expect(list.facet.map((f) => f.type)).toEqual(['hierarchy', 'histogram'])
    const sites = await engine.search(searchRequest.parse({ index: 'sites-se', sort_name: 'website_sort_order_asc', limit: 100 }))
    const order = sites.content.map((s) => s.website_sort_order as number)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })
})

describe('the search API with any input', () => {
  it('answers 200 or a 400 naming a field, never a server error', async () => {
    const builtIn = new BuiltInSearchEngine(db, new IndexRegistry(db, { versionCheckMs: 60_000 }))
    // The HTTP layer would hide an engine crash behind the spec's empty answer; count them instead.
    const crashes: unknown[] = []
    const engine = {
      search: async (request: Parameters<typeof builtIn.search>[0]) => {
        try {
          return await builtIn.search(request)
        } catch (error) {
          if (!isSearchRequestError(error)) crashes.push(error)
          throw error
        }
      },
    }
    const names = [...VEHICLES_SCHEMA.facets.map((f) => f.name), 'car_wings', '', 'car_id']
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('Volvo', 'Volvo>XC60', 'El', 'true'),
    )
    const body = fc.record(
      {
        index: fc.constantFrom('vehicles-se', 'sites-se', 'vehicles-xx', ''),
        keyphrase: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('volvo xc60', 'å ä ö ø æ é', '  ')),
        facets: fc.array(
          fc.record(
            { name: fc.constantFrom(...names), type: fc.constantFrom('terms', 'range', 'bogus'), filters: fc.array(value, { maxLength: 3 }) },
            { requiredKeys: ['name'] },
          ),
          { maxLength: 4 },
        ),
        filters: fc.array(
          fc.record(
            { name: fc.constantFrom(...names), type: fc.constantFrom('terms', 'range'), values: fc.array(value, { maxLength: 3 }) },
            { requiredKeys: ['name'] },
          ),
          { maxLength: 3 },
        ),
        sort_name: fc.constantFrom('price_asc', 'newest', 'nope', 'website_sort_order_asc'),
        fields: fc.array(fc.constantFrom('car_id', 'car_price', 'car_wings', 'site_id'), { maxLength: 3 }),
        limit: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()),
        offset: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: [] },
    )
    const text = fc.oneof(
      body.map((b) => JSON.stringify(b)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 40 }),
    )
    await fc.assert(
      fc.asyncProperty(text, async (payload) => {
        const r = await handleSearchHttp({ apiKey: 'k'.repeat(16), contentLength: null, readBody: async () => payload }, 'k'.repeat(16), async () => engine)
        expect([200, 400]).toContain(r.status)
        if (r.status === 400) expect((r.body as { issues: { field: string }[] }).issues[0]?.field).toBeTruthy()
        if (r.status === 200) expect(r.body).toHaveProperty('total_items')
      }),
      { numRuns: 300 },
    )
    expect(crashes).toEqual([])
  })
})
