import { describe, expect, it, vi } from 'vitest'

import {
  noCarSearchSegmentNames,
  publishCarSearchSegmentNames,
  publishedCarSearchSegmentNames,
  subscribeToCarSearchSegmentNames,
} from './car-search-segment-names'

describe('car search segment names', () => {
  it('tells each subscriber when the car list publishes its names, until it unsubscribes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToCarSearchSegmentNames(listener)
    publishCarSearchSegmentNames({ 'land-rover': 'Land Rover' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(publishedCarSearchSegmentNames()['land-rover']).toBe('Land Rover')
    unsubscribe()
    publishCarSearchSegmentNames({ volvo: 'Volvo' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(publishedCarSearchSegmentNames()).toEqual({ volvo: 'Volvo' })
    expect(noCarSearchSegmentNames()).toEqual({})
  })
})
