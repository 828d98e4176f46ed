import { describe, expect, it } from 'vitest'

import { conditionsText, parseDestination, parseQueryConditions, parseSource, requestSegments, sourceCaptures } from './redirect-syntax'

const source = (raw: string) => {
  const parsed = parseSource(raw)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.value
}
const problem = (result: { ok: boolean; problem?: string }) => (result.ok ? null : result.problem)

describe('parseSource', () => {
  it('normalises a plain path: decoded, NFC, no trailing slash', () => {
    expect(source('/om-oss/').text).toBe('/om-oss')
    expect(source('/f%C3%B6r-f%C3%B6retag').text).toBe('/för-företag')
    // Decomposed "ö" (o + U+0308, as macOS writes it) is the same source as the composed one.
    expect(source('/fo\u0308r').text).toBe('/för')
    expect(source('/om-oss').isPattern).toBe(false)
  })
  it('reads captures, prefixed captures and the rest of the path', () => {
    const parsed = source('/anlaggningar/:id/nordbil-bil-:location')
    expect(parsed.segments).toEqual([
      { kind: 'literal', value: 'anlaggningar' },
      { kind: 'param', prefix: '', name: 'id' },
      { kind: 'param', prefix: 'nordbil-bil-', name: 'location' },
    ])
    expect(sourceCaptures(parsed)).toEqual({ names: ['id', 'location'], hasRest: false })
    expect(source('/used/*').segments.at(-1)).toEqual({ kind: 'rest' })
    expect(source('/used/*').isPattern).toBe(true)
  })
  it('keeps an escaped colon literal', () => {
    const parsed = source('/Special\\:Page')
    expect(parsed.segments).toEqual([{ kind: 'literal', value: 'Special:Page' }])
    expect(parsed.text).toBe('/Special\\:Page')
  })
  it('splits a query written in the source off as conditions', () => {
    expect(source('/aktuelt?cat=nyheter').queryText).toBe('cat=nyheter')
    expect(source('/aktuelt?cat=nyheter').text).toBe('/aktuelt')
  })
  it('refuses what cannot be a source, saying why', () => {
    expect(problem(parseSource(''))).toMatch(/required/)
    expect(problem(parseSource('om-oss'))).toMatch(/start with "\/"/)
    expect(problem(parseSource('https://old.example/om-oss'))).toMatch(/without the host/)
    expect(problem(parseSource('/a/*/b'))).toMatch(/last segment/)
    expect(problem(parseSource('/a*'))).toMatch(/segment of its own/)
    expect(problem(parseSource('/a//b'))).toMatch(/empty segment/)
    expect(problem(parseSource('/%zz'))).toMatch(/broken %-escape/)
    expect(problem(parseSource('/a/:1x'))).toMatch(/name of letters/)
    expect(problem(parseSource('/:a/:a'))).toMatch(/twice/)
    expect(problem(parseSource('/om#x'))).toMatch(/#/)
    expect(problem(parseSource('/admin/collections'))).toMatch(/CMS/)
    expect(problem(parseSource('/api/pages'))).toMatch(/CMS/)
    expect(problem(parseSource('/robots.txt'))).toMatch(/fixed route/)
  })
})

describe('parseQueryConditions', () => {
  it('reads presence and value conditions, sorted by key', () => {
    expect(parseQueryConditions('so&br=VO')).toEqual({ ok: true, value: [{ key: 'br', value: 'VO' }, { key: 'so' }] })
    expect(parseQueryConditions('?cat=nyheter')).toEqual({ ok: true, value: [{ key: 'cat', value: 'nyheter' }] })
    expect(parseQueryConditions('')).toEqual({ ok: true, value: [] })
    expect(parseQueryConditions(null)).toEqual({ ok: true, value: [] })
  })
  it('writes them back in one form', () => {
    const parsed = parseQueryConditions('q=a b&x')
    expect(parsed.ok && conditionsText(parsed.value)).toBe('q=a+b&x')
  })
  it('refuses a nameless or repeated parameter', () => {
    expect(problem(parseQueryConditions('=x'))).toMatch(/no parameter name/)
    expect(problem(parseQueryConditions('a=1&a=2'))).toMatch(/twice/)
  })
})

describe('parseDestination', () => {
  const none = { names: [], hasRest: false }
  it('takes paths, queries, fragments and absolute URLs', () => {
    expect(parseDestination('/buy-car?car_fuel=Electric', none).ok).toBe(true)
    expect(parseDestination('https://careers.example.com/jobs', none).ok).toBe(true)
    const parsed = parseDestination('/om-oss#kontakt', none)
    expect(parsed.ok && parsed.value.hash).toBe('#kontakt')
  })
  it('checks placeholders against what the source captures', () => {
    expect(parseDestination('/anlaggningar/nordbil-:location', { names: ['id', 'location'], hasRest: false }).ok).toBe(true)
    expect(problem(parseDestination('/x/:city', { names: ['location'], hasRest: false }))).toMatch(/captures only :location/)
    expect(problem(parseDestination('/x/*', none))).toMatch(/no "\*"/)
    expect(problem(parseDestination('/x/a*', { names: [], hasRest: true }))).toMatch(/segment of its own/)
  })
  it('refuses what would leave the site by accident or is no address', () => {
    expect(problem(parseDestination('//evil.example/x', none))).toMatch(/full https/)
    expect(problem(parseDestination('javascript:alert(1)', none))).toMatch(/http/)
    expect(problem(parseDestination('kop-bil', none))).toMatch(/start with/)
    expect(problem(parseDestination('', none))).toMatch(/required/)
  })
})

describe('requestSegments', () => {
  it('decodes escapes and composes accents, so raw and escaped forms meet', () => {
    expect(requestSegments('/f%C3%B6r/')).toEqual(['för'])
    expect(requestSegments('/f%c3%b6r')).toEqual(['för'])
    expect(requestSegments('/för')).toEqual(['för'])
    expect(requestSegments('/fo%CC%88r')).toEqual(['för'])
    expect(requestSegments('/')).toEqual([])
    expect(requestSegments('/%E0%A4%A')).toBeNull()
  })
})
