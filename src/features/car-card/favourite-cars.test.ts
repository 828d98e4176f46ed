import { describe, expect, it } from 'vitest'

import {
  createFavouriteCarsStore,
  FAVOURITE_CARS_KEY,
  isFavouriteCar,
  MAX_FAVOURITE_CARS,
  parseFavouriteCars,
  toggleFavouriteCar,
  withFavouriteCars,
} from './favourite-cars'
import { testCarSummary } from './test-car-summary'
import { memoryStorage } from '@/lib/test-memory-storage'

const car = (id: number) => testCarSummary(id)

describe('favourite cars (issue 41 item 2)', () => {
  it('saves a car first with the time it was saved, and takes it out on the second press', () => {
    const saved = toggleFavouriteCar(toggleFavouriteCar([], car(1), 1000), car(2), 2000)
    expect(saved.map((f) => [f.car.car_id, f.savedAt])).toEqual([
      ['2', 2000],
      ['1', 1000],
    ])
    expect(isFavouriteCar(saved, '1')).toBe(true)
    const without = toggleFavouriteCar(saved, car(1), 3000)
    expect(without.map((f) => f.car.car_id)).toEqual(['2'])
  })

  it(`keeps the newest ${MAX_FAVOURITE_CARS}`, () => {
    let saved = toggleFavouriteCar([], car(0), 0)
    for (let id = 1; id <= MAX_FAVOURITE_CARS + 5; id++) saved = toggleFavouriteCar(saved, car(id), id)
    expect(saved).toHaveLength(MAX_FAVOURITE_CARS)
    expect(saved[0]!.car.car_id).toBe(String(MAX_FAVOURITE_CARS + 5))
  })

  it('takes over a shared list: the cars not saved yet come first, the saved ones keep their time', () => {
    const mine = toggleFavouriteCar([], car(1), 1000)
    const merged = withFavouriteCars(mine, [car(2), car(1)], 5000)
    expect(merged.map((f) => [f.car.car_id, f.savedAt])).toEqual([
      ['2', 5000],
      ['1', 1000],
    ])
  })

  it('reads back what it stored, and skips garbage, repeats and entries without a time', () => {
    const storage = memoryStorage()
    const store = createFavouriteCarsStore(() => storage)
    store.update((list) => toggleFavouriteCar(list, car(7), 1234))
    expect(parseFavouriteCars(storage.getItem(FAVOURITE_CARS_KEY))).toEqual([{ car: car(7), savedAt: 1234 }])
    const messy = JSON.stringify([
      { car: car(1), savedAt: 1 },
      { car: car(1), savedAt: 2 },
      { car: car(2) },
      { car: { car_id: 'x' }, savedAt: 3 },
      'text',
      null,
    ])
    expect(parseFavouriteCars(messy).map((f) => f.car.car_id)).toEqual(['1'])
    expect(parseFavouriteCars('not json')).toEqual([])
  })
})
