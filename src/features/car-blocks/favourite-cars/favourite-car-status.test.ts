import { describe, expect, it } from 'vitest'

import type { CarSummary } from '@/features/car-card'

import { favouriteCarStatus } from './favourite-car-status'

const car = (price: number, currency: CarSummary['car_price_currency'] = 'SEK'): CarSummary => ({
  car_id: '1001',
  slug: 'volvo-xc60',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_year: 2021,
  car_is_sample: false,
  car_is_used: true,
  car_price: price,
  car_price_currency: currency,
})

describe('favouriteCarStatus (issue 41 item 2)', () => {
  it('says how much the price fell or rose since the car was saved', () => {
    expect(favouriteCarStatus(car(300_000), car(285_000), true)).toEqual({ kind: 'priceDown', amount: 15_000, currency: 'SEK' })
    expect(favouriteCarStatus(car(300_000), car(310_000), true)).toEqual({ kind: 'priceUp', amount: 10_000, currency: 'SEK' })
    expect(favouriteCarStatus(car(300_000), car(300_000), true)).toEqual({ kind: 'unchanged' })
  })

  it('calls a car the stock no longer has sold, but only when the stock answered', () => {
    expect(favouriteCarStatus(car(300_000), undefined, true)).toEqual({ kind: 'sold' })
    expect(favouriteCarStatus(car(300_000), undefined, false)).toEqual({ kind: 'unknown' })
  })

  it('does not compare prices in two currencies', () => {
    expect(favouriteCarStatus(car(300_000, 'SEK'), car(30_000, 'EUR'), true)).toEqual({ kind: 'unchanged' })
  })
})
