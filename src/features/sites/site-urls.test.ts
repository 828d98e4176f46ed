import { describe, expect, it } from 'vitest'

import { toSiteRecord } from './site-record'
import { siteCanonicalOrigin, sitePublicOrigin } from './site-urls'

const site = toSiteRecord({
  id: 1,
  key: 'nordbil',
  name: 'Nordbil',
  hostnames: ['www.nordbil.se', 'nordbil.se'],
  country: 'SE',
  currency: 'SEK',
  defaultLocale: 'sv',
})

describe('sitePublicOrigin', () => {
  it('uses <key>.localhost on the same port in development', () => {
    expect(sitePublicOrigin(site, 'http://localhost:3000', ['localhost'])).toBe('http://nordbil.localhost:3000')
  })
  it('uses the bare public host name in production', () => {
    expect(sitePublicOrigin(site, 'https://cms.example.com', ['localhost'])).toBe('https://nordbil.se')
  })
})

describe('siteCanonicalOrigin', () => {
  const thames = toSiteRecord({
    id: 2,
    key: 'thames',
    name: 'Thames',
    hostnames: ['thamesmotorgroup.co.uk', 'thames.example'],
    country: 'GB',
    currency: 'GBP',
    defaultLocale: 'en',
  })

  it("names the site's first configured host name over https, whichever of its hosts was asked for", () => {
    expect(siteCanonicalOrigin(thames, 'thamesmotorgroup.co.uk')).toBe('https://thamesmotorgroup.co.uk')
    expect(siteCanonicalOrigin(thames, 'thames.example:8443')).toBe('https://thamesmotorgroup.co.uk')
    expect(siteCanonicalOrigin(site, 'nordbil.se')).toBe('https://www.nordbil.se')
  })

  it('uses the development host the visitor used, with its port, over http', () => {
    expect(siteCanonicalOrigin(thames, 'thames.localhost:3000')).toBe('http://thames.localhost:3000')
    expect(siteCanonicalOrigin(thames, 'Thames.Localhost')).toBe('http://thames.localhost')
  })

  it('never takes a host from the request that is not the site’s own', () => {
    // The Host header resolved the site; whatever else the request says is not used.
    expect(siteCanonicalOrigin(thames, 'evil.example')).toBe('https://thamesmotorgroup.co.uk')
    expect(siteCanonicalOrigin(thames, 'nordbil.localhost:3000')).toBe('https://thamesmotorgroup.co.uk')
    expect(siteCanonicalOrigin(thames, null)).toBe('https://thamesmotorgroup.co.uk')
  })

  it('falls back on the development host for a site without host names', () => {
    const bare = toSiteRecord({ id: 3, key: 'olivia', name: 'Olivia', hostnames: [], country: 'SE', currency: 'SEK', defaultLocale: 'sv' })
    expect(siteCanonicalOrigin(bare, 'olivia.localhost:3107')).toBe('http://olivia.localhost:3107')
    expect(siteCanonicalOrigin(bare, 'evil.example:81')).toBe('http://olivia.localhost')
  })
})
