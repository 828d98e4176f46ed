import { describe, expect, it } from 'vitest'

import { ancestorPaths, breadcrumbJsonLd, buildBreadcrumb, carSearchCrumbs, carSearchSegmentName, decodePathSegments } from './breadcrumb'

describe('ancestorPaths', () => {
  it('lists the start page and every level above the page', () => {
    expect(ancestorPaths('/kop-bil/elbilar/ev3')).toEqual(['/', '/kop-bil', '/kop-bil/elbilar'])
    expect(ancestorPaths('/om-oss')).toEqual(['/'])
    expect(ancestorPaths('/')).toEqual([])
  })
})

describe('buildBreadcrumb', () => {
  const pages = [
    { path: '/', name: 'Start' },
    { path: '/nyheter', name: 'Nyheter' },
  ]
  it('links the ancestors, start page first, and ends with the page itself', () => {
    expect(buildBreadcrumb(pages, { path: '/nyheter/vinterdack', name: 'Vinterdäck' }, 'sv', 'sv')).toEqual([
      { name: 'Start', href: '/' },
      { name: 'Nyheter', href: '/nyheter' },
      { name: 'Vinterdäck', href: '/nyheter/vinterdack' },
    ])
  })
  it('uses the language prefix and skips ancestors it does not know', () => {
    expect(buildBreadcrumb([{ path: '/', name: 'Home' }], { path: '/a/b/c', name: 'C' }, 'en', 'sv')).toEqual([
      { name: 'Home', href: '/en' },
      { name: 'C', href: '/en/a/b/c' },
    ])
  })
})

describe('carSearchCrumbs', () => {
  it('turns brand and model segments below the car list into crumbs', () => {
    const label = (s: string) => s.toUpperCase()
    expect(carSearchCrumbs('/kop-bil/volvo/xc60', '/kop-bil', label)).toEqual([
      { name: 'VOLVO', href: '/kop-bil/volvo' },
      { name: 'XC60', href: '/kop-bil/volvo/xc60' },
    ])
    expect(carSearchCrumbs('/kop-bil', '/kop-bil')).toEqual([])
    expect(carSearchCrumbs('/om-oss', '/kop-bil')).toEqual([])
  })
})

describe('carSearchSegmentName', () => {
  it('names a segment as the stock spells it, else as typed (never from the object’s prototype)', () => {
    const names = { 'land-rover': 'Land Rover', xc60: 'XC60' }
    expect(carSearchSegmentName(names, 'land-rover')).toBe('Land Rover')
    expect(carSearchSegmentName(names, 'okand')).toBe('okand')
    expect(carSearchSegmentName(names, 'constructor')).toBe('constructor')
  })
})

describe('decodePathSegments', () => {
  it('decodes each segment of an address as the route gets it, leaving broken escapes alone', () => {
    expect(decodePathSegments('/kop-bil/%C5%A1koda/kodiaq')).toBe('/kop-bil/škoda/kodiaq')
    expect(decodePathSegments('/kop-bil/100%/x')).toBe('/kop-bil/100%/x')
    expect(decodePathSegments('/kop-bil')).toBe('/kop-bil')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Start', href: '/' },
          { name: 'Om oss', href: '/om-oss' },
        ],
        'https://nordbil.se',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://nordbil.se/' },
        { '@type': 'ListItem', position: 2, name: 'Om oss', item: 'https://nordbil.se/om-oss' },
      ],
    })
  })
})
