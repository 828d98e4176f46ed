import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { blockContext, failingEngine, inMemoryEngine, stockCar } from '@/features/car-blocks/shared/testing/block-fixtures'
import { getSearchEngine } from '@/integrations/search/instance'
import type { SearchEngine } from '@/integrations/search/search-engine'
import { logger } from '@/lib/logger'

import type { CarListViewProps } from '../CarListView'
import CarListBlock from './CarListBlock'

vi.mock('@/integrations/search/instance', () => ({ getSearchEngine: vi.fn() }))
// The list is a client island: here it records the props the server gives it.
const view = vi.hoisted(() => ({ props: [] as CarListViewProps[] }))
vi.mock('../CarListViewLazy', () => ({
  CarListViewLazy: (props: CarListViewProps) => {
    view.props.push(props)
    return <div data-testid="car-list-view" />
  },
}))

const STOCK = [
  stockCar({ car_brand: 'BMW', car_model: 'X1', car_condition: 'Used', car_site_region: 'Surrey' }),
  stockCar({ car_brand: 'BMW', car_model: 'X3', car_condition: 'New', car_site_region: 'Surrey' }),
  stockCar({ car_brand: 'BMW', car_model: 'i4', car_condition: 'Used', car_site_region: 'Berkshire' }),
  stockCar({ car_brand: 'Ford', car_model: 'Puma', car_condition: 'Used', car_site_region: 'Surrey', car_vehicle_type_code: 'PC' }),
  stockCar({ car_brand: 'Ford', car_model: 'Transit Custom', car_condition: 'New', car_site_region: 'Berkshire', car_vehicle_type_code: 'LCV' }),
]

const useEngine = (engine: SearchEngine) => vi.mocked(getSearchEngine).mockResolvedValue(engine)

/** The car list block on /buy-car with the given segments and query, its default facets (no condition or region facet). */
async function render(segments: string[], searchParams: Record<string, string>) {
  const context = blockContext('sv', { request: { path: '/buy-car', segments, searchParams, origin: 'https://thames.test' } })
  const element = await CarListBlock({ block: { blockType: 'carList' }, context })
  return renderToString(<>{element}</>)
}

const shown = () => {
  const props = view.props.at(-1)
  if (!props) throw new Error('no car list view')
  return props
}

beforeEach(() => {
  view.props.length = 0
  useEngine(inMemoryEngine(STOCK))
})
afterEach(() => vi.restoreAllMocks())

describe('CarListBlock', () => {
  it('applies a preset filter from a redirect although the list shows no facet for it (/used-bmw → /buy-car/bmw?car_condition=Used)', async () => {
    await render(['bmw'], { car_condition: 'Used', utm_source: 'mail' })
    const { initialQuery, initialResults, config } = shown()
    expect(config.facets.map((f) => f.name)).not.toContain('car_condition')
    expect(initialQuery.filters).toEqual({ 'car_brand>car_model': ['BMW'], car_condition: ['Used'] })
    expect(initialResults.status === 'ok' ? initialResults.cars.map((c) => c.car_model).sort() : []).toEqual(['X1', 'i4'])
    expect(initialResults.status === 'ok' ? initialResults.total : -1).toBe(2)
  })

  it('filters by region (/surrey → /buy-car?car_site_region=Surrey) and by the spec’s car_vehicle_type', async () => {
    await render([], { car_site_region: 'Surrey' })
    expect(shown().initialResults).toMatchObject({ status: 'ok', total: 3 })
    await render([], { car_vehicle_type: 'LCV' })
    expect(shown().initialResults).toMatchObject({ status: 'ok', total: 1, cars: [expect.objectContaining({ car_model: 'Transit Custom' })] })
  })

  it('shows the list error with a way to try the same address again when the facet map is missing, and searches no cars', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const noFacets = inMemoryEngine(STOCK)
    const answer = noFacets.search.bind(noFacets)
    // A search service that failed quietly: an answer, but without the brand/model facet map.
    noFacets.search = async (request) => ({ ...(await answer(request)), facet: [] })
    useEngine(noFacets)
    const html = await render(['bmw'], { car_condition: 'Used', utm_source: 'mail' })
    expect(view.props).toHaveLength(0)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Bilarna kunde inte hämtas just nu. Försök igen om en stund.')
    expect(html).toContain('href="/buy-car/bmw?car_condition=Used"')
    expect(noFacets.requests).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ site: 'nordbil' }), expect.stringMatching(/Missing facet map/))
  })

  it('shows the same error when the facets call fails', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    useEngine(failingEngine())
    const html = await render(['bmw'], {})
    expect(html).toContain('role="alert"')
    expect(html).toContain('href="/buy-car/bmw"')
  })
})
