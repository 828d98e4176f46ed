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
    publishCarSearchSegmentNames(() => ({ 'land-rover': 'Land Rover' }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(publishedCarSearchSegmentNames().names()['land-rover']).toBe('Land Rover')
    unsubscribe()
    publishCarSearchSegmentNames(() => ({ volvo: 'Volvo' }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(publishedCarSearchSegmentNames().names()).toEqual({ volvo: 'Volvo' })
    expect(noCarSearchSegmentNames().names()).toEqual({})
  })

  it('makes the names when they are first asked for, once (issue 39: not while the list hydrates)', () => {
    const makeNames = vi.fn(() => ({ volvo: 'Volvo' }))
    publishCarSearchSegmentNames(makeNames)
    const snapshot = publishedCarSearchSegmentNames()
    expect(makeNames).not.toHaveBeenCalled()
    expect(snapshot.names().volvo).toBe('Volvo')
    expect(snapshot.names()).toBe(snapshot.names())
    expect(makeNames).toHaveBeenCalledTimes(1)
    // The snapshot stays one object until the next publish, as useSyncExternalStore needs.
    expect(publishedCarSearchSegmentNames()).toBe(snapshot)
  })
})
