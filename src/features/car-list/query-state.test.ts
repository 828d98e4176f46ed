import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { CarListQuery, FacetConfig, SortOption } from './car-list-types'
import {
  BRAND_MODEL_FACET,
  type BrandModelPathValues,
  carListHref,
  carListParamsWithoutEffect,
  clearAll,
  emptyCarListQuery,
  facetValueSlug,
  normaliseCarListQuery,
  parseCarListQuery,
  parseRangeParam,
  withFilterToggled,
  withKeyphrase,
  withoutFilter,
  withRange,
  withSort,
} from './query-state'

const facets: FacetConfig[] = [
  { name: BRAND_MODEL_FACET, label: 'Märke och modell', kind: 'hierarchy' },
  { name: 'car_fuel', label: 'Drivmedel', kind: 'terms' },
  { name: 'car_body', label: 'Kaross', kind: 'terms' },
  { name: 'car_is_used', label: 'Begagnad', kind: 'boolean' },
  { name: 'car_price', label: 'Pris', kind: 'range' },
  { name: 'car_mileage', label: 'Miltal', kind: 'range' },
]
const sorts: SortOption[] = [
  { name: 'newest', label: 'Senast inkomna' },
  { name: 'price_asc', label: 'Lägst pris' },
  { name: 'price_desc', label: 'Högst pris' },
]
const pathValues: BrandModelPathValues = {
  brands: ['Volvo', 'Land Rover', 'Mercedes-Benz', 'Škoda', 'BMW'],
  models: ['Volvo>XC60', 'Volvo>V90 Cross Country', 'Land Rover>Range Rover Evoque', 'Mercedes-Benz>EQE SUV', 'Škoda>Octavia', 'BMW>iX3'],
}
const BASE = '/bilar'

/** What the page does: the URL's path below the car-list path and its query string. */
function parseUrl(href: string, options: { decodedSegments?: boolean } = {}): CarListQuery {
  const [pathPart = '', queryPart = ''] = href.split('?')
  const below = pathPart.slice(BASE.length).split('/').filter(Boolean)
  const segments = options.decodedSegments ? below.map(decodeURIComponent) : below
  return parseCarListQuery({ segments, searchParams: new URLSearchParams(queryPart), facets, sorts, pathValues })
}

const parse = (segments: string[], searchParams: URLSearchParams | Record<string, string | string[] | undefined> = {}) =>
  parseCarListQuery({ segments, searchParams, facets, sorts, pathValues })

const href = (query: CarListQuery) => carListHref(BASE, query, sorts, facets)

const query = (parts: Partial<CarListQuery>): CarListQuery => ({ ...emptyCarListQuery(), ...parts })

describe('facetValueSlug', () => {
  it('writes facet values as lower-case, dash-joined, diacritic-free words', () => {
    expect(facetValueSlug('Land Rover')).toBe('land-rover')
    expect(facetValueSlug('Mercedes-Benz')).toBe('mercedes-benz')
    expect(facetValueSlug('Škoda')).toBe('skoda')
    expect(facetValueSlug('ID.4')).toBe('id-4')
    expect(facetValueSlug('V90 Cross Country')).toBe('v90-cross-country')
  })
})

describe('parseCarListQuery: the path', () => {
  it('reads brand and model from the path with their real spelling', () => {
    expect(parse(['volvo', 'xc60']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60'] })
    expect(parse(['land-rover']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Land Rover'] })
    expect(parse(['mercedes-benz', 'eqe-suv']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Mercedes-Benz', 'Mercedes-Benz>EQE SUV'] })
    expect(parse(['skoda', 'octavia']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Škoda', 'Škoda>Octavia'] })
  })

  it('accepts segments typed or encoded differently (upper case, spaces, percent-encoding)', () => {
    expect(parse(['Land%20Rover']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Land Rover'] })
    expect(parse(['land rover', 'range rover evoque']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Land Rover', 'Land Rover>Range Rover Evoque'] })
    expect(parse(['%C5%A0koda']).filters).toEqual({ [BRAND_MODEL_FACET]: ['Škoda'] })
  })

  it('keeps an unknown segment as keyphrase text instead of dropping it', () => {
    expect(parse(['volvo', 'dragkrok'])).toEqual(query({ keyphrase: 'dragkrok', filters: { [BRAND_MODEL_FACET]: ['Volvo'] } }))
    expect(parse(['bilar-med-dragkrok'])).toEqual(query({ keyphrase: 'bilar med dragkrok' }))
    // a model of another brand is not this brand's model
    expect(parse(['volvo', 'octavia'])).toEqual(query({ keyphrase: 'octavia', filters: { [BRAND_MODEL_FACET]: ['Volvo'] } }))
    // a model without its brand is text too
    expect(parse(['xc60'])).toEqual(query({ keyphrase: 'xc60' }))
  })

  it('finds the brand after leading text and puts path text before the keyphrase parameter', () => {
    expect(parse(['diesel', 'volvo', 'xc60'], { keyphrase: 'dragkrok' })).toEqual(
      query({ keyphrase: 'diesel dragkrok', filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60'] } }),
    )
  })

  it('merges a path brand with brands in the query string', () => {
    expect(parse(['volvo'], { [BRAND_MODEL_FACET]: 'BMW>iX3' }).filters).toEqual({ [BRAND_MODEL_FACET]: ['Volvo', 'BMW', 'BMW>iX3'] })
  })
})

describe('parseCarListQuery: the query string', () => {
  it('reads repeated facet parameters from URLSearchParams and from a Next.js searchParams record', () => {
    const fromUrl = parse([], new URLSearchParams('car_fuel=El&car_fuel=Hybrid&car_is_used=true'))
    const fromRecord = parse([], { car_fuel: ['El', 'Hybrid'], car_is_used: 'true', car_body: undefined })
    expect(fromUrl.filters).toEqual({ car_fuel: ['El', 'Hybrid'], car_is_used: ['true'] })
    expect(fromRecord).toEqual(fromUrl)
  })

  it('takes values as given (a comma is part of the value), trimmed and without repeats', () => {
    expect(parse([], { car_body: ['Kombi, lång', ' SUV ', 'SUV', ''] }).filters).toEqual({ car_body: ['Kombi, lång', 'SUV'] })
  })

  it('reads every field of the index, also those the site shows no facet for (a redirect’s preset filter)', () => {
    expect(parse([], { car_color: 'Röd', car_fuel: 'El' }).filters).toEqual({ car_fuel: ['El'], car_color: ['Röd'] })
    // thames /used-bmw → /buy-car/bmw?car_condition=Used; /surrey → /buy-car?car_site_region=Surrey
    expect(parse(['bmw'], { car_condition: 'Used' }).filters).toEqual({ [BRAND_MODEL_FACET]: ['BMW'], car_condition: ['Used'] })
    expect(parse([], new URLSearchParams('car_site_region=Surrey')).filters).toEqual({ car_site_region: ['Surrey'] })
    // A range field without a facet is a range; a yes/no field a value.
    expect(parse([], { car_power: '150-', car_has_privateleasing: 'true' })).toMatchObject({
      filters: { car_has_privateleasing: ['true'] },
      ranges: { car_power: [150, null] },
    })
  })

  it('takes the spec’s car_vehicle_type (spec 03 §2.9) as a filter', () => {
    expect(parse([], { car_vehicle_type: 'LCV' }).filters).toEqual({ car_vehicle_type: ['LCV'] })
    expect(href(parse([], { car_vehicle_type: 'LCV' }))).toBe('/bilar?car_vehicle_type=LCV')
  })

  it('ignores a parameter that names no field of the index, and never reads it', () => {
    const read: string[] = []
    const searchParams = new Proxy({ car_fuel: 'El', utm_source: 'mail', 'site_departments.name': 'Car sales', fuel: 'electric' } as Record<string, string>, {
      get: (target, name) => {
        if (typeof name === 'string') read.push(name)
        return target[name as string]
      },
      ownKeys: () => {
        throw new Error('the query must not be enumerated')
      },
    })
    expect(parse([], searchParams)).toEqual(query({ filters: { car_fuel: ['El'] } }))
    expect(read).not.toContain('utm_source')
    expect(read).not.toContain('fuel')
    expect(read).toContain('car_condition')
  })

  it('reads the hierarchy from the query string and ticks a model’s brand', () => {
    expect(parse([], new URLSearchParams('car_brand%3Ecar_model=Volvo%3EXC60&car_brand%3Ecar_model=BMW')).filters).toEqual({
      [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'BMW'],
    })
  })

  it('reads ranges as min-max, -max and min-, spaces removed, ends ordered', () => {
    expect(parse([], { car_price: '100000-300000' }).ranges).toEqual({ car_price: [100000, 300000] })
    expect(parse([], { car_price: '-300000' }).ranges).toEqual({ car_price: [null, 300000] })
    expect(parse([], { car_price: '100000-' }).ranges).toEqual({ car_price: [100000, null] })
    expect(parse([], { car_price: '100 000 - 300 000' }).ranges).toEqual({ car_price: [100000, 300000] })
    expect(parse([], { car_price: '300000-100000' }).ranges).toEqual({ car_price: [100000, 300000] })
    expect(parse([], { car_price: ['cheap', '-5000'] }).ranges).toEqual({ car_price: [null, 5000] })
  })

  it('ignores ranges that are not numbers', () => {
    expect(parseRangeParam('-')).toBeUndefined()
    expect(parseRangeParam('abc-')).toBeUndefined()
    expect(parseRangeParam('1-2-3')).toBeUndefined()
    expect(parseRangeParam('100000')).toBeUndefined()
    expect(parseRangeParam('1500.5-2000')).toEqual([1500, 2000])
  })

  it('reads the page: not numeric is 0, capped at index 19 (the 20th page)', () => {
    expect(parse([], { page: '3' }).page).toBe(3)
    expect(parse([], { page: 'abc' }).page).toBe(0)
    expect(parse([], { page: '25' }).page).toBe(19)
    expect(parse([], { page: '-2' }).page).toBe(0)
    expect(parse([]).page).toBe(0)
  })

  it('keeps sortName only for a known option other than the first', () => {
    expect(parse([], { sortName: 'price_asc' }).sortName).toBe('price_asc')
    expect(parse([], { sortName: 'newest' })).not.toHaveProperty('sortName')
    expect(parse([], { sortName: 'cheapest-first' })).not.toHaveProperty('sortName')
  })

  it('collapses spaces in the keyphrase', () => {
    expect(parse([], { keyphrase: '  dragkrok   panorama ' }).keyphrase).toBe('dragkrok panorama')
  })
})

describe('carListParamsWithoutEffect (issue 38: the page cache keys the list without them)', () => {
  const noOps = (queryPart: string, segments: string[] = []) =>
    carListParamsWithoutEffect({ segments, searchParams: new URLSearchParams(queryPart), facets, sorts, pathValues })
  // Pages count from 0 in the address (page=1 is the second page); the first sort is the default.
  const ALWAYS = [
    ['page', '0'],
    ['sortName', 'newest'],
  ]

  it('always names the first page and the default sort, asked for or not', () => {
    expect(noOps('')).toEqual(ALWAYS)
    expect(noOps('page=0&sortName=newest')).toEqual(ALWAYS)
  })

  it('names what the request gives without effect: a blank keyphrase, a range open at both ends, the first page spelt otherwise', () => {
    expect(noOps('page=00&keyphrase=%20%20&car_price=-&car_fuel=El')).toEqual([...ALWAYS, ['keyphrase', '  '], ['car_price', '-'], ['page', '00']])
  })

  it('names nothing that changes the list: another page, another sort, a filter, a keyphrase', () => {
    expect(noOps('page=1&sortName=price_asc&car_fuel=El&keyphrase=xc60&car_price=100000-')).toEqual(ALWAYS)
    // A brand already in the path, named again in the query: the same search.
    expect(noOps('car_brand%3Ecar_model=Volvo', ['volvo'])).toEqual([...ALWAYS, ['car_brand>car_model', 'Volvo']])
  })

  it('leaves a name given twice alone (its pairs are not each without effect)', () => {
    expect(noOps('page=00&page=3')).toEqual(ALWAYS)
  })
})

describe('carListHref', () => {
  it('puts one brand and its model in the path, the rest in a stable order', () => {
    const q = query({
      keyphrase: 'dragkrok',
      filters: { car_fuel: ['El', 'Hybrid'], [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60'] },
      ranges: { car_price: [100000, null] },
      sortName: 'price_asc',
      page: 2,
    })
    expect(href(q)).toBe('/bilar/volvo/xc60?keyphrase=dragkrok&car_fuel=El&car_fuel=Hybrid&car_price=100000-&sortName=price_asc&page=2')
  })

  it('writes brands with several words as slugs', () => {
    expect(href(query({ filters: { [BRAND_MODEL_FACET]: ['Land Rover', 'Land Rover>Range Rover Evoque'] } }))).toBe('/bilar/land-rover/range-rover-evoque')
  })

  it('keeps several brands, or several models, in the query string, URL-encoded', () => {
    expect(href(query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'BMW'] } }))).toBe('/bilar?car_brand%3Ecar_model=Volvo&car_brand%3Ecar_model=BMW')
    expect(href(query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'Volvo>V90 Cross Country'] } }))).toBe(
      '/bilar?car_brand%3Ecar_model=Volvo&car_brand%3Ecar_model=Volvo%3EXC60&car_brand%3Ecar_model=Volvo%3EV90%20Cross%20Country',
    )
  })

  it('leaves out the first sort, page 0, empty selections and names the index does not know', () => {
    expect(href(query({ sortName: 'newest', page: 0, filters: { car_fuel: [], colour: ['Röd'] }, ranges: { car_price: [null, null] } }))).toBe('/bilar')
  })

  it('keeps a filter the site shows no facet for, after the shown facets', () => {
    expect(href(query({ filters: { [BRAND_MODEL_FACET]: ['BMW'], car_condition: ['Used'], car_fuel: ['El'] } }))).toBe(
      '/bilar/bmw?car_fuel=El&car_condition=Used',
    )
    expect(parseUrl('/bilar/bmw?car_fuel=El&car_condition=Used').filters).toEqual({ [BRAND_MODEL_FACET]: ['BMW'], car_fuel: ['El'], car_condition: ['Used'] })
  })

  it('is the same URL whatever order the selections were made in', () => {
    const a = query({ filters: { car_body: ['SUV'], car_fuel: ['El'] }, ranges: { car_mileage: [null, 1000], car_price: [1, 2] } })
    const b = query({ ranges: { car_price: [1, 2], car_mileage: [null, 1000] }, filters: { car_fuel: ['El'], car_body: ['SUV'] } })
    expect(href(a)).toBe(href(b))
    expect(href(a)).toBe('/bilar?car_fuel=El&car_body=SUV&car_price=1-2&car_mileage=-1000')
  })

  it('encodes characters that mean something in a URL', () => {
    expect(href(query({ keyphrase: 'a&b=c #1 100%', filters: { car_body: ['Kombi/Sedan?'] } }))).toBe(
      '/bilar?keyphrase=a%26b%3Dc%20%231%20100%25&car_body=Kombi%2FSedan%3F',
    )
  })

  it('handles a base path with a trailing slash and the site root', () => {
    expect(carListHref('/bilar/', query({ filters: { [BRAND_MODEL_FACET]: ['Volvo'] } }), sorts, facets)).toBe('/bilar/volvo')
    expect(carListHref('/', query({}), sorts, facets)).toBe('/')
    expect(carListHref('/', query({ filters: { [BRAND_MODEL_FACET]: ['Volvo'] } }), sorts, facets)).toBe('/volvo')
  })

  it('puts the brand/model hierarchy first when the site’s facet list lacks it', () => {
    const withoutHierarchy = facets.filter((f) => f.name !== BRAND_MODEL_FACET)
    const q = query({ filters: { car_fuel: ['El'], [BRAND_MODEL_FACET]: ['Volvo', 'BMW'] } })
    const url = carListHref(BASE, q, sorts, withoutHierarchy)
    expect(url).toBe('/bilar?car_brand%3Ecar_model=Volvo&car_brand%3Ecar_model=BMW&car_fuel=El')
    const [, queryPart] = url.split('?')
    expect(parseCarListQuery({ segments: [], searchParams: new URLSearchParams(queryPart), facets: withoutHierarchy, sorts, pathValues })).toEqual(
      normaliseCarListQuery(q, withoutHierarchy, sorts),
    )
  })
})

describe('a shared link reproduces the same search (round trip)', () => {
  const examples: CarListQuery[] = [
    query({}),
    query({ filters: { [BRAND_MODEL_FACET]: ['Land Rover'] } }),
    query({ filters: { [BRAND_MODEL_FACET]: ['Škoda', 'Škoda>Octavia'] }, keyphrase: 'dragkrok' }),
    query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'BMW'] }, sortName: 'price_desc', page: 19 }),
    query({ filters: { car_fuel: ['El', 'Laddhybrid'], car_is_used: ['false'] }, ranges: { car_price: [null, 250000], car_mileage: [0, 5000] } }),
  ]

  it.each(examples.map((q) => [href(q), q] as const))('query → %s → the same query', (url, q) => {
    expect(parseUrl(url)).toEqual(q)
    expect(parseUrl(url, { decodedSegments: true })).toEqual(q)
  })

  it.each([
    '/bilar',
    '/bilar/volvo',
    '/bilar/mercedes-benz/eqe-suv?keyphrase=panorama%20dragkrok&car_fuel=El&sortName=price_asc&page=3',
    '/bilar?car_brand%3Ecar_model=Volvo&car_brand%3Ecar_model=Land%20Rover&car_body=SUV&car_price=100000-300000',
  ])('URL %s → query → the same URL', (url) => {
    expect(href(parseUrl(url))).toBe(url)
  })

  it('rewrites a hand-typed URL to its canonical form once, then keeps it', () => {
    const canonical = href(parseUrl('/bilar/LAND%20ROVER/x?car_price=300 000-100 000&sortName=newest&page=0&car_fuel=El&car_fuel=El'))
    expect(canonical).toBe('/bilar/land-rover?keyphrase=x&car_fuel=El&car_price=100000-300000')
    expect(href(parseUrl(canonical))).toBe(canonical)
  })

  const hierarchyValues = [...pathValues.brands, ...pathValues.models]
  const text = fc.string({ unit: 'grapheme', maxLength: 12 })
  const rangeEnd = fc.option(fc.oneof(fc.nat({ max: 2_000_000_000 }), fc.integer({ min: -1000, max: 0 }), fc.double({ min: -10, max: 1e9, noNaN: true })))
  const anyQuery: fc.Arbitrary<CarListQuery> = fc.record({
    keyphrase: text,
    filters: fc.record(
      {
        [BRAND_MODEL_FACET]: fc.shuffledSubarray(hierarchyValues, { maxLength: 4 }),
        car_fuel: fc.array(text, { maxLength: 3 }),
        car_body: fc.array(fc.constantFrom('SUV', 'Kombi', 'Sedan & Coupé', 'a+b', '100%'), { maxLength: 3 }),
        car_is_used: fc.subarray(['true', 'false']),
        // Fields the site shows no facet for (a redirect's preset filters, issue 36).
        car_color: fc.array(text, { maxLength: 2 }),
        car_condition: fc.array(fc.constantFrom('Used', 'New', 'Ex-demonstrator'), { maxLength: 2 }),
        car_site_region: fc.array(text, { maxLength: 2 }),
        car_vehicle_type: fc.subarray(['PC', 'LCV']),
        car_has_privateleasing: fc.subarray(['true', 'false']),
      },
      { requiredKeys: [] },
    ),
    ranges: fc.record(
      { car_price: fc.tuple(rangeEnd, rangeEnd), car_mileage: fc.tuple(rangeEnd, rangeEnd), car_power: fc.tuple(rangeEnd, rangeEnd) },
      { requiredKeys: [] },
    ),
    sortName: fc.option(fc.constantFrom('newest', 'price_asc', 'price_desc', 'unknown'), { nil: undefined }),
    page: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double({ noNaN: false })),
  })

  it('parse(href(q)) is q for every normalised query (property)', () => {
    fc.assert(
      fc.property(anyQuery, (raw) => {
        const q = normaliseCarListQuery(raw, facets, sorts)
        expect(parseUrl(href(q))).toEqual(q)
        expect(parseUrl(href(q), { decodedSegments: true })).toEqual(q)
      }),
      { numRuns: 500 },
    )
  })

  it('the link of any query is the link of its normal form, and normalising twice changes nothing (property)', () => {
    fc.assert(
      fc.property(anyQuery, (raw) => {
        const q = normaliseCarListQuery(raw, facets, sorts)
        expect(normaliseCarListQuery(q, facets, sorts)).toEqual(q)
        expect(href(raw)).toBe(href(q))
        expect(parseUrl(href(raw))).toEqual(q)
      }),
      { numRuns: 300 },
    )
  })

  it('href(parse(url)) is url for every canonical URL (property)', () => {
    fc.assert(
      fc.property(anyQuery, (raw) => {
        const url = href(raw)
        expect(href(parseUrl(url))).toBe(url)
      }),
      { numRuns: 300 },
    )
  })
})

describe('changing the search', () => {
  const onPage3 = query({
    page: 3,
    sortName: 'price_asc',
    keyphrase: 'dragkrok',
    filters: { car_fuel: ['El'], [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'BMW'] },
    ranges: { car_price: [1, 2] },
  })

  it('goes back to the first page on every change (spec 02 §4)', () => {
    expect(withFilterToggled(onPage3, 'car_fuel', 'Diesel').page).toBe(0)
    expect(withRange(onPage3, 'car_price', [5, 10]).page).toBe(0)
    expect(withKeyphrase(onPage3, 'panorama').page).toBe(0)
    expect(withSort(onPage3, 'price_desc', sorts).page).toBe(0)
    expect(withoutFilter(onPage3, 'car_fuel', 'El').page).toBe(0)
    expect(clearAll(onPage3).page).toBe(0)
  })

  it('ticks and unticks facet values', () => {
    const ticked = withFilterToggled(onPage3, 'car_fuel', 'Diesel')
    expect(ticked.filters.car_fuel).toEqual(['El', 'Diesel'])
    expect(withFilterToggled(ticked, 'car_fuel', 'El').filters.car_fuel).toEqual(['Diesel'])
    expect(withFilterToggled(withFilterToggled(ticked, 'car_fuel', 'El'), 'car_fuel', 'Diesel').filters).not.toHaveProperty('car_fuel')
  })

  it('unticking a brand also unticks its models; unticking a model keeps the brand', () => {
    expect(withFilterToggled(onPage3, BRAND_MODEL_FACET, 'Volvo').filters[BRAND_MODEL_FACET]).toEqual(['BMW'])
    expect(withFilterToggled(onPage3, BRAND_MODEL_FACET, 'Volvo>XC60').filters[BRAND_MODEL_FACET]).toEqual(['Volvo', 'BMW'])
  })

  it('ticking a model ticks its brand, next to its other models', () => {
    const q = withFilterToggled(query({ filters: { [BRAND_MODEL_FACET]: ['Volvo', 'Volvo>XC60', 'BMW'] } }), BRAND_MODEL_FACET, 'Volvo>V90 Cross Country')
    expect(q.filters[BRAND_MODEL_FACET]).toEqual(['Volvo', 'Volvo>XC60', 'Volvo>V90 Cross Country', 'BMW'])
    expect(withFilterToggled(query({}), BRAND_MODEL_FACET, 'Škoda>Octavia').filters[BRAND_MODEL_FACET]).toEqual(['Škoda', 'Škoda>Octavia'])
  })

  it('sets, orders and clears ranges', () => {
    expect(withRange(onPage3, 'car_price', [300000, 100000]).ranges.car_price).toEqual([100000, 300000])
    expect(withRange(onPage3, 'car_price', [null, 5]).ranges.car_price).toEqual([null, 5])
    expect(withRange(onPage3, 'car_price', [null, null]).ranges).not.toHaveProperty('car_price')
    expect(withRange(onPage3, 'car_price', null).ranges).not.toHaveProperty('car_price')
  })

  it('sets the keyphrase and the sort; the first sort is the default and leaves the URL', () => {
    expect(withKeyphrase(onPage3, '  xc60   dragkrok ').keyphrase).toBe('xc60 dragkrok')
    expect(withSort(onPage3, 'price_desc', sorts).sortName).toBe('price_desc')
    expect(withSort(onPage3, 'newest', sorts)).not.toHaveProperty('sortName')
    expect(withSort(onPage3, 'no-such-sort', sorts)).not.toHaveProperty('sortName')
  })

  it('removes a chip: one value, a brand with its models, or a whole facet or range', () => {
    expect(withoutFilter(onPage3, 'car_fuel', 'El').filters).not.toHaveProperty('car_fuel')
    expect(withoutFilter(onPage3, BRAND_MODEL_FACET, 'Volvo').filters[BRAND_MODEL_FACET]).toEqual(['BMW'])
    expect(withoutFilter(onPage3, BRAND_MODEL_FACET).filters).not.toHaveProperty(BRAND_MODEL_FACET)
    expect(withoutFilter(onPage3, 'car_price').ranges).toEqual({})
  })

  it('clear all keeps only the chosen sort', () => {
    expect(clearAll(onPage3)).toEqual({ keyphrase: '', filters: {}, ranges: {}, sortName: 'price_asc', page: 0 })
  })

  it('does not change the query it was given', () => {
    const before = structuredClone(onPage3)
    withFilterToggled(onPage3, BRAND_MODEL_FACET, 'Volvo')
    withRange(onPage3, 'car_price', null)
    withoutFilter(onPage3, 'car_fuel')
    expect(onPage3).toEqual(before)
  })

  it('a filter change made on page 4 links to page 1', () => {
    expect(href(withFilterToggled(onPage3, 'car_fuel', 'Diesel'))).not.toContain('page=')
  })
})
