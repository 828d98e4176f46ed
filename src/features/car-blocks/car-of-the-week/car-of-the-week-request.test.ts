import { describe, expect, it } from 'vitest'

import { CAR_SUMMARY_FIELDS } from '@/features/car-card/car-summary'
import { searchRequest } from '@/integrations/search/search-contract'

import { carOfTheWeekBlock, carOfTheWeekBlockData } from './car-of-the-week-block'
import { carOfTheWeekRequest } from './car-of-the-week-request'
import { carouselLoops } from './carousel-loop'

describe('carOfTheWeekRequest (spec 02 §7 "Car of the week: filter caroftheweek equal true")', () => {
  it('asks for up to 12 cars of the week with the card fields', () => {
    const request = carOfTheWeekRequest('vehicles-se')
    expect(request).toEqual({
      index: 'vehicles-se',
      fields: [...CAR_SUMMARY_FIELDS],
      filters: [{ name: 'caroftheweek', type: 'terms', values: [true] }],
      limit: 12,
      offset: 0,
    })
    expect(searchRequest.safeParse(request).success).toBe(true)
  })
})

describe('carOfTheWeekBlock', () => {
  it('is the carOfTheWeek block with a title', () => {
    expect(carOfTheWeekBlock.slug).toBe('carOfTheWeek')
    expect(carOfTheWeekBlock.fields.map((field) => ('name' in field ? field.name : ''))).toEqual(['title'])
    expect(carOfTheWeekBlockData.parse({ blockType: 'carOfTheWeek', id: 'x', title: null })).toEqual({ id: 'x', title: null })
    expect(carOfTheWeekBlockData.safeParse({ title: 5 }).success).toBe(false)
  })
})

describe('when the car-of-the-week carousel loops (spec 02 "Looping (the list is duplicated)")', () => {
  it('loops only when one copy does not fit the track', () => {
    // 5 cards of 315 px, 16 px apart: one copy is 5 × 331 = 1655 px.
    expect(carouselLoops(1655, 1100)).toBe(true)
    expect(carouselLoops(662, 1100)).toBe(false)
    expect(carouselLoops(1100.5, 1100)).toBe(false)
  })
})
