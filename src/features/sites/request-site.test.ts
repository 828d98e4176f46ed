import { describe, expect, it } from 'vitest'

import { NO_SITE, siteOfResolution } from './request-site'
import { resolveSiteFromHost } from './resolve-site-from-host'
import { toSiteRecord } from './site-record'

const site = (key: string, hostnames: string[], redirectWwwToBare = false) =>
  toSiteRecord({ id: key, key, name: key, hostnames, redirectWwwToBare, country: 'SE', currency: 'SEK', defaultLocale: 'sv' })

const sites = [site('nordbil', ['nordbil.se'], true), site('fjordbil', ['fjordbil.no'])]
const siteFor = (host: string | null) => siteOfResolution(resolveSiteFromHost(host, sites, ['localhost']))

describe('the site for a request, or 404', () => {
  it('is the site of one of its own host names, and of <key>.localhost', () => {
    expect(siteFor('fjordbil.no')?.key).toBe('fjordbil')
    expect(siteFor('Nordbil.SE:443')?.key).toBe('nordbil')
    expect(siteFor('nordbil.localhost:3000')?.key).toBe('nordbil')
  })

  it('is none for an unknown host, no host, the development index and a www host that redirects to the bare one', () => {
    expect(siteFor('elsewhere.example')).toBeUndefined()
    expect(siteFor(null)).toBeUndefined()
    expect(siteFor('localhost:3000')).toBeUndefined()
    expect(resolveSiteFromHost('www.nordbil.se', sites, ['localhost']).kind).toBe('redirect')
    expect(siteFor('www.nordbil.se')).toBeUndefined()
  })

  it('answers every API’s 404 with one text', () => {
    expect(NO_SITE).toEqual({ status: 404, message: 'No site is configured for this host' })
  })
})
