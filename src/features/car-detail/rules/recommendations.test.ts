import { describe, expect, it } from 'vitest'

import { buildSearchIndex, querySearchIndex } from '@/integrations/search/built-in/engine'
import { type IndexSchema, SITES_SCHEMA, VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { CAR_SUMMARY_FIELDS } from '@/features/car-card/car-summary'
import { carRecord } from '@/integrations/search/car-record'
import { dealerRecord } from '@/integrations/search/dealer-record'
import { type SearchRequest, searchRequest } from '@/integrations/search/search-contract'

import {
  carByIdRequest,
  dealerRequest,
  notFoundRecommendationsRequest,
  otherTrimPackages,
  RECOMMENDATIONS_LIMIT,
  recommendedCars,
  SAMPLE_DEALER_SITES_LIMIT,
  showsTrimPackages,
  similarCarsRequest,
  trimPackagesRequest,
} from './recommendations'
import { sampleXc40, usedVolvo, withChanges } from '@/integrations/search/testing/test-cars'

/** The request is valid for the contract and names only fields, filters and sorts the index has (as the search service checks). */
function expectValidFor(schema: IndexSchema, recordFields: readonly string[], request: SearchRequest | null): SearchRequest {
  expect(request).not.toBeNull()
  const parsed = searchRequest.parse(request)
  const filterable = new Set([...schema.facets, ...schema.filterFields].map((f) => f.name))
  for (const filter of parsed.filters ?? []) expect(filterable, `filter ${filter.name}`).toContain(filter.name)
  for (const field of parsed.fields ?? []) expect(recordFields, `field ${field}`).toContain(field)
  if (parsed.sort_name !== undefined) expect(schema.sorts.map((s) => s.name)).toContain(parsed.sort_name)
  return parsed
}
const carFields = Object.keys(carRecord.shape)
const siteFields = Object.keys(dealerRecord.shape)
const validCarRequest = (request: SearchRequest | null) => expectValidFor(VEHICLES_SCHEMA, carFields, request)

type StockCar = Record<string, unknown> & { car_id: string }
let nextId = 9000
const stockCar = (fields: Record<string, unknown>): StockCar => ({
  car_id: String(nextId++),
  slug: 'car',
  indexed_at: '2025-01-01T00:00:00Z',
  car_is_sample: false,
  car_is_used: true,
  car_price: 200_000,
  ...fields,
})

describe('carByIdRequest', () => {
  it('asks for the one car with that id, full record', () => {
    const request = validCarRequest(carByIdRequest('vehicles-se', '1001'))
    expect(request).toEqual({ index: 'vehicles-se', filters: [{ name: 'car_id', type: 'terms', values: ['1001'] }], limit: 1, offset: 0 })
    expect(request.fields).toBeUndefined()
  })
})

describe('similarCarsRequest', () => {
  const volvoRegion = { car_site_region: 'Västra Götaland', car_body: 'SUV', car_fuel: 'Laddhybrid' }
  const stock: StockCar[] = [
    { ...usedVolvo },
    stockCar({ ...volvoRegion, car_brand: 'Kia', car_model: 'Sorento' }),
    stockCar({ ...volvoRegion, car_fuel: 'Diesel', car_brand: 'Volvo', car_model: 'XC90' }),
    stockCar({ ...volvoRegion, car_site_region: 'Skåne', car_brand: 'BMW', car_model: 'X3' }),
    stockCar({ ...volvoRegion, car_body: 'Kombi', car_brand: 'Volvo', car_model: 'V60' }),
    stockCar({ car_brand: 'Volvo', car_model: 'XC40', car_body: 'SUV', car_fuel: 'Bensin' }),
    stockCar({ car_brand: 'Volvo', car_model: 'XC40', car_is_sample: true, car_trim_package: 'Core' }),
  ]
  const engineIndex = buildSearchIndex(VEHICLES_SCHEMA, stock)
  const found = (request: SearchRequest) => querySearchIndex(engineIndex, searchRequest.parse(request)).ids.map((position) => stock[position]!)

  it('recommends other cars in the same region with the same body and fuel, not the car itself', () => {
    const request = validCarRequest(similarCarsRequest('vehicles-se', usedVolvo))
    expect(request.fields).toEqual([...CAR_SUMMARY_FIELDS])
    const shown = recommendedCars(found(request), usedVolvo)
    expect(shown.map((car) => car.car_model)).toEqual(['Sorento'])
  })

  it('asks for one car more than it shows, since the car itself matches', () => {
    const request = similarCarsRequest('vehicles-se', usedVolvo)
    expect(request.limit).toBe(RECOMMENDATIONS_LIMIT + 1)
    const nine = Array.from({ length: 9 }, (_, i) => ({ car_id: String(2000 + i) }))
    expect(recommendedCars(nine, usedVolvo)).toHaveLength(8)
    expect(recommendedCars([{ car_id: '1001' }, ...nine.slice(0, 8)], usedVolvo).map((car) => car.car_id)).not.toContain('1001')
  })

  it('leaves out a criterion the car has no value for instead of matching nothing', () => {
    const request = validCarRequest(similarCarsRequest('vehicles-se', withChanges(usedVolvo, { car_fuel: null, car_site_region: '  ' })))
    expect(request.filters).toEqual([{ name: 'car_body', type: 'terms', values: ['SUV'] }])
  })

  it('recommends same-model cars in stock (no samples) for a sample car', () => {
    const request = validCarRequest(similarCarsRequest('vehicles-se', sampleXc40))
    expect(request.limit).toBe(RECOMMENDATIONS_LIMIT)
    expect(request.filters).toEqual([
      { name: 'car_brand', type: 'terms', values: ['Volvo'] },
      { name: 'car_model', type: 'terms', values: ['XC40'] },
      { name: 'car_is_sample', type: 'terms', values: [false] },
    ])
    expect(found(request).map((car) => [car.car_model, car.car_is_sample])).toEqual([['XC40', false]])
  })
})

describe('trimPackagesRequest', () => {
  it('is only for samples with equipment', () => {
    expect(showsTrimPackages(sampleXc40)).toBe(true)
    expect(trimPackagesRequest('vehicles-se', usedVolvo)).toBeNull()
    expect(trimPackagesRequest('vehicles-se', withChanges(sampleXc40, { car_equipment: [] }))).toBeNull()
    expect(trimPackagesRequest('vehicles-se', withChanges(sampleXc40, { car_equipment: null }))).toBeNull()
  })

  it("asks for the model's sibling packages the sample links to, cheapest first, with their equipment", () => {
    const request = validCarRequest(trimPackagesRequest('vehicles-se', sampleXc40))
    expect(request.filters).toEqual([
      { name: 'car_brand', type: 'terms', values: ['Volvo'] },
      { name: 'car_model', type: 'terms', values: ['XC40'] },
      { name: 'car_is_sample', type: 'terms', values: [true] },
      { name: 'car_trim_package', type: 'terms', values: ['Core', 'Ultra'] },
    ])
    expect(request.sort_name).toBe('price_asc')
    expect(request.fields).toEqual(expect.arrayContaining(['car_trim_package', 'car_equipment', 'car_price']))
  })

  it('asks for all samples of the model when the sample links no packages', () => {
    const request = validCarRequest(trimPackagesRequest('vehicles-se', withChanges(sampleXc40, { linked_vehicles: null })))
    expect(request.filters?.map((filter) => filter.name)).toEqual(['car_brand', 'car_model', 'car_is_sample'])
  })

  it('keeps one car per other package, leaving out the car and its own package', () => {
    const answer = [
      { car_id: '3000', car_trim_package: 'Core' },
      { car_id: '3001', car_trim_package: 'Plus' },
      { car_id: '3005', car_trim_package: 'Plus' },
      { car_id: '3006', car_trim_package: 'Core' },
      { car_id: '3002', car_trim_package: 'Ultra' },
      { car_id: '3009' },
    ]
    expect(otherTrimPackages(answer, sampleXc40).map((car) => car.car_id)).toEqual(['3000', '3002'])
  })
})

describe('notFoundRecommendationsRequest', () => {
  it('asks for up to 8 cars with the list fields', () => {
    const request = validCarRequest(notFoundRecommendationsRequest('vehicles-se'))
    expect(request).toEqual({ index: 'vehicles-se', fields: [...CAR_SUMMARY_FIELDS], limit: 8, offset: 0 })
  })
})

describe('dealerRequest', () => {
  const sites = [
    {
      site_id: '2001',
      slug: 'goteborg',
      site_official_name: 'Bilhallen Göteborg',
      website_sort_order: 2,
      site_brands: ['Volvo'],
      site_departments: [{ group: 'New cars', brands: [{ name: 'Volvo' }] }],
    },
    {
      site_id: '2002',
      slug: 'boras',
      site_official_name: 'Bilhallen Borås',
      website_sort_order: 1,
      site_brands: ['Volvo'],
      site_departments: [{ group: 'New cars', brands: [{ name: 'Volvo' }] }],
    },
    {
      site_id: '2003',
      slug: 'verkstad',
      site_official_name: 'Bilhallen Verkstad',
      website_sort_order: 3,
      site_brands: ['Volvo'],
      site_departments: [{ group: 'Workshop', brands: [{ name: 'Volvo' }] }],
    },
    {
      site_id: '2004',
      slug: 'kia',
      site_official_name: 'Kiahallen',
      website_sort_order: 4,
      site_brands: ['Kia'],
      site_departments: [{ group: 'New cars', brands: [{ name: 'Kia' }] }],
    },
  ]
  const siteIndex = buildSearchIndex(SITES_SCHEMA, sites)
  const foundSites = (request: SearchRequest) => querySearchIndex(siteIndex, searchRequest.parse(request)).ids.map((position) => sites[position]!.site_id)

  it("finds the car's own site by car_site_id", () => {
    const request = expectValidFor(SITES_SCHEMA, siteFields, dealerRequest('sites-se', withChanges(usedVolvo, { car_site_id: '2002' })))
    expect(request.limit).toBe(1)
    expect(foundSites(request)).toEqual(['2002'])
  })

  it("finds every site with a new-car department for a sample's brand, up to 100, in the sites' order", () => {
    const request = expectValidFor(SITES_SCHEMA, siteFields, dealerRequest('sites-se', sampleXc40))
    expect(request.limit).toBe(SAMPLE_DEALER_SITES_LIMIT)
    expect(foundSites(request)).toEqual(['2002', '2001'])
  })
})
