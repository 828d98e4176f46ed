import { describe, expect, it } from 'vitest'

import { siteRewritePath } from './site-rewrite'

const index = ['localhost']

describe('siteRewritePath', () => {
  it('sends default-language pages to the site route with "_"', () => {
    expect(siteRewritePath('/', 'nordbil.localhost:3000', index)).toBe('/site/nordbil.localhost/_')
    expect(siteRewritePath('/kop-bil/elbilar', 'nordbil.se', index)).toBe('/site/nordbil.se/_/kop-bil/elbilar')
  })
  it('reads a language code in the first segment as the prefix', () => {
    expect(siteRewritePath('/en', 'nordbil.se', index)).toBe('/site/nordbil.se/en')
    expect(siteRewritePath('/en/about', 'nordbil.se', index)).toBe('/site/nordbil.se/en/about')
    expect(siteRewritePath('/english', 'nordbil.se', index)).toBe('/site/nordbil.se/_/english')
  })
  it('drops a trailing slash', () => {
    expect(siteRewritePath('/om-oss/', 'nordbil.se', index)).toBe('/site/nordbil.se/_/om-oss')
  })
  it('shows the site index on the bare development host', () => {
    expect(siteRewritePath('/', 'localhost:3000', index)).toBe('/site-index')
    expect(siteRewritePath('/om-oss', 'localhost:3000', index)).toBe('/site/localhost/_/om-oss')
  })
  it('leaves the CMS, APIs, assets and fixed routes alone', () => {
    for (const p of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/_next/static/x.js',
      '/healthz',
      '/robots.txt',
      '/sitemap.xml',
      '/-/media/logo.png',
      '/preview/x/sv',
      '/stock-images/suv-red-1.svg',
      '/demo-media/walkaround.webm',
    ])
      expect(siteRewritePath(p, 'nordbil.se', index)).toBeNull()
    expect(siteRewritePath('/administration', 'nordbil.se', index)).toBe('/site/nordbil.se/_/administration')
  })
})
