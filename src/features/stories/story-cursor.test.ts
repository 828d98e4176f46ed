import { describe, expect, it } from 'vitest'

import { decodeStoryCursor, encodeStoryCursor, isAfterCursor } from './story-cursor'
import { dateBeforeFirstSpace, formattedDateValue, parentListPath, parseStoryPath, parseTagParam, storyHref, tagsHref, toggleTag } from './story-paths'

describe('story cursor', () => {
  it('round-trips a date and id through an opaque token', () => {
    const token = encodeStoryCursor({ date: '2026-11-20T09:30:00.000Z', id: 42 })
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(token).not.toContain('2026')
    expect(decodeStoryCursor(token)).toEqual({ date: '2026-11-20T09:30:00.000Z', id: 42 })
  })

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['not base64url', 'abc$%'],
    ['base64 of junk', Buffer.from('hello').toString('base64url')],
    ['a wrong version', Buffer.from('s0|2026-11-20T09:30:00.000Z|42').toString('base64url')],
    ['a bad date', Buffer.from('s1|2026-13-40T09:30:00.000Z|42').toString('base64url')],
    ['id 0', Buffer.from('s1|2026-11-20T09:30:00.000Z|0').toString('base64url')],
    ['a negative id', Buffer.from('s1|2026-11-20T09:30:00.000Z|-4').toString('base64url')],
    ['extra parts', Buffer.from('s1|2026-11-20T09:30:00.000Z|4|x').toString('base64url')],
    ['a very long token', 'A'.repeat(500)],
    ['a number', 12],
  ])('reads %s as no cursor (the first page)', (_, token) => {
    expect(decodeStoryCursor(token)).toBeNull()
  })

  it('orders newest first, then by higher id: a page after the cursor never repeats it', () => {
    const cursor = { date: '2026-11-20T09:30:00.000Z', id: 42 }
    expect(isAfterCursor({ date: '2026-11-19T09:30:00.000Z', id: 99 }, cursor)).toBe(true)
    expect(isAfterCursor({ date: '2026-11-20T09:30:00.000Z', id: 41 }, cursor)).toBe(true)
    expect(isAfterCursor(cursor, cursor)).toBe(false)
    expect(isAfterCursor({ date: '2026-11-20T09:30:00.000Z', id: 43 }, cursor)).toBe(false)
    expect(isAfterCursor({ date: '2026-11-21T00:00:00.000Z', id: 1 }, cursor)).toBe(false)
  })

  it('pages through a list in order of 4 without gaps or repeats, also when a newer story is added between pages', () => {
    const all = Array.from({ length: 10 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 10 - Math.floor(i / 2))).toISOString(), id: 100 - i }))
    const page = (list: typeof all, token: string | null) => {
      const after = decodeStoryCursor(token)
      const sorted = [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id)
      const rest = after ? sorted.filter((s) => isAfterCursor(s, after)) : sorted
      const shown = rest.slice(0, 4)
      return { shown, next: shown.length ? encodeStoryCursor(shown.at(-1)!) : null }
    }
    const first = page(all, null)
    const grown = [...all, { date: '2026-02-01T00:00:00.000Z', id: 500 }]
    const second = page(grown, first.next)
    const third = page(grown, second.next)
    expect([...first.shown, ...second.shown, ...third.shown].map((s) => s.id)).toEqual(all.map((s) => s.id))
  })
})

describe('story paths', () => {
  const site = { paths: { stories: '/nyheter' }, defaultLocale: 'sv' as const }

  it('puts a story at {stories path}/{year}/{slug}, with the language prefix in other languages', () => {
    expect(storyHref(site, 'sv', { slug: 'ny-elbil', date: '2026-03-04T10:00:00.000Z' })).toBe('/nyheter/2026/ny-elbil')
    expect(storyHref(site, 'en', { slug: 'ny-elbil', date: '2026-03-04T10:00:00.000Z' })).toBe('/en/nyheter/2026/ny-elbil')
  })

  it('recognises only that shape', () => {
    expect(parseStoryPath(site, '/nyheter/2026/ny-elbil')).toEqual({ year: 2026, slug: 'ny-elbil' })
    expect(parseStoryPath(site, '/nyheter/ny-elbil')).toBeNull()
    expect(parseStoryPath(site, '/nyheter/abcd/ny-elbil')).toBeNull()
    expect(parseStoryPath(site, '/nyheter/2026/ny-elbil/mer')).toBeNull()
    expect(parseStoryPath(site, '/om-oss/2026/ny-elbil')).toBeNull()
    expect(parseStoryPath(site, '/nyheter/2026/Ny_Elbil')).toBeNull()
  })

  it('goes back to the path minus its last two segments (spec 01 §2.11)', () => {
    expect(parentListPath('/nyheter/2026/ny-elbil')).toBe('/nyheter')
    expect(parentListPath('/en/news/2026/ny-elbil')).toBe('/en/news')
    expect(parentListPath('/2026/x')).toBe('/')
  })

  it('shows a date only up to its first space (spec 01 §2.11)', () => {
    expect(formattedDateValue('2026-03-04T10:05:00.000Z')).toBe('2026-03-04 10:05')
    expect(dateBeforeFirstSpace(formattedDateValue('2026-03-04T10:05:00.000Z'))).toBe('2026-03-04')
    expect(dateBeforeFirstSpace('2026-03-04')).toBe('2026-03-04')
  })

  it("reads tags separated by '|' (spec 01 §9), dropping junk and repeats", () => {
    expect(parseTagParam('elbil|service')).toEqual(['elbil', 'service'])
    expect(parseTagParam(['elbil', 'Service|elbil'])).toEqual(['elbil', 'service'])
    expect(parseTagParam('<script>|x y|')).toEqual([])
    expect(parseTagParam(undefined)).toEqual([])
  })

  it('toggles a tag chip in the selected set and builds the shareable address', () => {
    expect(toggleTag(['elbil'], 'service')).toEqual(['elbil', 'service'])
    expect(toggleTag(['elbil', 'service'], 'elbil')).toEqual(['service'])
    expect(tagsHref('/nyheter', ['elbil', 'service'])).toBe('/nyheter?tags=elbil|service')
    expect(tagsHref('/nyheter', [])).toBe('/nyheter')
  })
})
