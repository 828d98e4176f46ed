import { describe, expect, it } from 'vitest'

import { previewQuery, previewRoute, safeNextPath } from './preview-request'

describe('previewQuery', () => {
  it('accepts a site, a language and a page path', () => {
    expect(previewQuery.parse({ site: '3', locale: 'en', path: '/om-oss' })).toEqual({ site: '3', locale: 'en', path: '/om-oss' })
  })
  it('explains what is wrong', () => {
    const r = previewQuery.safeParse({ site: '3', locale: 'de', path: 'x' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message)).toEqual(['locale must be one of sv, nb, fi, sk, en', 'path must be a page path such as /om-oss'])
  })
})

describe('previewRoute', () => {
  it('builds the preview path', () => {
    expect(previewRoute('3', 'sv', '/')).toBe('/preview/3/sv')
    expect(previewRoute('3', 'en', '/a/b')).toBe('/preview/3/en/a/b')
  })
})

describe('safeNextPath', () => {
  it('follows local paths only', () => {
    expect(safeNextPath('/preview/3/sv')).toBe('/preview/3/sv')
    expect(safeNextPath('//evil.example')).toBe('/admin')
    expect(safeNextPath('https://evil.example')).toBe('/admin')
    expect(safeNextPath(null)).toBe('/admin')
  })
})
