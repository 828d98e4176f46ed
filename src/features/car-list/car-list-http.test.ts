import { describe, expect, it, vi } from 'vitest'

import { toSiteRecord } from '@/features/sites/site-record'

import { handleCarListHttp } from './car-list-http'

const site = toSiteRecord({
  id: 1,
  key: 'nordbil',
  name: 'Nordbil',
  country: 'SE',
  currency: 'SEK',
  defaultLocale: 'sv',
  searchIndexes: { vehicles: 'vehicles-se' },
})
const body = (value: unknown) => JSON.stringify(value)
const ok = vi.fn(async () => ({ status: 'ok' as const, cars: [], total: 0, facets: [] }))

describe('POST /api/car-list', () => {
  it('passes a valid search on with only the facets the visitor chose', async () => {
    const result = await handleCarListHttp(
      site,
      body({
        query: { filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] }, ranges: { car_price: [100000, null] }, sortName: 'price_asc', page: 2 },
        facets: [{ name: 'car_brand>car_model', kind: 'hierarchy' }],
        sorts: ['newest', 'price_asc'],
      }),
      ok,
    )
    expect(result.status).toBe(200)
    expect(ok).toHaveBeenCalledWith(
      site,
      { keyphrase: '', filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] }, ranges: { car_price: [100000, null] }, sortName: 'price_asc', page: 2 },
      expect.objectContaining({ sorts: [expect.objectContaining({ name: 'newest' }), expect.objectContaining({ name: 'price_asc' })] }),
      { onlyLastPage: false },
    )
  })

  it('keeps a filter on a field the list shows no facet for (a preset filter from a link), the spec’s car_vehicle_type among them', async () => {
    const load = vi.fn(async () => ({ status: 'ok' as const, cars: [], total: 0, facets: [] }))
    const result = await handleCarListHttp(
      site,
      body({
        query: { filters: { car_condition: ['Used'], car_vehicle_type: ['LCV'], car_fuel: ['Diesel'] }, ranges: { car_power: [150, null] } },
        facets: [{ name: 'car_fuel', kind: 'terms' }],
        sorts: ['newest'],
      }),
      load,
    )
    expect(result.status).toBe(200)
    expect(load).toHaveBeenCalledWith(
      site,
      expect.objectContaining({ filters: { car_condition: ['Used'], car_vehicle_type: ['LCV'], car_fuel: ['Diesel'] }, ranges: { car_power: [150, null] } }),
      expect.anything(),
      { onlyLastPage: false },
    )
  })

  it('names the wrong fields with 400, and refuses bodies that are not JSON or too large', async () => {
    const wrong = await handleCarListHttp(site, body({ query: { page: 99, filters: { nope: ['x'] } }, facets: [], sorts: ['newest'] }), ok)
    expect(wrong.status).toBe(400)
    expect((wrong.body as { fields: string[] }).fields).toEqual(expect.arrayContaining(['query.page', 'query.filters']))
    expect((await handleCarListHttp(site, '{', ok)).status).toBe(400)
    expect((await handleCarListHttp(site, 'x'.repeat(20_000), ok)).status).toBe(413)
    expect((await handleCarListHttp(undefined, body({}), ok)).status).toBe(404)
  })

  it('answers 502 when the search fails, with a message a person understands', async () => {
    const failing = vi.fn(async () => ({ status: 'error' as const }))
    const result = await handleCarListHttp(site, body({ query: {}, facets: [], sorts: ['newest'] }), failing)
    expect(result).toEqual({ status: 502, body: { error: 'The car search is not answering right now' } })
  })
})
