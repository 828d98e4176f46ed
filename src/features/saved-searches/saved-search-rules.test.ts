import { describe, expect, it } from 'vitest'

import { testCarSummary } from '@/features/car-card/test-car-summary'

import { alertDue, isSavedSearchToken, readSeenCars, searchNews, seenAfterLook, seenCarsOf } from './saved-search-rules'

describe('what is new in a saved search', () => {
  const a = testCarSummary(1, { car_price: 200_000 })
  const b = testCarSummary(2, { car_price: 300_000 })

  it('names cars it did not find last time, and cars that are cheaper than then', () => {
    const seen = seenCarsOf([a, b])
    const c = testCarSummary(3)
    const cheaperB = { ...b, car_price: 290_000 }
    const news = searchNews(seen, [c, a, cheaperB])
    expect(news.newCars.map((car) => car.car_id)).toEqual(['3'])
    expect(news.priceDrops).toEqual([{ car: cheaperB, before: 300_000 }])
  })

  it('does not count a dearer car, a sold car or an unchanged one', () => {
    const news = searchNews(seenCarsOf([a, b]), [{ ...a, car_price: 210_000 }])
    expect(news).toEqual({ newCars: [], priceDrops: [] })
  })

  it('mails nothing on its first look (nothing seen yet): that look sets the start', () => {
    expect(searchNews(null, [a, b])).toEqual({ newCars: [], priceDrops: [] })
    expect(seenAfterLook(null, [a, b])).toEqual({ 1: 200_000, 2: 300_000 })
  })

  it('keeps what it had seen when the search finds nothing (a quietly failing search must not make every car new later)', () => {
    const seen = seenCarsOf([a, b])
    expect(seenAfterLook(seen, [])).toBe(seen)
    expect(seenAfterLook(seen, [a])).toEqual({ 1: 200_000 })
  })

  it('reads stored seen cars defensively', () => {
    expect(readSeenCars({ 1: 5, 2: 'x', 3: Number.NaN })).toEqual({ 1: 5 })
    expect(readSeenCars(null)).toBeNull()
    expect(readSeenCars([1, 2])).toBeNull()
  })
})

describe('one alert a day per address', () => {
  const now = new Date('2026-11-29T12:00:00Z')
  it('allows the first alert and one a day after the last', () => {
    expect(alertDue(undefined, now)).toBe(true)
    expect(alertDue(new Date('2026-11-28T12:00:00Z'), now)).toBe(true)
    expect(alertDue(new Date('2026-11-28T12:00:01Z'), now)).toBe(false)
  })
})

describe('link secrets', () => {
  it('are 43 URL-safe characters (256 bits)', () => {
    expect(isSavedSearchToken('a'.repeat(43))).toBe(true)
    expect(isSavedSearchToken('a'.repeat(42))).toBe(false)
    expect(isSavedSearchToken(`${'a'.repeat(42)}/`)).toBe(false)
    expect(isSavedSearchToken(undefined)).toBe(false)
  })
})
