import { describe, expect, it } from 'vitest'

import { toSiteRecord } from './site-record'
import { sitePublicOrigin } from './site-urls'

const site = toSiteRecord({ id: 1, key: 'nordbil', name: 'Nordbil', hostnames: ['www.nordbil.se', 'nordbil.se'], country: 'SE', currency: 'SEK', defaultLocale: 'sv' })

describe('sitePublicOrigin', () => {
  it('uses <key>.localhost on the same port in development', () => {
    expect(sitePublicOrigin(site, 'http://localhost:3000', ['localhost'])).toBe('http://nordbil.localhost:3000')
  })
  it('uses the bare public host name in production', () => {
    expect(sitePublicOrigin(site, 'https://cms.example.com', ['localhost'])).toBe('https://nordbil.se')
  })
})
