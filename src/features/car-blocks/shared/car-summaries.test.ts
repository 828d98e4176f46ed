import { describe, expect, it } from 'vitest'

import { parseCarSummaries } from './car-summaries'
import { stockCar } from './testing/block-fixtures'

describe('parseCarSummaries', () => {
  it('keeps valid cars in order with their summary fields', () => {
    const a = stockCar({ car_id: '11', car_campaigns: ['Vårkampanj'], car_primary_image: { thumbnail_url: '/stock-images/a.svg' } })
    const b = stockCar({ car_id: '12', car_brand: 'Kia', car_model: 'Niro' })
    const { cars, dropped } = parseCarSummaries([a, b])
    expect(dropped).toBe(0)
    expect(cars.map((car) => car.car_id)).toEqual(['11', '12'])
    expect(cars[0]).toMatchObject({ car_brand: 'Volvo', car_campaigns: ['Vårkampanj'], car_primary_image: { thumbnail_url: '/stock-images/a.svg' } })
  })

  it('leaves out what a card cannot show and counts it', () => {
    const { cars, dropped } = parseCarSummaries([
      stockCar({ car_id: '13' }),
      { car_id: '14', slug: 'x' },
      stockCar({ car_id: 'not-digits' }),
      stockCar({ car_price_currency: 'USD' }),
      null,
      'car',
    ])
    expect(cars.map((car) => car.car_id)).toEqual(['13'])
    expect(dropped).toBe(5)
  })

  it('accepts a car without the optional fields (the engine leaves out empty ones)', () => {
    const { cars } = parseCarSummaries([
      {
        car_id: '15',
        slug: 'bil-15',
        car_brand: 'BMW',
        car_model: '3',
        car_year: 2020,
        car_is_sample: false,
        car_is_used: true,
        car_price: 1,
        car_price_currency: 'SEK',
      },
    ])
    expect(cars).toHaveLength(1)
  })
})
