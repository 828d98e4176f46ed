import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchRequest } from '@/integrations/search/search-contract'
import { IndexRegistry } from '@/integrations/search/built-in/index-registry'
import { SearchRequestError } from '@/integrations/search/search-errors'
import { BuiltInSearchEngine } from '@/integrations/search/built-in/built-in-search-engine'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { createTestPayload } from './test-payload'

let payload: Payload
let db: SqlDatabase
let engine: BuiltInSearchEngine

const car = (id: number, brand: string, model: string, price: number, fuel: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    car_id: String(id),
    slug: `car-${id}`,
    indexed_at: `2026-10-${String(10 + id).padStart(2, '0')}T10:00:00Z`,
    car_site_name: 'Nordbil Göteborg',
    car_brand: brand,
    car_model: model,
    car_year: 2020 + (id % 4),
    car_fuel: fuel,
    car_is_sample: false,
    car_is_used: true,
    car_price: price,
    car_price_currency: 'SEK',
    car_site_id: '11',
    car_equipment: ['Dragkrok', 'Panoramatak'].slice(0, id % 3),
    ...extra,
  })

const feed = [
  car(1, 'Volvo', 'XC60', 450_000, 'Diesel'),
  car(2, 'Volvo', 'XC40', 350_000, 'El'),
  car(3, 'Volvo', 'XC60', 520_000, 'Laddhybrid'),
  car(4, 'Škoda', 'Octavia', 250_000, 'Bensin', { car_mileage: 4500 }),
  car(5, 'Kia', 'Niro', 300_000, 'El'),
]

const search = (body: unknown) => engine.search(searchRequest.parse(body))

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  await importFeed(db, feed, { cars: 'vehicles-it' })
  engine = new BuiltInSearchEngine(db, new IndexRegistry(db, { versionCheckMs: 0 }))
})
afterAll(async () => {
  await payload?.destroy()
})

describe('built-in search service on the stock tables', () => {
  it('answers the spec’s response with full records, true totals and disjunctive facets', async () => {
    const r = await search({
      index: 'vehicles-it',
      facets: [{ name: 'car_brand', filters: ['Volvo'] }, { name: 'car_fuel' }],
      sort_name: 'price_asc',
      limit: 2,
    })
    expect(r.total_items).toBe(3)
    expect(r.limit).toBe(2)
    expect(r.offset).toBe(0)
    expect(r.content.map((c) => c.car_id)).toEqual(['2', '1'])
    expect(r.content[0]).toMatchObject({ car_brand: 'Volvo', car_model: 'XC40', car_price_currency: 'SEK' })
    const brands = r.facet.find((f) => f.name === 'car_brand')
    // Choosing Volvo keeps the other brands' counts (disjunctive).
    expect(brands?.type === 'terms' && brands.values.map((v) => [v.text, v.count])).toEqual([
      ['Volvo', 3],
      ['Kia', 1],
      ['Škoda', 1],
    ])
  })

  it('returns only the asked fields', async () => {
    const r = await search({ index: 'vehicles-it', fields: ['car_id', 'car_price'], filters: [{ name: 'car_id', values: ['4'] }] })
    expect(r.content).toEqual([{ car_id: '4', car_price: 250_000 }])
  })

  it('matches every keyphrase word, folding case and diacritics', async () => {
    const r = await search({ index: 'vehicles-it', keyphrase: 'SKODA octavia' })
    expect(r.content.map((c) => c.car_id)).toEqual(['4'])
  })

  it('refuses unknown indexes, facets, sorts and fields, naming them', async () => {
    const field = async (body: unknown) => {
      try {
        await search(body)
        return 'no error'
      } catch (error) {
        return error instanceof SearchRequestError ? error.field : String(error)
      }
    }
    expect(await field({ index: 'nope' })).toBe('index')
    expect(await field({ index: 'vehicles-it', facets: [{ name: 'car_wings' }] })).toBe('facets[0].name')
    expect(await field({ index: 'vehicles-it', sort_name: 'cheapest' })).toBe('sort_name')
    expect(await field({ index: 'vehicles-it', fields: ['car_wings'] })).toBe('fields[0]')
    expect(await field({ index: 'vehicles-it', filters: [{ name: 'car_brand', type: 'range', values: [1, 2] }] })).toBe('filters[0].type')
  })

  it('shows an imported change of a record at once, also while the old replica still answers', async () => {
    const byId = { index: 'vehicles-it', filters: [{ name: 'car_id', type: 'terms', values: ['4'] }], limit: 1 }
    expect((await search(byId)).content[0]).toMatchObject({ car_model: 'Octavia' })
    await importFeed(db, [car(4, 'Škoda', 'Octavia Combi', 250_000, 'Bensin')], { cars: 'vehicles-it' })
    // The first search after the import starts the rebuild and is answered by the old replica.
    expect((await search(byId)).content[0]).toMatchObject({ car_model: 'Octavia Combi' })
    await expect.poll(async () => (await search(byId)).content[0]).toMatchObject({ car_model: 'Octavia Combi' })
  })

  it('picks up an import: the cached answer is dropped and the index rebuilt', async () => {
    const before = await search({ index: 'vehicles-it', limit: 0 })
    await importFeed(db, [car(6, 'Volvo', 'EX30', 400_000, 'El')], { cars: 'vehicles-it' })
    // The old replica answers while the new one builds; then the new stock is there.
    await expect.poll(async () => (await search({ index: 'vehicles-it', limit: 0 })).total_items).toBe(before.total_items + 1)
  })
})
