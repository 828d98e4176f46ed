import { validateHeaderValue } from 'node:http'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { localizedPath, pagePath, pathHref, segmentsToPath, slugFromTitle, slugProblem } from './page-path'

describe('pagePath', () => {
  it('serves the root home page at /', () => expect(pagePath('home', null)).toBe('/'))
  it('puts children of home directly under /', () => expect(pagePath('kop-bil', '/')).toBe('/kop-bil'))
  it('nests deeper pages under their parent', () => expect(pagePath('elbilar', '/kop-bil')).toBe('/kop-bil/elbilar'))
  it('keeps other root pages under their own slug', () => expect(pagePath('kampanj', undefined)).toBe('/kampanj'))
})

describe('slugProblem', () => {
  it('accepts simple lower-case slugs', () => expect(slugProblem('om-oss-2')).toBeNull())
  it('rejects spaces, capitals, slashes and diacritics', () => {
    for (const bad of ['Om oss', 'Om', 'a/b', 'köp-bil', '-x', 'x--y', '']) expect(slugProblem(bad)).not.toBeNull()
  })
  it('reserves language codes for prefixes', () => expect(slugProblem('en')).toMatch(/reserved/))
})

describe('slugFromTitle', () => {
  it('folds a title into a valid slug', () => {
    for (const [title, slug] of [
      ['Köp bil', 'kop-bil'],
      ['Bilpleie & dekk', 'bilpleie-dekk'],
      ['  Øst – Ærlig bilhandel! ', 'ost-aerlig-bilhandel'],
      ['Škoda Octavia 2025', 'skoda-octavia-2025'],
    ]) {
      expect(slugFromTitle(title)).toBe(slug)
      expect(slugProblem(slugFromTitle(title))).toBeNull()
    }
  })
  it('never suggests a language code or nothing', () => {
    expect(slugFromTitle('EN')).toBe('en-sida')
    expect(slugFromTitle(' – ')).toBeUndefined()
    expect(slugFromTitle(undefined)).toBeUndefined()
  })
})

describe('localizedPath', () => {
  it('leaves the site default language unprefixed', () => expect(localizedPath('/om-oss', 'sv', 'sv')).toBe('/om-oss'))
  it('prefixes other languages', () => {
    expect(localizedPath('/om-oss', 'en', 'sv')).toBe('/en/om-oss')
    expect(localizedPath('/', 'en', 'sv')).toBe('/en')
  })
})

describe('segmentsToPath', () => {
  it('joins and decodes segments', () => {
    expect(segmentsToPath(undefined)).toBe('/')
    expect(segmentsToPath(['kop-bil', 'Elbilar'])).toBe('/kop-bil/elbilar')
    expect(segmentsToPath(['%C3%B6'])).toBe('/ö')
  })
})

describe('pathHref', () => {
  it('percent-encodes each segment of a decoded page path (issue 35 item 9)', () => {
    expect(pathHref('/')).toBe('/')
    expect(pathHref('/om-oss/kontakt')).toBe('/om-oss/kontakt')
    expect(pathHref('/å')).toBe('/%C3%A5')
    expect(pathHref('/\u0000')).toBe('/%00')
    expect(pathHref('/\u202e')).toBe('/%E2%80%AE')
    expect(pathHref('/a b?c#d')).toBe('/a%20b%3Fc%23d')
  })
  it('never names another host: "//" from an escaped slash, or a backslash, stays a path', () => {
    // /sv/%2F%2Fevil.example decodes to the page path ///evil.example.
    expect(pathHref(segmentsToPath(['%2F%2Fevil.example']))).toBe('/evil.example')
    expect(pathHref(segmentsToPath(['%5Cevil.example']))).toBe('/%5Cevil.example')
  })
  it('is a header value Node sends as it is, on this site, for any path (generated)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 4 }), (segments) => {
        const href = pathHref(segmentsToPath(segments.map(encodeURIComponent)))
        expect(() => validateHeaderValue('location', href)).not.toThrow()
        expect(href).toMatch(/^[\x21-\x7e]*$/)
        expect(new URL(href, 'https://nordbil.se').origin).toBe('https://nordbil.se')
      }),
      { seed: 35, numRuns: 300 },
    )
  })
})
