import { describe, expect, it } from 'vitest'

import { localizedPath, pagePath, segmentsToPath, slugFromTitle, slugProblem } from './page-path'

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
