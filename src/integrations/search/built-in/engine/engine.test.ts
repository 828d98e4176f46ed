import { describe, expect, it } from 'vitest'

import { SITES_SCHEMA, VEHICLES_SCHEMA } from '../../index-schema'
import { type FacetResult, type FacetValueNode, searchRequest } from '@/integrations/search/search-contract'

import { buildSearchIndex, foldText, querySearchIndex, type SearchQuery, UnknownFieldError } from './index'

type Car = Record<string, unknown>

let nextId = 1
function car(fields: Car): Car {
  const id = nextId++
  return { car_id: String(id), slug: `car-${id}`, indexed_at: '2024-05-01T10:00:00Z', car_price: 200_000, car_is_used: true, car_is_sample: false, ...fields }
}

const STOCK: Car[] = [
  car({
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'Diesel',
    car_price: 350_000,
    car_mileage: 40_000,
    car_year: 2021,
    car_campaigns: ['Vårkampanj'],
    car_version: 'B4 AWD Plus',
  }),
  car({ car_brand: 'Volvo', car_model: 'XC60', car_fuel: 'Bensin', car_price: 300_000, car_mileage: 90_000, car_year: 2019 }),
  car({
    car_brand: 'Volvo',
    car_model: 'EX30',
    car_fuel: 'El',
    car_price: 420_000,
    car_mileage: null,
    car_year: 2024,
    caroftheweek: true,
    car_campaigns: ['Vårkampanj', 'Black Week', 'Vårkampanj'],
  }),
  car({ car_brand: 'Volvo', car_fuel: 'Diesel', car_price: 150_000, car_mileage: 150_000, car_year: 2016 }),
  car({ car_brand: 'Kia', car_model: 'XC60', car_fuel: 'El', car_price: 250_000, car_year: 2022, car_description: 'Ovanligt namn för en Kia' }),
  car({
    car_brand: 'Kia',
    car_model: 'Niro',
    car_fuel: 'Laddhybrid',
    car_price: 280_000,
    car_mileage: 10_000,
    car_year: 2023,
    car_equipment: ['Dragkrok', 'Värmare'],
  }),
  car({
    car_brand: 'Škoda',
    car_model: 'Octavia',
    car_fuel: 'Diesel',
    car_price: 220_000,
    car_mileage: 60_000,
    car_year: 2020,
    car_color: 'Mørkegrønn',
    car_description: 'Ærlig bil, Straße-klar',
  }),
  car({ car_brand: 'BMW', car_model: '3', car_fuel: 'Bensin', car_price: 390_000, car_mileage: 20_000, car_year: 2022, car_seats: 5 }),
]

const index = buildSearchIndex(VEHICLES_SCHEMA, STOCK)
const search = (query: Partial<SearchQuery>) => querySearchIndex(index, { limit: 24, offset: 0, ...query })
const brands = (ids: number[]) => ids.map((p) => STOCK[p]!.car_brand)
const facet = (facets: FacetResult[], name: string) => facets.find((result) => result.name === name)!
const values = (result: FacetResult): FacetValueNode[] => (result.type === 'histogram' ? [] : result.values)

describe('filters and facets (spec 02 §7)', () => {
  it('choosing Volvo keeps the other brands’ counts', () => {
    const { facets, total } = search({ facets: [{ name: 'car_brand', filters: ['Volvo'] }] })
    expect(total).toBe(4)
    expect(values(facet(facets, 'car_brand'))).toEqual([
      { text: 'Volvo', count: 4 },
      { text: 'Kia', count: 2 },
      { text: 'BMW', count: 1 },
      { text: 'Škoda', count: 1 },
    ])
  })

  it('choosing Volvo narrows the other facets to Volvos', () => {
    const { facets } = search({ facets: [{ name: 'car_brand', filters: ['Volvo'] }, { name: 'car_fuel' }] })
    expect(values(facet(facets, 'car_fuel'))).toEqual([
      { text: 'Diesel', count: 2 },
      { text: 'Bensin', count: 1 },
      { text: 'El', count: 1 },
    ])
  })

  it('two values of one facet are either, two facets are both', () => {
    expect(search({ facets: [{ name: 'car_fuel', filters: ['El', 'Laddhybrid'] }] }).total).toBe(3)
    expect(
      search({
        facets: [
          { name: 'car_fuel', filters: ['El', 'Laddhybrid'] },
          { name: 'car_brand', filters: ['Kia'] },
        ],
      }).total,
    ).toBe(2)
  })

  it('a selected value with no cars left still shows, at 0, so it can be removed as a chip', () => {
    const { facets, total } = search({
      facets: [
        { name: 'car_fuel', filters: ['Vätgas'] },
        { name: 'car_brand', filters: ['BMW'] },
      ],
    })
    expect(total).toBe(0)
    expect(values(facet(facets, 'car_fuel'))).toEqual([
      { text: 'Bensin', count: 1 },
      { text: 'Vätgas', count: 0 },
    ])
  })

  it('values without cars are left out', () => {
    const { facets } = search({ filters: [{ name: 'car_brand', values: ['BMW'] }], facets: [{ name: 'car_fuel' }] })
    expect(values(facet(facets, 'car_fuel'))).toEqual([{ text: 'Bensin', count: 1 }])
  })

  it('top-level filters hold for every facet’s counts, the car of the week included', () => {
    const { facets, ids } = search({ filters: [{ name: 'caroftheweek', values: [true] }], facets: [{ name: 'car_brand' }] })
    expect(brands(ids)).toEqual(['Volvo'])
    expect(values(facet(facets, 'car_brand'))).toEqual([{ text: 'Volvo', count: 1 }])
  })

  it('a car in two campaigns counts in both, and a campaign repeated on one car counts once', () => {
    const { facets } = search({ facets: [{ name: 'car_campaigns' }] })
    expect(values(facet(facets, 'car_campaigns'))).toEqual([
      { text: 'Vårkampanj', count: 2 },
      { text: 'Black Week', count: 1 },
    ])
  })

  it('years and seats facet as text and can be chosen as number or text', () => {
    const { facets } = search({ facets: [{ name: 'car_year', sort_order: 'value_desc' }] })
    expect(values(facet(facets, 'car_year')).map((value) => value.text)).toEqual(['2024', '2023', '2022', '2021', '2020', '2019', '2016'])
    expect(search({ facets: [{ name: 'car_year', filters: [2022] }] }).total).toBe(2)
    expect(search({ filters: [{ name: 'car_year', values: ['2022'] }] }).total).toBe(2)
    expect(search({ filters: [{ name: 'car_seats', values: [5] }] }).total).toBe(1)
  })

  it('a year range takes the years in it', () => {
    expect(search({ facets: [{ name: 'car_year', type: 'range', filters: [2021, 2022] }] }).total).toBe(3)
  })

  it('yes/no fields facet as true and false', () => {
    const { facets } = search({ facets: [{ name: 'caroftheweek' }, { name: 'car_is_used', filters: [true] }] })
    expect(values(facet(facets, 'caroftheweek'))).toEqual([{ text: 'true', count: 1 }])
    expect(values(facet(facets, 'car_is_used'))).toEqual([{ text: 'true', count: 8 }])
  })

  it('sorts values by count, by value, or by value backwards, numbers as numbers', () => {
    const cars = buildSearchIndex(VEHICLES_SCHEMA, [car({ car_seats: 9 }), car({ car_seats: 10 }), car({ car_seats: 10 }), car({ car_seats: 2 })])
    const texts = (sort_order?: 'count_desc' | 'value_asc' | 'value_desc') =>
      values(querySearchIndex(cars, { limit: 0, offset: 0, facets: [{ name: 'car_seats', sort_order }] }).facets[0]!).map((value) => value.text)
    expect(texts()).toEqual(['10', '2', '9'])
    expect(texts('value_asc')).toEqual(['2', '9', '10'])
    expect(texts('value_desc')).toEqual(['10', '9', '2'])
  })

  it('answers only the facets asked for, in the order asked', () => {
    const { facets } = search({ facets: [{ name: 'car_price' }, { name: 'car_fuel' }, { name: 'car_brand>car_model' }] })
    expect(facets.map((result) => [result.name, result.type])).toEqual([
      ['car_price', 'histogram'],
      ['car_fuel', 'terms'],
      ['car_brand>car_model', 'hierarchy'],
    ])
  })

  it('finds a car by its id, a filter-only field', () => {
    expect(search({ filters: [{ name: 'car_id', values: [String(STOCK[6]!.car_id)] }] }).ids).toEqual([6])
  })
})

describe('brand and model hierarchy', () => {
  it("'Volvo' is every Volvo, with or without a model", () => {
    expect(search({ facets: [{ name: 'car_brand>car_model', filters: ['Volvo'] }] }).total).toBe(4)
  })

  it("'Volvo>XC60' is only Volvo's XC60, not Kia's", () => {
    expect(brands(search({ facets: [{ name: 'car_brand>car_model', filters: ['Volvo>XC60'] }] }).ids)).toEqual(['Volvo', 'Volvo'])
  })

  it('choosing Volvo and Volvo>XC60 together keeps every Volvo (values are either-or)', () => {
    expect(search({ facets: [{ name: 'car_brand>car_model', filters: ['Volvo', 'Volvo>XC60'] }] }).total).toBe(4)
  })

  it('counts brands with their models beneath, and keeps a chosen model at 0', () => {
    const { facets } = search({
      facets: [
        { name: 'car_brand>car_model', filters: ['BMW>i4'] },
        { name: 'car_fuel', filters: ['Diesel'] },
      ],
    })
    expect(values(facet(facets, 'car_brand>car_model'))).toEqual([
      { text: 'Volvo', count: 2, children: [{ text: 'XC60', count: 1 }] },
      { text: 'Škoda', count: 1, children: [{ text: 'Octavia', count: 1 }] },
      { text: 'BMW', count: 0, children: [{ text: 'i4', count: 0 }] },
    ])
  })

  it('brand>model counts under one brand for the facets call', () => {
    const { facets, ids, total } = search({ limit: 0, filters: [{ name: 'car_brand', values: ['Volvo'] }], facets: [{ name: 'car_brand>car_model' }] })
    expect([ids, total]).toEqual([[], 4])
    expect(values(facet(facets, 'car_brand>car_model'))).toEqual([
      {
        text: 'Volvo',
        count: 4,
        children: [
          { text: 'XC60', count: 2 },
          { text: 'EX30', count: 1 },
        ],
      },
    ])
  })
})

describe('ranges and histograms', () => {
  it('a car without mileage is not in a mileage range, not even an open one', () => {
    expect(search({ facets: [{ name: 'car_mileage', filters: [null, 100_000] }] }).total).toBe(5)
    expect(search({ filters: [{ name: 'car_mileage', type: 'range', values: [null, null] }] }).total).toBe(6)
  })

  it('range ends are included', () => {
    expect(search({ facets: [{ name: 'car_price', filters: [220_000, 300_000] }] }).total).toBe(4)
  })

  it('the price histogram spans the cars the other choices allow, not the chosen price range', () => {
    const { facets } = search({
      facets: [
        { name: 'car_price', filters: [300_000, null] },
        { name: 'car_brand', filters: ['Volvo'] },
      ],
    })
    const price = facet(facets, 'car_price')
    expect(price).toMatchObject({ type: 'histogram', min: 150_000, max: 420_000 })
    if (price.type !== 'histogram') return
    expect(price.values.length).toBeLessThanOrEqual(20)
    expect(price.values[0]!.min).toBe(140_000)
    expect(price.values.every((bin) => bin.max - bin.min === 20_000)).toBe(true)
    expect(price.values.reduce((sum, bin) => sum + bin.count, 0)).toBe(4)
  })

  it('a histogram with no cars has no bounds and no bins', () => {
    const { facets } = search({ filters: [{ name: 'car_brand', values: ['Tesla'] }], facets: [{ name: 'car_mileage' }] })
    expect(facets[0]).toEqual({ name: 'car_mileage', type: 'histogram', min: null, max: null, values: [] })
  })

  it('a single price is one bin', () => {
    const { facets } = search({ filters: [{ name: 'car_brand', values: ['BMW'] }], facets: [{ name: 'car_price' }] })
    expect(facets[0]).toEqual({ name: 'car_price', type: 'histogram', min: 390_000, max: 390_000, values: [{ min: 390_000, max: 390_000, count: 1 }] })
  })
})

describe('keyphrase', () => {
  it("'vol' finds Volvo while typing", () => {
    expect(brands(search({ keyphrase: 'vol' }).ids)).toEqual(['Volvo', 'Volvo', 'Volvo', 'Volvo'])
  })

  it('only the last word may be unfinished', () => {
    expect(search({ keyphrase: 'vol xc60' }).total).toBe(0)
    expect(search({ keyphrase: 'volvo xc' }).total).toBe(2)
  })

  it('Škoda matches skoda, and diacritics fold both ways', () => {
    for (const typed of ['skoda', 'SKODA', 'Škoda', 'škóda', 'morkegronn', 'MØRKEGRØNN', 'aerlig', 'ÆRLIG', 'strasse']) {
      expect(brands(search({ keyphrase: typed }).ids), typed).toEqual(['Škoda'])
    }
  })

  it('every word must match, each in any keyphrase field', () => {
    expect(search({ keyphrase: 'volvo diesel' }).total).toBe(2)
    expect(search({ keyphrase: 'volvo awd plus' }).total).toBe(1)
    expect(search({ keyphrase: 'kia värmare' }).total).toBe(1)
    expect(search({ keyphrase: 'kia bensin' }).total).toBe(0)
  })

  it('an empty or blank keyphrase matches every car', () => {
    expect(search({ keyphrase: '' }).total).toBe(8)
    expect(search({ keyphrase: '  , ' }).total).toBe(8)
  })

  it('folds the languages of the group', () => {
    expect(foldText('Škoda Ærø Straße Łódź Đakovo ŤAŽNÉ Å Ä Ö ñ ü')).toBe('skoda aero strasse lodz dakovo tazne a a o n u')
  })
})

describe('sorting and paging', () => {
  it('sorts by the named order, the newest first by default, ties in stock order', () => {
    expect(search({ sort_name: 'price_asc' }).ids).toEqual([3, 6, 4, 5, 1, 0, 7, 2])
    expect(search({}).ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('cars without mileage come last whichever way mileage is sorted', () => {
    expect(search({ sort_name: 'mileage_asc' }).ids.slice(-2)).toEqual([2, 4])
  })

  it('compares publish times as moments, whatever their UTC offset', () => {
    const cars = buildSearchIndex(VEHICLES_SCHEMA, [
      car({ indexed_at: '2024-05-01T12:30:00+02:00' }),
      car({ indexed_at: '2024-05-01T11:00:00Z' }),
      car({ indexed_at: undefined }),
    ])
    expect(querySearchIndex(cars, { limit: 10, offset: 0, sort_name: 'newest' }).ids).toEqual([1, 0, 2])
  })

  it('limit 0 answers the total and the facets without cars', () => {
    const result = search({ limit: 0, facets: [{ name: 'car_fuel' }] })
    expect(result.ids).toEqual([])
    expect(result.total).toBe(8)
    expect(values(result.facets[0]!).length).toBe(4)
  })

  it('a page past the end is empty but tells the true total', () => {
    expect(search({ offset: 8 })).toEqual({ ids: [], total: 8, facets: [] })
    expect(search({ offset: 2, limit: 3, sort_name: 'price_asc' }).ids).toEqual([4, 5, 1])
  })

  it('tells true totals above 10000 and pages deep into them', () => {
    const many = Array.from({ length: 10_050 }, (_, i) => ({ car_id: String(i), car_brand: i % 2 ? 'Volvo' : 'Kia', car_price: i }))
    const big = buildSearchIndex(VEHICLES_SCHEMA, many)
    const result = querySearchIndex(big, { limit: 3, offset: 960, sort_name: 'price_desc', facets: [{ name: 'car_brand', filters: ['Volvo'] }] })
    expect(result.total).toBe(5_025)
    expect(result.ids).toEqual([10_049 - 2 * 960, 10_049 - 2 * 961, 10_049 - 2 * 962])
    expect(querySearchIndex(big, { limit: 0, offset: 0 }).total).toBe(10_050)
  })
})

describe('the search contract', () => {
  it('takes a parsed search request as it comes, defaults included', () => {
    const request = searchRequest.parse({
      index: 'vehicles-se',
      filters: [{ name: 'car_fuel', values: ['El'] }],
      facets: [{ name: 'car_brand', filters: ['Kia'] }],
    })
    const result = querySearchIndex(index, request)
    expect([result.total, brands(result.ids)]).toEqual([1, ['Kia']])
  })
})

describe('another name for a record field', () => {
  it('filters by car_vehicle_type (spec 03 §2.9), which reads the records’ car_vehicle_type_code', () => {
    const index = buildSearchIndex(VEHICLES_SCHEMA, [
      { car_id: 'v1', indexed_at: '2024-01-01', car_vehicle_type_code: 'LCV' },
      { car_id: 'v2', indexed_at: '2024-01-02', car_vehicle_type_code: 'PC' },
      { car_id: 'v3', indexed_at: '2024-01-03' },
    ])
    expect(querySearchIndex(index, { limit: 10, offset: 0, filters: [{ name: 'car_vehicle_type', values: ['LCV'] }] }).ids).toEqual([0])
    expect(querySearchIndex(index, { limit: 10, offset: 0, filters: [{ name: 'car_vehicle_type', values: ['PC', 'LCV'] }] }).total).toBe(2)
  })
})

describe('unknown names', () => {
  it('throws UnknownFieldError for an unknown facet, filter or sort, or a facet on a filter-only field', () => {
    expect(() => search({ facets: [{ name: 'car_wheels' }] })).toThrow(UnknownFieldError)
    expect(() => search({ filters: [{ name: 'car_wheels', values: ['4'] }] })).toThrow(UnknownFieldError)
    expect(() => search({ sort_name: 'cheapest' })).toThrow(new UnknownFieldError('cheapest'))
    expect(() => search({ facets: [{ name: 'car_id' }] })).toThrow(UnknownFieldError)
  })
})

describe('dealer sites', () => {
  const sites = [
    {
      site_id: '1',
      slug: 'goteborg',
      site_official_name: 'Bilhallen Göteborg',
      site_city: 'Göteborg',
      country_code: 'SE',
      website_sort_order: 2,
      site_brands: ['Volvo'],
      site_departments: [
        { name: 'Car sales', group: 'New cars', brands: [{ name: 'Volvo' }, { name: 'Polestar' }] },
        { name: 'Service', group: 'Workshop', brands: [{ name: 'Volvo' }] },
      ],
    },
    {
      site_id: '2',
      slug: 'malmo',
      site_official_name: 'Bilhallen Malmö',
      site_city: 'Malmö',
      country_code: 'SE',
      website_sort_order: null,
      site_brands: ['Kia'],
      site_departments: [{ name: 'Service', group: 'New cars', brands: [{ name: 'Kia' }] }],
    },
    {
      site_id: '3',
      slug: 'oslo',
      site_official_name: 'Autohuset Oslo',
      site_city: 'Oslo',
      country_code: 'NO',
      website_sort_order: 1,
      site_brands: ['Volvo', 'Kia'],
      site_departments: [],
    },
  ]
  const siteIndex = buildSearchIndex(SITES_SCHEMA, sites)

  it('facets department groups and brands collected from the nested departments', () => {
    const { facets } = querySearchIndex(siteIndex, {
      limit: 0,
      offset: 0,
      facets: [{ name: 'site_departments.group' }, { name: 'site_departments.brands.name', sort_order: 'value_asc' }],
    })
    expect(values(facets[0]!)).toEqual([
      { text: 'New cars', count: 2 },
      { text: 'Workshop', count: 1 },
    ])
    expect(values(facets[1]!)).toEqual([
      { text: 'Kia', count: 1 },
      { text: 'Polestar', count: 1 },
      { text: 'Volvo', count: 1 },
    ])
  })

  it('finds the dealers of a brand for a sample car, in their sort order with unsorted ones last', () => {
    const result = querySearchIndex(siteIndex, { limit: 100, offset: 0, filters: [{ name: 'site_brands', values: ['Volvo'] }] })
    expect(result.ids).toEqual([2, 0])
    expect(querySearchIndex(siteIndex, { limit: 100, offset: 0 }).ids).toEqual([2, 0, 1])
  })

  it('filters by department name and department brand (spec 03 §2.9: a contact page pre-filtered to a brand’s Car sales)', () => {
    const filters = (brand: string) => [
      { name: 'site_departments.brands.name', values: [brand] },
      { name: 'site_departments.name', values: ['Car sales'] },
    ]
    expect(querySearchIndex(siteIndex, { limit: 10, offset: 0, filters: filters('Polestar') }).ids).toEqual([0])
    expect(querySearchIndex(siteIndex, { limit: 10, offset: 0, filters: filters('Kia') }).ids).toEqual([])
  })

  it('finds a dealer by a typed city without its diacritics', () => {
    expect(querySearchIndex(siteIndex, { limit: 10, offset: 0, keyphrase: 'goteb' }).ids).toEqual([0])
  })
})
