import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  CarListAnswerError,
  type CarListChunk,
  type CarListPages,
  carListQueryKey,
  carListRequestBody,
  fetchCarListChunk,
  fitCachedPages,
  nextCarListPage,
  pagesThrough,
  readCarListAnswer,
  retryCarListRequest,
} from './car-list-queries'
import type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
import type { CarSummary } from '@/features/car-card/car-summary'
import { BRAND_MODEL_FACET, emptyCarListQuery } from './query-state'

const facets: FacetConfig[] = [
  { name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' },
  { name: 'car_price', label: 'Pris', kind: 'range' },
]
const sorts: SortOption[] = [
  { name: 'newest', label: 'Senast inkomna' },
  { name: 'price_asc', label: 'Lägsta pris' },
]
const config = { facets, sorts }
const query = (parts: Partial<CarListQuery>): CarListQuery => ({ ...emptyCarListQuery(), ...parts })
const car = (id: number): CarSummary => ({
  car_id: String(id),
  slug: `bil-${id}`,
  car_brand: 'Toyota',
  car_model: 'Yaris',
  car_year: 2022,
  car_is_sample: false,
  car_is_used: true,
  car_price: 150_000,
  car_price_currency: 'SEK',
})
const chunk = (ids: number[], total: number): CarListChunk => ({ cars: ids.map(car), total, facets: [] })
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('carListQueryKey', () => {
  it('is the same for every page of one search, and for the same search written differently', () => {
    const toyota = query({ filters: { [BRAND_MODEL_FACET]: ['Toyota'] }, sortName: 'price_asc' })
    expect(carListQueryKey({ ...toyota, page: 3 }, config)).toEqual(carListQueryKey(toyota, config))
    expect(carListQueryKey({ ...toyota, keyphrase: '  ' }, config)).toEqual(carListQueryKey(toyota, config))
    expect(carListQueryKey(toyota, config)).not.toEqual(carListQueryKey(query({ filters: { [BRAND_MODEL_FACET]: ['Volvo'] } }), config))
  })
})

describe('carListRequestBody', () => {
  it('asks for the chunk’s page with the site’s facets and sorts, cumulatively or the last page only', () => {
    const toyota = query({ filters: { [BRAND_MODEL_FACET]: ['Toyota'] } })
    expect(carListRequestBody(toyota, { page: 2, onlyLastPage: true }, config)).toEqual({
      query: { ...toyota, page: 2 },
      facets: [
        { name: BRAND_MODEL_FACET, kind: 'hierarchy' },
        { name: 'car_price', kind: 'range' },
      ],
      sorts: ['newest', 'price_asc'],
      onlyLastPage: true,
    })
  })
})

describe('readCarListAnswer', () => {
  it('takes cars, total and facets, and refuses anything else', () => {
    expect(readCarListAnswer({ cars: [car(1)], total: 1, facets: [] })).toEqual(chunk([1], 1))
    expect(() => readCarListAnswer({ error: 'The car search is not answering right now' })).toThrow(CarListAnswerError)
    expect(() => readCarListAnswer(null)).toThrow(CarListAnswerError)
  })
})

describe('fetchCarListChunk', () => {
  it('posts the chunk’s request with the abort signal and reads the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ cars: [car(49)], total: 49, facets: [] }))
    vi.stubGlobal('fetch', fetchMock)
    const controller = new AbortController()
    const result = await fetchCarListChunk(query({}), { page: 1, onlyLastPage: true }, config, controller.signal)
    expect(result.cars.map((c) => c.car_id)).toEqual(['49'])
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/car-list')
    expect(init.method).toBe('POST')
    expect(init.signal).toBe(controller.signal)
    expect(JSON.parse(String(init.body))).toMatchObject({ query: { page: 1 }, onlyLastPage: true })
  })

  it('turns an error answer into a CarListAnswerError with its status', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'The car search is not answering right now' }, { status: 502 }))
    await expect(fetchCarListChunk(query({}), { page: 0, onlyLastPage: false }, config)).rejects.toMatchObject({ name: 'CarListAnswerError', status: 502 })
  })
})

describe('nextCarListPage', () => {
  it('asks for the next page alone while cars are missing, up to page index 19', () => {
    const first = chunk(range(1, 48), 100)
    expect(nextCarListPage(first, [first], { page: 0, onlyLastPage: false })).toEqual({ page: 1, onlyLastPage: true })
    const second = chunk(range(49, 48), 100)
    expect(nextCarListPage(second, [first, second], { page: 1, onlyLastPage: true })).toEqual({ page: 2, onlyLastPage: true })
    const last = chunk(range(97, 4), 100)
    expect(nextCarListPage(last, [first, second, last], { page: 2, onlyLastPage: true })).toBeUndefined()
    const many = chunk(range(1, 48), 5000)
    expect(nextCarListPage(many, [many], { page: 19, onlyLastPage: false })).toBeUndefined()
  })
})

describe('retryCarListRequest', () => {
  it('tries once more after a lost connection, never after an error answer', () => {
    expect(retryCarListRequest(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(retryCarListRequest(1, new TypeError('Failed to fetch'))).toBe(false)
    expect(retryCarListRequest(0, new CarListAnswerError(500))).toBe(false)
  })
})

const threePages: CarListPages = {
  pages: [chunk(range(1, 48), 200), chunk(range(49, 48), 200), chunk(range(97, 48), 200)],
  pageParams: [
    { page: 0, onlyLastPage: false },
    { page: 1, onlyLastPage: true },
    { page: 2, onlyLastPage: true },
  ],
}

describe('pagesThrough', () => {
  it('cuts the cached pages to end at the page asked for, or says it cannot', () => {
    expect(pagesThrough(threePages, 2)).toBe(threePages)
    expect(pagesThrough(threePages, 0)).toEqual({ pages: threePages.pages.slice(0, 1), pageParams: threePages.pageParams.slice(0, 1) })
    expect(pagesThrough(threePages, 5)).toBeUndefined()
    const fromPageThree: CarListPages = { pages: [chunk(range(1, 192), 200)], pageParams: [{ page: 3, onlyLastPage: false }] }
    expect(pagesThrough(fromPageThree, 0)).toBeUndefined()
  })
})

describe('fitCachedPages', () => {
  const toyota = query({ filters: { [BRAND_MODEL_FACET]: ['Toyota'] } })

  it('keeps a search’s cached cars for the page its address names, and forgets what does not fit', () => {
    const client = new QueryClient()
    client.setQueryData(carListQueryKey(toyota, config), threePages)
    fitCachedPages(client, { ...toyota, page: 1 }, config)
    expect(client.getQueryData<CarListPages>(carListQueryKey(toyota, config))?.pages).toHaveLength(2)
    fitCachedPages(client, { ...toyota, page: 4 }, config)
    expect(client.getQueryData(carListQueryKey(toyota, config))).toBeUndefined()
    // Nothing cached: nothing to do.
    fitCachedPages(client, { ...toyota, page: 0 }, config)
    expect(client.getQueryData(carListQueryKey(toyota, config))).toBeUndefined()
  })
})
