import { describe, expect, it } from 'vitest'

import { normalisedQuery, pageCacheKey } from './page-cache-key'

describe('pageCacheKey', () => {
  it('makes the same search one entry whatever the order of its parameters', () => {
    expect(pageCacheKey('nordbil.localhost:3000', '/kop-bil?fuel=el&brand=volvo&brand=audi')).toBe(
      pageCacheKey('Nordbil.localhost:3000', '/kop-bil?brand=audi&fuel=el&brand=volvo'),
    )
  })

  it('leaves out click tracking and empty parameters, which no page reads', () => {
    expect(pageCacheKey('a.se', '/kop-bil?utm_source=tv&gclid=x&brand=&sortName=price_asc')).toBe('a.se/kop-bil?sortName=price_asc')
    expect(pageCacheKey('a.se', '/?fbclid=1')).toBe('a.se/')
  })

  it('keeps different paths, hosts, filters and variants apart', () => {
    const keys = new Set([
      pageCacheKey('a.se', '/kop-bil'),
      pageCacheKey('b.se', '/kop-bil'),
      pageCacheKey('a.se', '/kop-bil/toyota'),
      pageCacheKey('a.se', '/kop-bil?brand=toyota'),
      pageCacheKey('a.se', '/kop-bil', 'rows'),
    ])
    expect(keys.size).toBe(5)
  })

  it('keeps repeated values of one parameter', () => {
    expect(normalisedQuery('?b=2&a=1&b=1')).toBe('a=1&b=1&b=2')
  })
})

describe('pageCacheKey on what a client may send', () => {
  it('never throws on a request target that is no URL', () => {
    for (const target of ['//[', '/%zz?%%=1', '/a?b=%E0%A4%A', 'http://evil.example/x', '/?&&=&', ''])
      expect(() => pageCacheKey('nordbil.localhost', target)).not.toThrow()
  })
})
