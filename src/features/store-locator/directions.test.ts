import { describe, expect, it } from 'vitest'

import { directionsUrlFor } from './directions'

describe('directionsUrlFor', () => {
  it("goes to the configured maps address, by default the spec's driving directions", () => {
    const url = new URL(directionsUrlFor({ name: 'Nordbil Kungälv', address: 'Kongahällavägen 5', zip: '442 31', city: 'Kungälv' }))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ api: '1', destination: 'Nordbil Kungälv, Kongahällavägen 5, 442 31 Kungälv', travelmode: 'driving' })
  })
})
