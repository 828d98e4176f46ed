import { describe, expect, it } from 'vitest'

import { dealerSlugOf } from './dealer-lookup'

const site = (siteDetail: string) => ({
  paths: { carList: '/kop-bil', carDetail: '/kop-bil', siteDetail, siteList: siteDetail, stories: '/nyheter', search: '/sok' },
})

describe('dealerSlugOf (spec 03 §2.1 "the site-detail path followed by a slug")', () => {
  it('takes exactly one segment below the site-detail path', () => {
    expect(dealerSlugOf(site('/anlaggningar'), '/anlaggningar/nordbil-kungalv')).toBe('nordbil-kungalv')
    expect(dealerSlugOf(site('/find-us/'), '/find-us/thames-motor-group-reading')).toBe('thames-motor-group-reading')
  })

  it('is none for the path itself (the list), a deeper path, another path or a path that only starts alike', () => {
    expect(dealerSlugOf(site('/anlaggningar'), '/anlaggningar')).toBeUndefined()
    expect(dealerSlugOf(site('/anlaggningar'), '/anlaggningar/')).toBeUndefined()
    expect(dealerSlugOf(site('/anlaggningar'), '/anlaggningar/a/b')).toBeUndefined()
    expect(dealerSlugOf(site('/anlaggningar'), '/anlaggningarx/a')).toBeUndefined()
    expect(dealerSlugOf(site('/anlaggningar'), '/om-oss/a')).toBeUndefined()
  })
})
