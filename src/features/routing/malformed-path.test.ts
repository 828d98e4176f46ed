import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { badPathResponse, hasMalformedPercentEscape, pathProblem } from './malformed-path'

describe('hasMalformedPercentEscape', () => {
  it('finds escapes that cannot be decoded', () => {
    for (const path of ['/%zz', '/kop-bil/%E0%A4%A', '/api/cars/%', '/stock-images/%', '/%', '/a%2', '/%C0%AF', '/%FF'])
      expect(hasMalformedPercentEscape(path), path).toBe(true)
  })
  it('lets well-formed paths through', () => {
    for (const path of ['/', '/kop-bil/volvo/xc60', '/om%20oss', '/k%C3%B6p', '/%25', '/-/media/logo.png'])
      expect(hasMalformedPercentEscape(path), path).toBe(false)
  })
})

/** The control characters issue 35 names: C0, DEL, C1 and the bidirectional controls. */
const CONTROL_CODES = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
]

describe('pathProblem', () => {
  it('names a malformed escape', () => {
    expect(pathProblem('/%zz')).toMatch(/malformed %-escape/)
  })
  it('names a control character in a path segment (issue 35 item 9)', () => {
    expect(pathProblem('/sv/%00')).toBe('The address has a control character (U+0000) in a path segment; no address here has one.')
    expect(pathProblem('/sv/%7F')).toMatch(/\(U\+007F\)/)
    expect(pathProblem('/fi/%E2%80%AE')).toMatch(/\(U\+202E\)/)
    expect(pathProblem('/kop-bil/volvo%C2%85')).toMatch(/\(U\+0085\)/)
    expect(pathProblem('/api/pages/1%0d%0aX:1')).toMatch(/\(U\+000D\)/)
  })
  it('finds every such character after a language prefix, escaped as a browser would (generated)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sv', 'en', 'nb', 'fi', 'sk'),
        fc.constantFrom(...CONTROL_CODES),
        fc.string({ maxLength: 6 }),
        fc.string({ maxLength: 6 }),
        (lang, code, before, after) => {
          const path = `/${lang}/${encodeURIComponent(`${before}${String.fromCharCode(code)}${after}`)}`
          expect(pathProblem(path), path).toMatch(/control character/)
        },
      ),
      { seed: 35, numRuns: 400 },
    )
  })
  it('lets ordinary paths through, in any script', () => {
    for (const path of ['/', '/sv/om-oss', '/k%C3%B6p-bil', '/%E2%80%8B', '/%D8%B9%D8%B1%D8%A8%D9%8A', '/%25', '/api/pages/12', '/sv/%C3%A5'])
      expect(pathProblem(path), path).toBeNull()
  })
})

describe('badPathResponse', () => {
  it('answers 400 in JSON under /api and in text elsewhere', async () => {
    const api = badPathResponse('/api/cars/%', 'The address has a malformed %-escape.')
    expect(api.status).toBe(400)
    expect(((await api.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/malformed %-escape/)
    const page = badPathResponse('/sv/%00', 'The address has a control character (U+0000) in a path segment.')
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await page.text()).toMatch(/control character/)
  })
})
