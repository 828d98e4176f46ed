import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getSearchEngine } from '@/integrations/search/instance'
import { logger } from '@/lib/logger'

import { blockContext, failingEngine, inMemoryEngine, type RecordingEngine, stockCar, testSite } from '../shared/testing/block-fixtures'
import CarTeasersBlock from './CarTeasersBlock'

vi.mock('@/integrations/search/instance', () => ({ getSearchEngine: vi.fn() }))

const STOCK = [
  stockCar({ car_id: '201', car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'El', car_price: 500_000 }),
  stockCar({ car_id: '202', car_brand: 'Volvo', car_model: 'V90', car_fuel: 'Diesel', car_price: 300_000 }),
  stockCar({ car_id: '203', car_brand: 'Kia', car_model: 'Niro', car_fuel: 'El', car_price: 250_000, car_is_used: false }),
  stockCar({ car_id: '204', car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'El', car_price: 400_000 }),
]

let engine: RecordingEngine
const useEngine = (next: RecordingEngine) => {
  engine = next
  vi.mocked(getSearchEngine).mockResolvedValue(next)
}

async function render(block: unknown, context = blockContext()) {
  const element = await CarTeasersBlock({ block, context })
  return renderToString(<>{element}</>)
}

const cardIds = (html: string) => [...html.matchAll(/href="\/(?:en\/)?bil\/(\d+)\//g)].map((m) => m[1])

beforeEach(() => useEngine(inMemoryEngine(STOCK)))
afterEach(() => vi.restoreAllMocks())

describe('CarTeasersBlock by ids (spec 03 §2.8 "a wrapping grid")', () => {
  it('shows the chosen cars in the editor’s order, unknown ids left out', async () => {
    const html = await render({ blockType: 'carTeasers', id: 'b1', mode: 'ids', carIds: '204, 999, 201', title: 'Utvalda bilar' })
    expect(cardIds(html)).toEqual(['204', '201'])
    expect(html).toContain('data-teaser-mode="ids"')
    expect(html).toContain('flex-wrap')
    expect(html).toMatch(/<h2 id="car-teasers-b1-title"[^>]*>Utvalda bilar<\/h2>/)
    expect(html).toContain('aria-labelledby="car-teasers-b1-title"')
    expect(html).toMatch(/<h3[^>]*><a href="\/bil\/204\/bil-\d+"/)
    expect(html).not.toContain('Visa alla bilar')
  })

  it('renders nothing when no id is found or valid', async () => {
    expect(await render({ mode: 'ids', carIds: '999' })).toBe('')
    expect(await render({ mode: 'ids', carIds: 'abc' })).toBe('')
  })
})

describe('CarTeasersBlock by query (spec 03 §2.8 "a horizontal scroll list with 315 px cards")', () => {
  it('lists the cars the query finds, in the chosen order, with a link to the same search', async () => {
    const html = await render({ mode: 'query', brand: 'Volvo', fuel: 'El', sortName: 'price_asc', numberOfCars: 5 })
    expect(cardIds(html)).toEqual(['204', '201'])
    expect(html).toContain('data-teaser-mode="query"')
    expect(html).toContain('snap-x')
    expect(html).toContain('w-[315px]')
    expect(html).toMatch(/<a href="\/kop-bil\/volvo\?car_fuel=El&amp;sortName=price_asc"[^>]*>Visa alla bilar/)
    expect(engine.requests[0]).toMatchObject({ index: 'vehicles-se', limit: 5, sort_name: 'price_asc' })
  })

  it('cards are the section’s h2s without a title; texts and paths follow the page language', async () => {
    const html = await render({ mode: 'query', isUsed: 'new' }, blockContext('en'))
    expect(cardIds(html)).toEqual(['203'])
    expect(html).toMatch(/<h2[^>]*><a href="\/en\/bil\/203\//)
    expect(html).toContain('href="/en/kop-bil?car_is_used=false"')
    expect(html).toContain('Show all cars')
    expect(html).toContain('incl. VAT')
  })

  it('limits to 8 cars by default', async () => {
    useEngine(inMemoryEngine(Array.from({ length: 12 }, () => stockCar())))
    const html = await render({ mode: 'query' })
    expect(cardIds(html)).toHaveLength(8)
  })
})

describe('CarTeasersBlock failures', () => {
  it('logs a failed search and renders nothing (spec 02 §8)', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    useEngine(failingEngine())
    expect(await render({ mode: 'query' })).toBe('')
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'carTeasers', index: 'vehicles-se' }), expect.any(String))
  })

  it('logs a site without a vehicles index and renders nothing, without searching', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(await render({ mode: 'query' }, blockContext('sv', { site: testSite(null) }))).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'carTeasers' }), expect.any(String))
    expect(engine.requests).toHaveLength(0)
  })

  it('throws on malformed block data (the page shows the section fallback)', async () => {
    await expect(render({ mode: 'everything' })).rejects.toThrow()
  })
})
