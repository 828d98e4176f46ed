import { describe, expect, it } from 'vitest'

import { kitQueryFrom, kitQueryString, kitSearchRequest, kitTotalLabel } from './kit-query'

describe('kits query (spec 03 §7 kits index, §9)', () => {
  it("shows '10000+' when the total reaches 10000", () => {
    expect(kitTotalLabel(9999)).toBe('9999')
    expect(kitTotalLabel(10000)).toBe('10000+')
  })

  it('pages by 24 and filters by the session car’s fitment', () => {
    const request = kitSearchRequest('kits-fi', kitQueryFrom(new URLSearchParams('page=3&auto=FI-VEH-0001&kitCategory=Lataus')))
    expect(request.limit).toBe(24)
    expect(request.offset).toBe(48)
    expect(request.filters).toContainEqual({ name: 'vehicleFitmentSpecifications.externalId', type: 'terms', values: ['FI-VEH-0001'] })
    expect(request.facets.find((f) => f.name === 'kitCategory')?.filters).toEqual(['Lataus'])
  })

  it('drops bad query values instead of failing', () => {
    expect(kitQueryFrom({ page: 'abc', q: 'x'.repeat(300), make: ['Volvo', 'Kia'] })).toMatchObject({ page: undefined, q: undefined, make: ['Volvo', 'Kia'] })
  })

  it('round-trips through the query string', () => {
    const query = kitQueryFrom(new URLSearchParams('q=matto&make=Volvo&make=Kia&page=2'))
    expect(kitQueryFrom(new URLSearchParams(kitQueryString(query)))).toEqual(query)
  })
})

describe('kits query read by name (the page cache keys a page by the names it reads)', () => {
  it('reads each accepted name and never enumerates the query', () => {
    const read: string[] = []
    const params = new Proxy<Record<string, string | string[] | undefined>>(
      { make: ['Volvo', 'Kia'], page: '2', utm_source: 'mail', q: 'matto' },
      {
        get(target, name, receiver) {
          if (typeof name === 'string') read.push(name)
          return Reflect.get(target, name, receiver) as unknown
        },
        ownKeys() {
          throw new Error('the whole query was enumerated')
        },
      },
    )
    expect(kitQueryFrom(params)).toEqual({
      q: 'matto',
      page: 2,
      auto: undefined,
      kitCategory: [],
      kitSubCategory: [],
      kitSubSubCategory: [],
      make: ['Volvo', 'Kia'],
    })
    expect(read.sort()).toEqual(['auto', 'kitCategory', 'kitSubCategory', 'kitSubSubCategory', 'make', 'page', 'q'])
  })
})
