import { describe, expect, it } from 'vitest'

import { CAR_SUMMARY_FIELDS } from '@/features/car-card/car-summary'
import { searchRequest } from '@/integrations/search/search-contract'

import { carTeasersBlock, carTeasersBlockData, type CarTeasersBlockData } from './car-teasers-block'
import { orderByIds } from '../shared/car-ids'
import { carTeaserLimit, carTeaserMode, carTeaserRequest, carTeasersShowAllHref, parseCarIds } from './car-teasers-request'

const data = (fields: Partial<CarTeasersBlockData> = {}): CarTeasersBlockData => carTeasersBlockData.parse(fields)

describe('parseCarIds', () => {
  it('reads ids separated by commas, semicolons and white space, in order', () => {
    expect(parseCarIds('101, 102 103;104\n105,,  106')).toEqual(['101', '102', '103', '104', '105', '106'])
  })

  it('leaves out what is not a car id and repeats', () => {
    expect(parseCarIds('101, abc, 102x, 101, -5, 1234567890123456789, 102')).toEqual(['101', '102'])
    expect(parseCarIds('')).toEqual([])
    expect(parseCarIds(null)).toEqual([])
    expect(parseCarIds(' , ; ')).toEqual([])
  })

  it('takes at most 100 ids (spec 03 §7 "cars by ids (limit 100)")', () => {
    const ids = Array.from({ length: 130 }, (_, i) => String(i + 1))
    expect(parseCarIds(ids.join(','))).toEqual(ids.slice(0, 100))
  })
})

describe('carTeaserLimit (spec 03 §7 "limit NumberOfCars, Limit or 8")', () => {
  it('takes NumberOfCars, else Limit, else 8', () => {
    expect(carTeaserLimit({ numberOfCars: 4, limit: 10 })).toBe(4)
    expect(carTeaserLimit({ numberOfCars: null, limit: 10 })).toBe(10)
    expect(carTeaserLimit({})).toBe(8)
  })

  it('keeps it a whole number from 1 to 24', () => {
    expect(carTeaserLimit({ numberOfCars: 100 })).toBe(24)
    expect(carTeaserLimit({ numberOfCars: 0, limit: 3 })).toBe(3)
    expect(carTeaserLimit({ numberOfCars: -2 })).toBe(8)
    expect(carTeaserLimit({ numberOfCars: 5.7 })).toBe(5)
  })
})

describe('carTeaserRequest', () => {
  it('asks for the chosen cars by id with the card fields', () => {
    const request = carTeaserRequest(data({ mode: 'ids', carIds: '12, 7 12 x' }), 'vehicles-se')
    expect(request).toEqual({
      index: 'vehicles-se',
      fields: [...CAR_SUMMARY_FIELDS],
      filters: [{ name: 'car_id', type: 'terms', values: ['12', '7'] }],
      limit: 2,
      offset: 0,
    })
    expect(searchRequest.safeParse(request).success).toBe(true)
  })

  it('asks for nothing when no id is valid', () => {
    expect(carTeaserRequest(data({ mode: 'ids', carIds: 'abc' }), 'vehicles-se')).toBeUndefined()
  })

  it('turns the query fields into filters, with the sort and the limit', () => {
    const request = carTeaserRequest(
      data({ mode: 'query', brand: ' Volvo ', model: 'XC60', fuel: 'El', body: 'SUV', isUsed: 'new', sortName: 'price_asc', numberOfCars: 6 }),
      'vehicles-se',
    )
    expect(request).toEqual({
      index: 'vehicles-se',
      fields: [...CAR_SUMMARY_FIELDS],
      filters: [
        { name: 'car_brand', type: 'terms', values: ['Volvo'] },
        { name: 'car_model', type: 'terms', values: ['XC60'] },
        { name: 'car_fuel', type: 'terms', values: ['El'] },
        { name: 'car_body', type: 'terms', values: ['SUV'] },
        { name: 'car_is_used', type: 'terms', values: [false] },
      ],
      sort_name: 'price_asc',
      limit: 6,
      offset: 0,
    })
    expect(searchRequest.safeParse(request).success).toBe(true)
  })

  it('asks for any 8 cars in the default order when nothing is set, used cars as car_is_used true', () => {
    expect(carTeaserRequest(data(), 'v')).toEqual({ index: 'v', fields: [...CAR_SUMMARY_FIELDS], limit: 8, offset: 0 })
    expect(carTeaserRequest(data({ isUsed: 'used' }), 'v')?.filters).toEqual([{ name: 'car_is_used', type: 'terms', values: [true] }])
    expect(carTeaserRequest(data({ isUsed: 'any', brand: '  ' }), 'v')?.filters).toBeUndefined()
  })

  it('drops a sort the index does not know (a removed order falls back to the default)', () => {
    expect(carTeaserRequest(data({ sortName: 'cheapest' }), 'v')?.sort_name).toBeUndefined()
  })
})

describe('carTeaserMode', () => {
  it('uses the chosen mode; a block without one is by ids when it has ids', () => {
    expect(carTeaserMode({ mode: 'query', carIds: '1' })).toBe('query')
    expect(carTeaserMode({ mode: null, carIds: '1, 2' })).toBe('ids')
    expect(carTeaserMode({ carIds: '' })).toBe('query')
  })
})

describe('orderByIds', () => {
  it('follows the editor’s order and leaves out ids the search did not find', () => {
    const car = (car_id: string) => ({
      car_id,
      slug: 's',
      car_brand: 'B',
      car_model: 'M',
      car_year: 2020,
      car_is_sample: false,
      car_is_used: true,
      car_price: 1,
      car_price_currency: 'SEK' as const,
    })
    expect(orderByIds([car('1'), car('3'), car('2')], ['3', '9', '1', '2']).map((c) => c.car_id)).toEqual(['3', '1', '2'])
  })
})

describe('carTeasersShowAllHref', () => {
  it('links the car list with the same search, brand and model as path', () => {
    expect(carTeasersShowAllHref(data({ brand: 'Volvo', model: 'XC60', fuel: 'El', isUsed: 'used', sortName: 'price_asc' }), '/kop-bil')).toBe(
      '/kop-bil/volvo/xc60?car_fuel=El&car_is_used=true&sortName=price_asc',
    )
  })

  it('puts a model without brand in the keyphrase, and leaves the default order out', () => {
    expect(carTeasersShowAllHref(data({ model: 'XC60', body: 'SUV', sortName: 'newest' }), '/en/kop-bil')).toBe('/en/kop-bil?keyphrase=XC60&car_body=SUV')
  })

  it('is the car list itself without filters', () => {
    expect(carTeasersShowAllHref(data({ isUsed: 'any' }), '/kop-bil')).toBe('/kop-bil')
    expect(carTeasersShowAllHref(data({ isUsed: 'new' }), '/kop-bil')).toBe('/kop-bil?car_is_used=false')
  })
})

describe('carTeasersBlock config', () => {
  it('offers the vehicles index sorts and the spec fields', () => {
    expect(carTeasersBlock.slug).toBe('carTeasers')
    const names = carTeasersBlock.fields.map((field) => ('name' in field ? field.name : ''))
    expect(names).toEqual(['title', 'mode', 'carIds', 'brand', 'model', 'fuel', 'body', 'isUsed', 'sortName', 'numberOfCars', 'limit'])
    const sort = carTeasersBlock.fields.find((field) => 'name' in field && field.name === 'sortName')
    expect(sort && 'options' in sort ? sort.options.map((o) => (typeof o === 'string' ? o : o.value)) : []).toContain('price_asc')
  })

  it('rejects malformed block data', () => {
    expect(carTeasersBlockData.safeParse({ mode: 'all' }).success).toBe(false)
    expect(carTeasersBlockData.safeParse({ numberOfCars: '8' }).success).toBe(false)
  })
})
