import { describe, expect, it } from 'vitest'

import { toSiteRecord } from '@/features/sites/site-record'

import { UnknownSiteNameError } from '@/integrations/search/search-errors'
import { searchIndexForSite } from './site-index'

const sites = [
  toSiteRecord({
    id: 1,
    key: 'nordbil',
    name: 'Nordbil Gruppen',
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    searchIndexes: { vehicles: 'vehicles-se', sites: 'sites-se' },
  }),
  toSiteRecord({
    id: 2,
    key: 'thames',
    name: 'Thames Motor Group',
    country: 'GB',
    currency: 'GBP',
    defaultLocale: 'en',
    searchIndexes: { vehicles: 'vehicles-uk' },
  }),
]

describe('searchIndexForSite', () => {
  it('finds the index of a site by key or name', () => {
    expect(searchIndexForSite(sites, 'nordbil', 'vehicles')).toBe('vehicles-se')
    expect(searchIndexForSite(sites, 'Nordbil Gruppen', 'sites')).toBe('sites-se')
  })
  it('is the spec’s "Unknown site name" for other names, or a site without that index', () => {
    expect(() => searchIndexForSite(sites, 'acme', 'vehicles')).toThrow(new UnknownSiteNameError('acme'))
    expect(() => searchIndexForSite(sites, 'acme', 'vehicles')).toThrow('Unknown site name')
    expect(() => searchIndexForSite(sites, 'thames', 'sites')).toThrow('Unknown site name')
  })
})
