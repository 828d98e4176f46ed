import { describe, expect, it } from 'vitest'

import { toSiteRecord } from '@/features/sites/site-record'

import { buildRobotsTxt, buildSitemapXml } from './sitemap'

const site = toSiteRecord({ id: 1, key: 'nordbil', name: 'Nordbil', country: 'SE', currency: 'SEK', defaultLocale: 'sv', extraLocales: ['en'] })

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml(site, [{ path: '/', updatedAt: '2026-11-01T10:00:00.000Z' }, { path: '/om-oss&co' }], 'https://nordbil.se')

  it('lists every page in every language', () => {
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(['https://nordbil.se/', 'https://nordbil.se/en', 'https://nordbil.se/om-oss&amp;co', 'https://nordbil.se/en/om-oss&amp;co'])
  })
  it('gives each entry its hreflang alternates', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="sv-SE" href="https://nordbil.se/"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://nordbil.se/en"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://nordbil.se/"/>')
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>')
  })
})

describe('buildRobotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the CMS', () => {
    const txt = buildRobotsTxt('https://nordbil.se')
    expect(txt).toContain('Sitemap: https://nordbil.se/sitemap.xml')
    expect(txt).toContain('Disallow: /admin')
  })
})
