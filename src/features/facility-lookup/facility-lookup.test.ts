import { describe, expect, it } from 'vitest'

import { facilitySlugOf } from './facility-lookup'

const site = (siteDetail: string) => ({
  paths: { carList: '/kop-bil', carDetail: '/kop-bil', siteDetail, siteList: siteDetail, stories: '/nyheter', search: '/sok' },
})

describe('facilitySlugOf (spec 03 §2.1 "the site-detail path followed by a slug")', () => {
  it('takes exactly one segment below the site-detail path', () => {
    expect(facilitySlugOf(site('/anlaggningar'), '/anlaggningar/nordbil-kungalv')).toBe('nordbil-kungalv')
    expect(facilitySlugOf(site('/find-us/'), '/find-us/thames-motor-group-reading')).toBe('thames-motor-group-reading')
  })

  it('is none for the path itself (the list), a deeper path, another path or a path that only starts alike', () => {
    expect(facilitySlugOf(site('/anlaggningar'), '/anlaggningar')).toBeUndefined()
    expect(facilitySlugOf(site('/anlaggningar'), '/anlaggningar/')).toBeUndefined()
    expect(facilitySlugOf(site('/anlaggningar'), '/anlaggningar/a/b')).toBeUndefined()
    expect(facilitySlugOf(site('/anlaggningar'), '/anlaggningarx/a')).toBeUndefined()
    expect(facilitySlugOf(site('/anlaggningar'), '/om-oss/a')).toBeUndefined()
  })
})
