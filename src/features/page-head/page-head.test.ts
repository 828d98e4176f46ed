import { describe, expect, it } from 'vitest'

import { toSiteRecord } from '@/features/sites/site-record'

import { buildPageMetadata, faviconMimeType, pageTitle, tagManagerId, websiteJsonLd } from './page-head'

const site = toSiteRecord({
  id: 1,
  key: 'nordbil',
  name: 'Nordbil',
  country: 'SE',
  currency: 'SEK',
  defaultLocale: 'sv',
  extraLocales: ['en'],
  titleTemplate: '%s | Nordbil',
  favicon: { url: '/api/media/file/nordbil.svg', filename: 'nordbil.svg' },
})

describe('pageTitle', () => {
  it('combines the template with metaTitle', () => expect(pageTitle('%s | Nordbil', { metaTitle: 'Elbilar', navTitle: 'El' })).toBe('Elbilar | Nordbil'))
  it('uses navTitle when there is no metaTitle', () => expect(pageTitle('%s | Nordbil', { metaTitle: '', navTitle: 'El' })).toBe('El | Nordbil'))
  it('falls back to the page title, then to the bare site name', () => {
    expect(pageTitle('%s | Nordbil', { title: 'Om oss' })).toBe('Om oss | Nordbil')
    expect(pageTitle('%s | Nordbil', {})).toBe('Nordbil')
  })
})

describe('faviconMimeType', () => {
  it('chooses the type from the extension', () => {
    expect(faviconMimeType('favicon.ico')).toBe('image/x-icon')
    expect(faviconMimeType('/media/Icon.PNG')).toBe('image/png')
    expect(faviconMimeType('logo.svg?v=2')).toBe('image/svg+xml')
    expect(faviconMimeType('README')).toBeUndefined()
  })
})

describe('tagManagerId', () => {
  it('prefers the page container, then the site’s', () => {
    expect(tagManagerId('GTM-PAGE1', 'GTM-SITE1')).toBe('GTM-PAGE1')
    expect(tagManagerId('', 'GTM-SITE1')).toBe('GTM-SITE1')
    expect(tagManagerId(null, null)).toBeUndefined()
  })
  it('ignores values that are not container ids (they end up inside a script)', () => {
    expect(tagManagerId("GTM-X');alert(1)//", 'GTM-SITE1')).toBe('GTM-SITE1')
  })
})

describe('buildPageMetadata', () => {
  const origin = 'https://nordbil.se'
  it('fills title, description, social tags, canonical and icon', () => {
    const m = buildPageMetadata({
      site,
      locale: 'sv',
      origin,
      path: '/om-oss',
      page: { title: 'Om oss', metaDescription: 'Vi säljer bilar', ogDescription: 'Dela', ogImage: { url: '/api/media/file/og.png' } },
    })
    expect(m.title).toBe('Om oss | Nordbil')
    expect(m.description).toBe('Vi säljer bilar')
    expect(m.openGraph).toMatchObject({ title: 'Om oss', description: 'Dela', images: [{ url: 'https://nordbil.se/api/media/file/og.png' }] })
    expect(m.alternates?.canonical).toBe('https://nordbil.se/om-oss')
    expect(m.icons).toEqual({ icon: [{ url: '/api/media/file/nordbil.svg', type: 'image/svg+xml' }] })
  })
  it('uses the editor’s canonical URL and lists every language as an alternate', () => {
    const m = buildPageMetadata({ site, locale: 'en', origin, path: '/om-oss', page: { title: 'About', canonicalURL: '/om-oss' } })
    expect(m.alternates?.canonical).toBe('https://nordbil.se/om-oss')
    expect(m.alternates?.languages).toEqual({
      'sv-SE': 'https://nordbil.se/om-oss',
      en: 'https://nordbil.se/en/om-oss',
      'x-default': 'https://nordbil.se/om-oss',
    })
  })
})

describe('websiteJsonLd', () => {
  it('names the site and its url', () =>
    expect(websiteJsonLd(site, 'https://nordbil.se')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Nordbil',
      url: 'https://nordbil.se/',
    }))
})
