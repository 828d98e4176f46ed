import { describe, expect, it } from 'vitest'

import { carLocationFromAnswer, mayBeIdOnlyCarPath } from './car-id-redirect'

describe('mayBeIdOnlyCarPath', () => {
  it('is true for a path ending in an id with no slug after it', () => {
    expect(mayBeIdOnlyCarPath('/bilar/12345')).toBe(true)
    expect(mayBeIdOnlyCarPath('/en/cars/volvo-xc60-2021/12345')).toBe(true)
    expect(mayBeIdOnlyCarPath('/bilar/volvo-xc60,-w-,12345')).toBe(true)
  })
  it('is false for full car URLs, other pages and a bare number at the root', () => {
    expect(mayBeIdOnlyCarPath('/bilar/12345/volvo-xc60-2021')).toBe(false)
    expect(mayBeIdOnlyCarPath('/om-oss')).toBe(false)
    expect(mayBeIdOnlyCarPath('/12345')).toBe(false)
    expect(mayBeIdOnlyCarPath('/')).toBe(false)
  })
})

describe('carLocationFromAnswer', () => {
  it('takes a same-site path only', () => {
    expect(carLocationFromAnswer({ location: '/bilar/1/volvo' })).toBe('/bilar/1/volvo')
    expect(carLocationFromAnswer({ location: '//evil.example/x' })).toBeNull()
    expect(carLocationFromAnswer({ location: 'https://evil.example/x' })).toBeNull()
    expect(carLocationFromAnswer(null)).toBeNull()
    expect(carLocationFromAnswer({})).toBeNull()
  })
})
