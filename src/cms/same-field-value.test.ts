import { describe, expect, it } from 'vitest'

import { sameFieldValue } from './same-field-value'

describe('sameFieldValue', () => {
  it('treats empty values alike and ignores key order', () => {
    expect(sameFieldValue('', null)).toBe(true)
    expect(sameFieldValue(undefined, [])).toBe(true)
    expect(sameFieldValue({ a: 1, b: null }, { a: 1 })).toBe(true)
    expect(sameFieldValue({ b: 2, a: 1 }, { a: 1, b: 2 })).toBe(true)
  })

  it('compares a populated relationship with its id', () => {
    expect(sameFieldValue({ id: 3, createdAt: 'x', url: '/a' }, 3)).toBe(true)
  })

  it('sees real changes', () => {
    expect(sameFieldValue(['nordbil.se'], ['nordbil.se', 'thames.localhost'])).toBe(false)
    expect(sameFieldValue({ carList: '/kop-bil' }, { carList: '/bilar' })).toBe(false)
    expect(sameFieldValue(false, null)).toBe(false)
  })
})
