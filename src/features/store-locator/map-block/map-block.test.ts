import { describe, expect, it } from 'vitest'

import { mapBlockPlace } from './map-block'

describe('map block place (spec 01 §3 Location)', () => {
  it('needs a name, address, city and a position', () => {
    expect(mapBlockPlace({ name: 'Olivia Showroom', address: 'Hamngatan 1', city: 'Stockholm', latitude: 59.33, longitude: 18.07 })).toMatchObject({
      ok: true,
      lat: 59.33,
      lng: 18.07,
      zip: '',
    })
    expect(mapBlockPlace({ name: 'X', address: 'Y', city: '', latitude: 1, longitude: 2 })).toMatchObject({ ok: false })
    expect(mapBlockPlace({ name: 'X', address: 'Y', city: 'Z' })).toEqual({ ok: false, reason: 'the place has no position (latitude and longitude)' })
  })
})
