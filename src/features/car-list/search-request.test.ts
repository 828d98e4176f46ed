import { describe, expect, it } from 'vitest'

import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { buildSearchIndex, querySearchIndex } from '@/integrations/search/built-in/engine'
import { MAX_LIMIT, searchRequest, type SearchRequest } from '@/integrations/search/search-contract'

import { type CarListQuery, type FacetConfig, type SortOption } from './car-list-types'
import { CAR_SUMMARY_FIELDS } from '@/features/car-card/car-summary'
import { BRAND_MODEL_FACET, carListHref, emptyCarListQuery, parseCarListQuery, withFilterToggled } from './query-state'
import { brandModelPathValues, carListSearchRequests, facetValuesRequest, hierarchyFilterValues } from './search-request'

const facets: FacetConfig[] = [
  { name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' },
  { name: 'car_fuel', label: 'Drivmedel', kind: 'terms' },
  { name: 'car_is_used', label: 'Begagnad', kind: 'boolean' },
  { name: 'car_price', label: 'Pris', kind: 'range' },
]
const sorts: SortOption[] = [
  { name: 'price_asc', label: 'Lägst pris' },
  { name: 'newest', label: 'Senast inkomna' },
]
const INDEX = 'vehicles-se'
const query = (parts: Partial<CarListQuery>): CarListQuery => ({ ...emptyCarListQuery(), ...parts })
const requests = (q: CarListQuery, pageSize?: number) =>
  carListSearchRequests({ index: INDEX, query: q, facets, sorts, ...(pageSize === undefined ? {} : { pageSize }) })

describe('carListSearchRequests', () => {
  it('asks for the first 48 cars with the summary fields, every facet and the site’s first sort', () => {
    expect(requests(query({}))).toEqual([
      {
        index: INDEX,
        fields: [...CAR_SUMMARY_FIELDS],
        facets: [{ name: BRAND_MODEL_FACET }, { name: 'car_fuel' }, { name: 'car_is_used' }, { name: 'car_price', type: 'range' }],
        sort_name: 'price_asc',
        limit: 48,
        offset: 0,
      },
    ])
  })

  it('loads pages 0 … page cumulatively, the facets with the first page only', () => {
    const pages = requests(query({ page: 3 }))
    expect(pages.map((r) => [r.offset, r.limit])).toEqual([
      [0, 48],
      [48, 48],
      [96, 48],
      [144, 48],
    ])
    expect(pages.map((r) => r.facets !== undefined)).toEqual([true, false, false, false])
    // With a selection, every page carries the selected facets: that is what filters its cars.
    const toyotas = requests(query({ page: 2, filters: { [BRAND_MODEL_FACET]: ['Toyota'] }, ranges: { car_price: [100_000, null] } }))
    expect(toyotas.map((r) => r.facets?.map((f) => f.name))).toEqual([
      [BRAND_MODEL_FACET, 'car_fuel', 'car_is_used', 'car_price'],
      [BRAND_MODEL_FACET, 'car_price'],
      [BRAND_MODEL_FACET, 'car_price'],
    ])
    // 'show more' on page 2 asks for the same page as the cumulative load did (cache hit)
    expect(requests(query({ page: 2 })).at(-1)).toEqual(pages[2])
  })

  it('never loads beyond the 20th page (index 19)', () => {
    const pages = requests(query({ page: 40 }))
    expect(pages).toHaveLength(20)
    expect(pages.at(-1)?.offset).toBe(19 * 48)
  })

  it('sends the selection inside each facet, so its counts stay disjunctive', () => {
    const [first] = requests(
      query({
        keyphrase: 'dragkrok',
        filters: { car_fuel: ['El', 'Hybrid'], car_is_used: ['true'] },
        ranges: { car_price: [100_000, null] },
        sortName: 'newest',
      }),
    )
    expect(first).toMatchObject({
      keyphrase: 'dragkrok',
      sort_name: 'newest',
      facets: [
        { name: BRAND_MODEL_FACET },
        { name: 'car_fuel', filters: ['El', 'Hybrid'] },
        { name: 'car_is_used', filters: ['true'] },
        { name: 'car_price', type: 'range', filters: [100_000, null] },
      ],
    })
    expect(first).not.toHaveProperty('filters')
  })

  it('narrows a brand to its chosen models only (the engine ORs a brand with its models)', () => {
    expect(hierarchyFilterValues(['Volvo', 'Volvo>XC60', 'BMW'])).toEqual(['Volvo>XC60', 'BMW'])
    const [first] = requests(query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'BMW'] } }))
    expect(first?.facets?.[0]).toEqual({ name: BRAND_MODEL_FACET, filters: ['Volvo>XC60', 'BMW'] })
  })

  it('sends brand and model from the path as a filter when the site does not show that facet', () => {
    const [first] = carListSearchRequests({
      index: INDEX,
      query: query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60'] } }),
      facets: facets.slice(1),
      sorts,
    })
    expect(first?.filters).toEqual([{ name: BRAND_MODEL_FACET, type: 'terms', values: ['Volvo>XC60'] }])
  })

  it('sends a selection on a field without a facet (a redirect’s preset filter) as a plain filter on every page, ranges as ranges', () => {
    const all = requests(query({ filters: { car_condition: ['Used'], car_fuel: ['El'] }, ranges: { car_power: [150, null] }, page: 1 }))
    for (const request of all) {
      expect(request.filters).toEqual([
        { name: 'car_condition', type: 'terms', values: ['Used'] },
        { name: 'car_power', type: 'range', values: [150, null] },
      ])
      expect(searchRequest.parse(request)).toEqual(request)
    }
  })

  it('stays within the service’s limit', () => {
    expect(requests(query({ page: 1 }), MAX_LIMIT).every((r) => r.limit <= MAX_LIMIT)).toBe(true)
    expect(() => requests(query({}), MAX_LIMIT + 1)).toThrow(RangeError)
    expect(() => requests(query({}), 0)).toThrow(RangeError)
  })

  it('builds requests the search contract accepts as they are', () => {
    const all = requests(
      query({ keyphrase: 'xc60', filters: { [BRAND_MODEL_FACET]: ['Volvo'], car_fuel: ['El'] }, ranges: { car_price: [null, 300_000] }, page: 2 }),
    )
    for (const request of all) expect(searchRequest.parse(request)).toEqual(request)
    expect(searchRequest.parse(facetValuesRequest(INDEX))).toEqual(facetValuesRequest(INDEX))
  })
})

describe('against the search engine', () => {
  let id = 0
  const car = (fields: Record<string, unknown>): Record<string, unknown> => ({
    car_id: String(++id),
    slug: `car-${id}`,
    indexed_at: `2024-05-0${(id % 9) + 1}T10:00:00Z`,
    car_is_used: true,
    ...fields,
  })
  const stock = [
    car({ car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'Diesel', car_price: 350_000, car_condition: 'Begagnad', car_vehicle_type_code: 'PC' }),
    car({ car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'El', car_price: 450_000, car_condition: 'Ny', car_vehicle_type_code: 'PC' }),
    car({ car_brand: 'Volvo', car_model: 'V90', car_fuel: 'Diesel', car_price: 300_000, car_condition: 'Begagnad', car_vehicle_type_code: 'PC' }),
    car({ car_brand: 'Land Rover', car_model: 'Range Rover Evoque', car_fuel: 'Diesel', car_price: 500_000, car_condition: 'Begagnad' }),
    car({ car_brand: 'Mercedes-Benz', car_model: 'EQE SUV', car_fuel: 'El', car_price: 900_000, car_condition: 'Ny', car_vehicle_type_code: 'LCV' }),
    car({ car_brand: 'BMW', car_model: 'iX3', car_fuel: 'El', car_price: 550_000, car_condition: 'Ny' }),
  ]
  const index = buildSearchIndex(VEHICLES_SCHEMA, stock)
  const run = (request: SearchRequest) => {
    const hits = querySearchIndex(index, request)
    return { cars: hits.ids.map((p) => stock[p]!), total: hits.total, facets: hits.facets }
  }
  const facetsAnswer = run(facetValuesRequest(INDEX)).facets
  const pathValues = brandModelPathValues(facetsAnswer)
  const open = (href: string) => {
    const [path = '', queryPart = ''] = href.split('?')
    const segments = path.split('/').filter(Boolean).slice(1)
    return parseCarListQuery({ segments, searchParams: new URLSearchParams(queryPart), facets, sorts, pathValues })
  }

  it('the facets call gives no cars and the spellings that read path slugs back', () => {
    const answer = run(facetValuesRequest(INDEX))
    expect(answer.cars).toEqual([])
    expect([...pathValues.brands].sort()).toEqual(['BMW', 'Land Rover', 'Mercedes-Benz', 'Volvo'])
    expect(pathValues.models).toContain('Land Rover>Range Rover Evoque')
    expect(open('/bilar/land-rover').filters).toEqual({ [BRAND_MODEL_FACET]: ['Land Rover'] })
  })

  it('a shared link shows the same cars', () => {
    let q = withFilterToggled(emptyCarListQuery(), BRAND_MODEL_FACET, 'Volvo')
    q = withFilterToggled(q, BRAND_MODEL_FACET, 'Volvo>XC60')
    q = withFilterToggled(q, 'car_fuel', 'El')
    const href = carListHref('/bilar', q, sorts, facets)
    expect(href).toBe('/bilar/volvo/xc60?car_fuel=El')
    const [shown] = requests(q).map(run)
    const [opened] = requests(open(href)).map(run)
    expect(opened).toEqual(shown)
    expect(shown?.cars.map((c) => [c.car_model, c.car_fuel])).toEqual([['XC60', 'El']])
  })

  it('choosing XC60 shows XC60s only, while the brand list keeps the other brands’ counts', () => {
    const [answer] = requests(open('/bilar/volvo/xc60')).map(run)
    expect(answer?.cars.map((c) => c.car_model)).toEqual(['XC60', 'XC60'])
    const hierarchy = answer?.facets.find((f) => f.name === BRAND_MODEL_FACET)
    expect(hierarchy?.type).toBe('hierarchy')
    const brandCounts = hierarchy?.type === 'hierarchy' ? hierarchy.values.map((v) => [v.text, v.count]) : []
    expect(brandCounts.sort()).toEqual([
      ['BMW', 1],
      ['Land Rover', 1],
      ['Mercedes-Benz', 1],
      ['Volvo', 3],
    ])
  })

  it('keeps the selection on later pages ("show more" on a brand shows that brand only)', () => {
    const q = { ...open('/bilar/volvo'), page: 2 }
    const pages = carListSearchRequests({ index: INDEX, query: q, facets, sorts, pageSize: 1 }).map(run)
    expect(pages.map((p) => p.cars.map((c) => c.car_brand))).toEqual([['Volvo'], ['Volvo'], ['Volvo']])
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3])
  })

  it('applies a preset filter the list shows no facet for, with the brand from the path, and keeps it when another filter changes', () => {
    const q = open('/bilar/volvo?car_condition=Begagnad')
    const [answer] = requests(q).map(run)
    expect(answer?.cars.map((c) => [c.car_brand, c.car_model, c.car_condition])).toEqual([
      ['Volvo', 'V90', 'Begagnad'],
      ['Volvo', 'XC60', 'Begagnad'],
    ])
    expect(answer?.total).toBe(2)
    const withFuel = withFilterToggled(q, 'car_fuel', 'Diesel')
    expect(carListHref('/bilar', withFuel, sorts, facets)).toBe('/bilar/volvo?car_fuel=Diesel&car_condition=Begagnad')
    expect(requests(withFuel).map(run)[0]?.total).toBe(2)
  })

  it('filters by the spec’s car_vehicle_type, the records’ car_vehicle_type_code', () => {
    const [vans] = requests(open('/bilar?car_vehicle_type=LCV')).map(run)
    expect(vans?.cars.map((c) => c.car_model)).toEqual(['EQE SUV'])
  })

  it('sorts by the site’s first option when the URL names none, and applies price ranges', () => {
    const [cheapFirst] = requests(open('/bilar?car_price=-500000')).map(run)
    expect(cheapFirst?.cars.map((c) => c.car_price)).toEqual([300_000, 350_000, 450_000, 500_000])
  })
})
