import { describe, expect, it } from 'vitest'

import type { CarSummary } from '@/features/car-card'
import { testCarSummary } from '@/features/car-card/test-car-summary'
import { memoryStorage } from '@/lib/test-memory-storage'

import { createRecentlyViewedStore, MAX_RECENTLY_VIEWED, parseRecentlyViewed, RECENTLY_VIEWED_KEY, withViewed } from './recently-viewed'

const car = (id: number) => testCarSummary(id)

describe('recently viewed cars', () => {
  it('puts the car just viewed first, moves a car viewed again up, and keeps the last twelve', () => {
    let cars: CarSummary[] = []
    for (let id = 1; id <= 14; id++) cars = withViewed(cars, car(id))
    expect(cars.map((c) => c.car_id)).toEqual(['14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3'])
    expect(cars).toHaveLength(MAX_RECENTLY_VIEWED)
    expect(
      withViewed(cars, car(5))
        .map((c) => c.car_id)
        .slice(0, 3),
    ).toEqual(['5', '14', '13'])
  })

  it('reads back what it stored, and skips what another version or a person left there', () => {
    expect(parseRecentlyViewed(JSON.stringify([car(1), { car_id: 'x' }, car(1), 'garbage', car(2)])).map((c) => c.car_id)).toEqual(['1', '2'])
    expect(parseRecentlyViewed('not json')).toEqual([])
    expect(parseRecentlyViewed(JSON.stringify({ car_id: '1' }))).toEqual([])
    expect(parseRecentlyViewed(null)).toEqual([])
  })

  it('survives a reload: a new store over the same storage has the list', () => {
    const storage = memoryStorage()
    const store = createRecentlyViewedStore(() => storage)
    store.update((cars) => withViewed(cars, car(7)))
    store.update((cars) => withViewed(cars, car(8)))
    expect(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY)!)).toHaveLength(2)
    expect(
      createRecentlyViewedStore(() => storage)
        .getSnapshot()
        .map((c) => c.car_id),
    ).toEqual(['8', '7'])
  })

  it('still works for the page when the browser refuses storage', () => {
    const store = createRecentlyViewedStore(() => {
      throw new Error('SecurityError')
    })
    store.update((cars) => withViewed(cars, car(3)))
    expect(store.getSnapshot().map((c) => c.car_id)).toEqual(['3'])
  })
})
