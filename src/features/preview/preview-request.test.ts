import { describe, expect, it } from 'vitest'

import { exitPreviewQuery, previewQuery, previewRoute } from './preview-request'

describe('previewQuery', () => {
  it('accepts a site, a language and a page path', () => {
    expect(previewQuery.parse({ site: '3', locale: 'en', path: '/om-oss' })).toEqual({ site: '3', locale: 'en', path: '/om-oss' })
  })
  it('takes a story by its slug and date', () => {
    expect(previewQuery.parse({ site: '3', locale: 'sv', story: 'vinterdack', date: '2026-11-20T08:30:00.000Z' })).toEqual({
      site: '3',
      locale: 'sv',
      path: '/',
      story: 'vinterdack',
      date: '2026-11-20T08:30:00.000Z',
    })
    expect(previewQuery.safeParse({ site: '3', locale: 'sv', story: '../x', date: 'igår' }).error?.issues.map((i) => i.message)).toEqual([
      'story must be a story slug such as vinterklar-bil',
      'date must be the story date (ISO 8601)',
    ])
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

describe('exitPreviewQuery', () => {
  const next = (value?: string) => exitPreviewQuery.safeParse(value === undefined ? {} : { next: value })
  it('follows paths on this site, percent-encoded', () => {
    expect(next('/preview/3/sv').data).toEqual({ next: '/preview/3/sv' })
    expect(next('/preview/3/sv/köp?x=1 2').data).toEqual({ next: '/preview/3/sv/k%C3%B6p?x=1%202' })
    expect(next().data).toEqual({ next: '/admin' })
  })
  it('refuses other sites and control characters (no open redirect, no header injection)', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', '', 'admin', '/admin\r\nX:1', '/admin\u0000'])
      expect(next(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('next must be a path on this site such as /preview/3/sv')
  })
})
