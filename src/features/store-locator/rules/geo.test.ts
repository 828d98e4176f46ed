import { describe, expect, it } from 'vitest'

import { boundsOf, distanceBetween, distanceDisplay, nearbyOf, nearMeRadius } from './geo'

const goteborg = { lat: 57.70716, lng: 11.96679 }
const stockholm = { lat: 59.32938, lng: 18.06871 }
const london = { lat: 51.50853, lng: -0.12574 }
const reading = { lat: 51.45625, lng: -0.97113 }

describe('distanceBetween (haversine on an earth of 3958.8 miles)', () => {
  it('measures known distances in km and miles', () => {
    // Göteborg–Stockholm is about 398 km as the crow flies.
    expect(distanceBetween(goteborg, stockholm, 'km')).toBeCloseTo(397.9, 0)
    // London–Reading about 36.8 miles.
    expect(distanceBetween(london, reading, 'mi')).toBeCloseTo(36.8, 0)
    expect(distanceBetween(london, reading, 'km') / distanceBetween(london, reading, 'mi')).toBeCloseTo(1.60934, 5)
  })
  it('is zero for the same point and symmetric', () => {
    expect(distanceBetween(goteborg, goteborg, 'km')).toBe(0)
    expect(distanceBetween(goteborg, stockholm, 'mi')).toBeCloseTo(distanceBetween(stockholm, goteborg, 'mi'), 10)
  })
})

describe('near me (spec 01 §9)', () => {
  it('has a radius of 16 miles, converted for km', () => {
    expect(nearMeRadius('mi')).toBe(16)
    expect(nearMeRadius('km')).toBeCloseTo(25.749, 3)
  })
  it('uses the markers inside the radius, or the 3 nearest when fewer than 3 are inside', () => {
    const sorted = [1, 2, 5, 30, 40].map((distance) => ({ distance }))
    expect(nearbyOf(sorted, 16).map((m) => m.distance)).toEqual([1, 2, 5])
    expect(nearbyOf(sorted, 35).map((m) => m.distance)).toEqual([1, 2, 5, 30])
    expect(nearbyOf(sorted, 1.5).map((m) => m.distance)).toEqual([1, 2, 5])
    expect(nearbyOf([{ distance: 50 }], 16)).toEqual([{ distance: 50 }])
  })
})

describe('boundsOf', () => {
  it('boxes the points west-south to east-north', () => {
    expect(boundsOf([goteborg, stockholm, reading])).toEqual([
      [reading.lng, reading.lat],
      [stockholm.lng, stockholm.lat],
    ])
    expect(boundsOf([])).toBeUndefined()
  })
})

describe('distanceDisplay (spec 01 §9)', () => {
  it('shows under 1 km as about hundreds of metres', () => {
    expect(distanceDisplay(0.34, 'km')).toEqual({ kind: 'near', value: 300, unit: 'm' })
    expect(distanceDisplay(0.02, 'km')).toEqual({ kind: 'near', value: 100, unit: 'm' })
  })
  it('shows under 1 mile as about hundreds of yards, never metres (issue 36: one unit system)', () => {
    expect(distanceDisplay(0.5, 'mi')).toEqual({ kind: 'near', value: 900, unit: 'yd' })
    expect(distanceDisplay(0.4, 'mi')).toEqual({ kind: 'near', value: 700, unit: 'yd' })
    expect(distanceDisplay(0.01, 'mi')).toEqual({ kind: 'near', value: 100, unit: 'yd' })
  })
  it('rounds 1 and over to whole km or mi', () => {
    expect(distanceDisplay(1, 'km')).toEqual({ kind: 'whole', value: 1, unit: 'km' })
    expect(distanceDisplay(12.5, 'mi')).toEqual({ kind: 'whole', value: 13, unit: 'mi' })
  })
})
