import { describe, expect, it } from 'vitest'

import { isHttpsAddress } from './https-address'

describe('isHttpsAddress', () => {
  it('takes an absolute https address only', () => {
    expect(isHttpsAddress('https://js-eu1.hsforms.net/forms/embed/v2.js')).toBe(true)
    expect(isHttpsAddress('http://forms.example.com/v2.js')).toBe(false)
    expect(isHttpsAddress('//forms.example.com/v2.js')).toBe(false)
    expect(isHttpsAddress('not an address')).toBe(false)
  })
})
