import { describe, expect, it } from 'vitest'

import { siteDistanceUnit } from './site-units'

describe('siteDistanceUnit', () => {
  it('miles in the UK, kilometres in the other countries', () => {
    expect(siteDistanceUnit({ country: 'GB' })).toBe('mi')
    expect(siteDistanceUnit({ country: 'gb' })).toBe('mi')
    for (const country of ['SE', 'NO', 'FI', 'SK']) expect(siteDistanceUnit({ country })).toBe('km')
  })
})
