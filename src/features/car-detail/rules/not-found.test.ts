import { describe, expect, it } from 'vitest'

import { parseCarListQuery } from '@/features/car-list/query-state'

import { keyphraseFromSlug, notFoundListHref } from './not-found'

describe('keyphraseFromSlug', () => {
  it('takes the fifth dash-separated part of the slug', () => {
    expect(keyphraseFromSlug('begagnad-bil-volvo-2021-xc60-t6')).toBe('xc60')
    expect(keyphraseFromSlug('volvo-xc60-t6-recharge-inscription-2021')).toBe('inscription')
  })

  it('is empty when the slug has fewer than five parts or is missing', () => {
    expect(keyphraseFromSlug('volvo-xc60-2021')).toBe('')
    expect(keyphraseFromSlug('a-b-c-d')).toBe('')
    expect(keyphraseFromSlug('')).toBe('')
    expect(keyphraseFromSlug(undefined)).toBe('')
    expect(keyphraseFromSlug(null)).toBe('')
  })
})

describe('notFoundListHref', () => {
  it('links to the car list with the keyphrase from the slug', () => {
    expect(notFoundListHref('/kop-bil/alla-bilar', 'begagnad-bil-volvo-2021-xc60-t6')).toBe('/kop-bil/alla-bilar?keyphrase=xc60')
  })

  it('encodes the keyphrase so the car list reads it back', () => {
    const href = notFoundListHref('/kop-bil', 'a-b-c-d-åäö&x')
    expect(href).toBe('/kop-bil?keyphrase=%C3%A5%C3%A4%C3%B6%26x')
    const query = parseCarListQuery({
      segments: [],
      searchParams: new URL(href, 'https://example.com').searchParams,
      facets: [],
      sorts: [],
      pathValues: { brands: [], models: [] },
    })
    expect(query.keyphrase).toBe('åäö&x')
  })

  it('links to the plain car list when the slug gives no keyphrase', () => {
    expect(notFoundListHref('/kop-bil/', 'volvo-xc60')).toBe('/kop-bil')
    expect(notFoundListHref('/kop-bil', undefined)).toBe('/kop-bil')
  })
})
