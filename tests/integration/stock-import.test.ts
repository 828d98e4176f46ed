import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importFeed } from '@/integrations/search/built-in/feed-import'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'
import { countStock, indexVersions, readStock, readStockByIds } from '@/integrations/search/built-in/stock-tables'

import { createTestPayload } from './test-payload'

let payload: Payload
let db: SqlDatabase

const car = (id: number, price = 200_000 + id) =>
  JSON.stringify({
    car_id: String(id),
    slug: `volvo-xc60-${id}`,
    indexed_at: '2026-10-01T10:00:00Z',
    car_site_name: 'Nordbil Göteborg',
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_year: 2022,
    car_is_sample: false,
    car_is_used: true,
    car_price: price,
    car_price_currency: 'SEK',
    car_site_id: '11',
  })

const dealer = JSON.stringify({
  site_id: '11',
  slug: 'nordbil-goteborg',
  site_official_name: 'Nordbil Göteborg',
  site_city: 'Göteborg',
  country_code: 'SE',
  site_brands: ['Volvo'],
  site_departments: [],
})

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('stock import', () => {
  it('loads valid lines and reports the rejected ones without losing the rest', async () => {
    const feed = [car(1), car(2), '{"car_id": "3", "slug": "Bad Slug"}', '', 'not json', car(4), dealer]
    const report = await importFeed(db, feed, { cars: 'vehicles-test', dealers: 'sites-test' })
    expect(report.cars).toEqual({ inserted: 3, updated: 0, unchanged: 0, removed: 0 })
    expect(report.dealers.inserted).toBe(1)
    expect(report.rejected.map((r) => r.line)).toEqual(expect.arrayContaining([3, 5]))
    expect(report.rejected.find((r) => r.line === 3 && r.field === 'slug')?.reason).toBe('must be lower-case words joined by dashes')
    expect(await countStock(db, 'cars', 'vehicles-test')).toBe(3)
    expect((await indexVersions(db)).get('vehicles-test')).toEqual({ kind: 'cars', version: 1 })
  })

  it('changes nothing when the same feed is imported again', async () => {
    const report = await importFeed(db, [car(1), car(2), car(4)], { cars: 'vehicles-test' })
    expect(report.cars).toEqual({ inserted: 0, updated: 0, unchanged: 3, removed: 0 })
    expect((await indexVersions(db)).get('vehicles-test')).toEqual({ kind: 'cars', version: 1 })
  })

  it('updates changed cars in place and, with replace, removes cars the feed no longer has', async () => {
    const report = await importFeed(db, [car(1, 99_000), car(2), car(5)], { cars: 'vehicles-test' }, { replace: true })
    expect(report.cars).toEqual({ inserted: 1, updated: 1, unchanged: 1, removed: 1 })
    const [first] = (await readStockByIds(db, 'cars', 'vehicles-test', ['1'])) as { car_price: number }[]
    expect(first?.car_price).toBe(99_000)
    // A field list keeps JSON types: booleans stay booleans, a missing field is null (both dialects).
    const [cut] = (await readStockByIds(db, 'cars', 'vehicles-test', ['1'], ['car_is_used', 'car_price', 'no_such_field'])) as Record<string, unknown>[]
    expect(cut).toEqual({ car_is_used: expect.any(Boolean), car_price: 99_000, no_such_field: null })
    const ids: string[] = []
    for await (const page of readStock(db, 'cars', 'vehicles-test', { pageSize: 2 })) ids.push(...page.map((r) => r.id))
    expect(ids).toEqual(['1', '2', '5'])
    // The index build asks the database for just the fields it needs.
    const slim: unknown[] = []
    for await (const page of readStock(db, 'cars', 'vehicles-test', { fields: ['car_id', 'car_price', 'car_equipment'] }))
      slim.push(...page.map((r) => r.record))
    expect(slim[0]).toEqual({ car_id: '1', car_price: 99_000, car_equipment: null })
    expect((await indexVersions(db)).get('vehicles-test')).toEqual({ kind: 'cars', version: 2 })
  })

  it('keeps indexes apart', async () => {
    await importFeed(db, [car(1)], { cars: 'vehicles-other' }, { replace: true })
    expect(await countStock(db, 'cars', 'vehicles-test')).toBe(3)
    expect(await countStock(db, 'cars', 'vehicles-other')).toBe(1)
  })

  it('rolls the whole import back when the database fails midway', async () => {
    const failing: SqlDatabase = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: async (sql, params) => {
              if (sql.startsWith('INSERT INTO stock_index_versions')) throw new Error('disk full')
              return tx.query(sql, params)
            },
          }),
        ),
    }
    await expect(importFeed(failing, [car(6)], { cars: 'vehicles-test' })).rejects.toThrow('disk full')
    expect(await countStock(db, 'cars', 'vehicles-test')).toBe(3)
  })
})

describe('fair prices at import (issue 41)', () => {
  /** What the generated stock is worth: 12 % a year and 5 % per 1 000 mil (10 000 km) off 400 000 kr. */
  const worth = (year: number, mil: number) => 400_000 * Math.exp(-0.12 * (2026 - year) - 0.05 * (mil / 1_000))
  const usedV60 = (id: number, share = 1 + ((id * 7) % 5) / 100 - 0.02) => {
    const year = 2019 + (id % 5)
    const mil = (2026 - year) * 1_400 + (id % 3) * 300
    return JSON.stringify({
      car_id: String(id),
      slug: `volvo-v60-${id}`,
      indexed_at: '2026-10-01T10:00:00Z',
      car_site_name: 'Nordbil Göteborg',
      car_brand: 'Volvo',
      car_model: 'V60',
      car_fuel: 'Diesel',
      car_gearbox: 'Automat',
      car_year: year,
      car_mileage: mil,
      car_odometer_unit: 'mil',
      car_is_sample: false,
      car_is_used: true,
      car_price: Math.round(worth(year, mil) * share),
      car_price_currency: 'SEK',
      car_site_id: '11',
    })
  }
  type Rated = {
    car_price_rating?: string | null
    car_price_rating_good?: boolean | null
    car_price_assessment?: { comparables: number; low: number; high: number } | null
  }
  const stored = async (index: string, id: number) => (await readStockByIds(db, 'cars', index, [String(id)]))[0] as Rated

  it('rates no car while its model has too few comparables, and all of them once another site brings more', async () => {
    await importFeed(
      db,
      [501, 502, 503, 504].map((id) => usedV60(id)),
      { cars: 'vehicles-fair-a' },
    )
    expect((await stored('vehicles-fair-a', 501)).car_price_rating ?? null).toBeNull()
    const before = (await indexVersions(db)).get('vehicles-fair-a')!.version

    // Another site's import, in the same currency: its cars are comparables of the first site's.
    await importFeed(
      db,
      [511, 512, 513, 514, 515, 516].map((id) => usedV60(id)),
      { cars: 'vehicles-fair-b' },
    )
    const rated = await stored('vehicles-fair-a', 501)
    expect(rated.car_price_rating).toBe('fair')
    expect(rated.car_price_rating_good).toBe(false)
    expect(rated.car_price_assessment?.comparables).toBeGreaterThanOrEqual(5)
    // The first site's index changed without an import of its own: its web processes rebuild it.
    expect((await indexVersions(db)).get('vehicles-fair-a')!.version).toBe(before + 1)
  })

  it('labels a price cut at the next import, and a re-import of the same feed changes nothing', async () => {
    const feed = [511, 512, 513, 514, 515, 516].map((id) => usedV60(id))
    const cut = [...feed.slice(0, 5), usedV60(516, 0.85)]
    await importFeed(db, cut, { cars: 'vehicles-fair-b' })
    const bargain = await stored('vehicles-fair-b', 516)
    expect(bargain.car_price_rating).toBe('great')
    expect(bargain.car_price_rating_good).toBe(true)
    expect(bargain.car_price_assessment!.low).toBeLessThan(bargain.car_price_assessment!.high)

    const versions = await indexVersions(db)
    const again = await importFeed(db, cut, { cars: 'vehicles-fair-b' })
    expect(again.cars.unchanged).toBe(6)
    expect(await indexVersions(db)).toEqual(versions)
    expect((await stored('vehicles-fair-b', 516)).car_price_rating).toBe('great')
  })

  it('drops the label when the car is no longer comparable (its mileage corrected far out of the band)', async () => {
    const far = JSON.parse(usedV60(516, 0.85)) as Record<string, unknown>
    await importFeed(db, [JSON.stringify({ ...far, car_mileage: 40_000 })], { cars: 'vehicles-fair-b' })
    const unrated = await stored('vehicles-fair-b', 516)
    expect(unrated.car_price_rating ?? null).toBeNull()
    expect(unrated.car_price_assessment ?? null).toBeNull()
  })
})
