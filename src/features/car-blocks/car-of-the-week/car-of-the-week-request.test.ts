import { describe, expect, it } from 'vitest'

import { CAR_SUMMARY_FIELDS } from '@/features/car-list/car-list-types'
import { searchRequest } from '@/integrations/search/search-contract'

import { carOfTheWeekBlock, carOfTheWeekBlockData } from './car-of-the-week-block'
import { carOfTheWeekRequest } from './car-of-the-week-request'
import { carouselLoops, loopedPosition, loopStepStart } from './carousel-loop'

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

describe('carousel loop arithmetic (spec 02 "Looping (the list is duplicated)")', () => {
  // 5 cards of 315 px with a 16 px gap: one copy is 5 × 331 = 1655 px, a step 331 px.
  const setWidth = 1655
  const step = 331

  it('loops only when one copy does not fit the track', () => {
    expect(carouselLoops(setWidth, 1100)).toBe(true)
    expect(carouselLoops(662, 1100)).toBe(false)
    expect(carouselLoops(1100.5, 1100)).toBe(false)
  })

  it('steps forward from inside the first copy as it is', () => {
    expect(loopStepStart(0, step, setWidth, 1)).toBe(0)
    expect(loopStepStart(1324, step, setWidth, 1)).toBe(1324)
  })

  it('jumps back a copy before stepping forward from the copy', () => {
    expect(loopStepStart(1655, step, setWidth, 1)).toBe(0)
    expect(loopStepStart(1654.5, step, setWidth, 1)).toBeCloseTo(-0.5)
    expect(loopStepStart(1986, step, setWidth, 1)).toBe(331)
  })

  it('jumps ahead a copy before stepping back from the first slide', () => {
    expect(loopStepStart(0, step, setWidth, -1)).toBe(1655)
    expect(loopStepStart(331, step, setWidth, -1)).toBe(331)
  })

  it('moves a resting position in the copy back into the original', () => {
    expect(loopedPosition(1655, setWidth)).toBe(0)
    expect(loopedPosition(1986, setWidth)).toBe(331)
    expect(loopedPosition(993, setWidth)).toBe(993)
    expect(loopedPosition(500, 0)).toBe(500)
  })
})
