import { describe, expect, it } from 'vitest'

import { normalizeHost } from '@/lib/host-name'

import { resolveSiteFromHost } from './resolve-site-from-host'
import { toSiteRecord } from './site-record'

const site = (key: string, hostnames: string[], redirectWwwToBare = false) =>
  toSiteRecord({ id: key, key, name: key, hostnames, redirectWwwToBare, country: 'SE', currency: 'SEK', defaultLocale: 'sv' })

const sites = [site('nordbil', ['nordbil.se'], true), site('fjordbil', ['fjordbil.no', 'www.fjordbil.no'])]
const indexHosts = ['localhost', '127.0.0.1']

describe('normalizeHost', () => {
  it('drops port, case and trailing dot', () => {
    expect(normalizeHost('Nordbil.SE:3000')).toBe('nordbil.se')
    expect(normalizeHost('nordbil.se.')).toBe('nordbil.se')
    expect(normalizeHost('[::1]:3000')).toBe('[::1]')
    expect(normalizeHost(undefined)).toBe('')
  })
})

describe('resolveSiteFromHost', () => {
  it('finds a site by one of its host names', () => {
    const r = resolveSiteFromHost('fjordbil.no', sites, indexHosts)
    expect(r.kind === 'site' && r.site.key).toBe('fjordbil')
    const www = resolveSiteFromHost('www.fjordbil.no:443', sites, indexHosts)
    expect(www.kind === 'site' && www.site.key).toBe('fjordbil')
  })
  it('serves every site on <key>.localhost in development', () => {
    const r = resolveSiteFromHost('nordbil.localhost:3000', sites, indexHosts)
    expect(r.kind === 'site' && r.site.key).toBe('nordbil')
  })
  it('redirects www to the bare host only for sites that ask for it', () => {
    expect(resolveSiteFromHost('www.nordbil.se', sites, indexHosts)).toMatchObject({ kind: 'redirect', host: 'nordbil.se' })
    expect(resolveSiteFromHost('www.nordbil.localhost:3000', sites, indexHosts)).toMatchObject({
      kind: 'redirect',
      host: 'nordbil.localhost',
    })
  })
  it('shows the site index on the bare development host', () => {
    expect(resolveSiteFromHost('localhost:3000', sites, indexHosts)).toEqual({ kind: 'index' })
  })
  it('reports unknown hosts instead of guessing', () => {
    expect(resolveSiteFromHost('evil.example', sites, indexHosts)).toEqual({ kind: 'unknown', host: 'evil.example' })
    expect(resolveSiteFromHost('nosuch.localhost', sites, indexHosts)).toMatchObject({ kind: 'unknown' })
  })
})
