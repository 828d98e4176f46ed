import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getSearchEngine } from '@/integrations/search/instance'
import { logger } from '@/lib/logger'

import { blockContext, failingEngine, inMemoryEngine, type RecordingEngine, stockCar, testSite } from '../shared/testing/block-fixtures'
import CarOfTheWeekBlock from './CarOfTheWeekBlock'

vi.mock('@/integrations/search/instance', () => ({ getSearchEngine: vi.fn() }))

const STOCK = [
  stockCar({ car_id: '301', car_brand: 'Volvo', car_model: 'EX30', caroftheweek: true, car_campaigns: ['Vårkampanj', 'Black Week'], car_price: 399_900 }),
  stockCar({ car_id: '302', car_brand: 'Kia', car_model: 'Niro', caroftheweek: false }),
  stockCar({ car_id: '303', car_brand: 'Kia', car_model: 'EV6', caroftheweek: true }),
]

let engine: RecordingEngine
const useEngine = (next: RecordingEngine) => {
  engine = next
  vi.mocked(getSearchEngine).mockResolvedValue(next)
}

async function render(block: unknown, context = blockContext()) {
  const element = await CarOfTheWeekBlock({ block, context })
  return renderToString(<>{element}</>)
}

beforeEach(() => useEngine(inMemoryEngine(STOCK)))
afterEach(() => vi.restoreAllMocks())

describe('CarOfTheWeekBlock (spec 02 "Car-of-the-week carousel")', () => {
  it('shows the cars of the week with brand, model, tags, price and a detail link', async () => {
    const html = await render({ title: 'Veckans bilar' })
    expect(engine.requests[0]).toMatchObject({ filters: [{ name: 'caroftheweek', values: [true] }], limit: 12 })
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toMatch(/<h2 id="[^"]+">Veckans bilar<\/h2>/)
    expect(html).toContain('Volvo EX30')
    expect(html).toContain('Kia EV6')
    expect(html).not.toContain('Kia Niro')
    expect(html).toContain('Vårkampanj')
    expect(html).toMatch(/399\s900\skr/)
    expect(html).toContain('href="/bil/301/')
  })

  it('sends each car once in the HTML; the copy for the loop is made in the browser (issue 39)', async () => {
    const html = await render({})
    expect(html.match(/href="\/bil\/301\//g)).toHaveLength(1)
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="1 av 2"')
    expect(html).toContain('aria-label="2 av 2"')
    expect(html).not.toContain('data-carousel-copy')
  })

  it('has labelled previous and next buttons controlling the track', async () => {
    const html = await render({}, blockContext('en'))
    expect(html).toMatch(/<button type="button" aria-label="Previous car" title="Previous car" aria-controls="[^"]+"/)
    expect(html).toMatch(/<button type="button" aria-label="Next car"/)
    // Without a title the carousel is named by the default label and the cards are h2.
    expect(html).toContain('aria-label="Car of the week"')
    expect(html).toMatch(/<h2[^>]*><a href="\/en\/bil\/301\//)
  })

  it('is hidden when there is no car of the week', async () => {
    useEngine(inMemoryEngine([stockCar({ caroftheweek: false })]))
    expect(await render({ title: 'Veckans bil' })).toBe('')
  })

  it('logs a failed search and is hidden (spec 02 §8 "Car of the week failure: logged")', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    useEngine(failingEngine())
    expect(await render({ title: 'Veckans bil' })).toBe('')
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'carOfTheWeek', index: 'vehicles-se' }), expect.any(String))
  })

  it('is hidden on a site without a vehicles index (logged)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(await render({}, blockContext('sv', { site: testSite(null) }))).toBe('')
    expect(warn).toHaveBeenCalled()
    expect(engine.requests).toHaveLength(0)
  })
})
