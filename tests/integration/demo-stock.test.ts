import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IndexRegistry } from '@/features/car-search/index-registry'
import { searchRequest } from '@/integrations/search/search-contract'
import { BuiltInSearchEngine } from '@/features/car-search/search-service'
import { loadDemoStock } from '@/features/stock/demo-stock'
import { type SqlDatabase, sqlDatabaseOf } from '@/features/stock/sql-database'
import { countStock, stockIndexNames } from '@/features/stock/stock-repository'

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
      expect.arrayContaining(['vehicles-se', 'vehicles-no', 'vehicles-uk', 'carstore-vehicles-se', 'carstore-vehicles-no', 'carstore-vehicles-fi', 'carstore-vehicles-sk']),
    )
    expect(await stockIndexNames(db, 'dealers')).toEqual(expect.arrayContaining(['sites-se', 'sites-no', 'sites-uk', 'carstore-sites-fi']))
    expect(await countStock(db, 'dealers', 'sites-se')).toBeGreaterThan(3)
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
