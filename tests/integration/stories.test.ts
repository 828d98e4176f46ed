import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlockContext } from '@/features/content-blocks'
import { getDictionary } from '@/features/dictionary/dictionary-repository'
import { findSite, type SiteRecord } from '@/features/sites'
import { PreviewPage } from '@/features/pages'
import { StoriesListBlock, StoryArticle } from '@/features/stories'
import { handleStoryListRequest } from '@/features/stories/story-http'
import { encodeStoryCursor } from '@/features/stories/story-cursor'
import { adjacentStories, findStories, findStoryAtPath, listStoryTags } from '@/features/stories/story-repository'

import { createSite, createTestPayload } from './test-payload'

/**
 * The stories query on the real database (issue 21, spec 01 §7.1): newest first, page size and
 * cursor, the OR filter of tags, only the site's own published stories, a cursor that stays right
 * when a story is added, and the previous/next article by date.
 */

let payload: Payload
let site: SiteRecord
let other: SiteRecord
const tagIds: Record<string, number> = {}
const ids: Record<string, number> = {}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 0)).toISOString()

async function story(siteId: number | string, slug: string, date: string, tags: string[] = [], status: 'published' | 'draft' = 'published') {
  const doc = await payload.create({
    collection: 'stories',
    draft: status === 'draft',
    data: { title: `Story ${slug}`, slug, date, site: siteId, tags: tags.map((t) => tagIds[t]!), _status: status } as never,
  })
  ids[slug] = doc.id
  return doc
}

const slugs = (page: { stories: { slug: string }[] }) => page.stories.map((s) => s.slug)

beforeAll(async () => {
  payload = await createTestPayload()
  const a = await createSite(payload, { key: 'stories-a', hostnames: ['stories-a.example'], paths: { stories: '/nyheter' } })
  const b = await createSite(payload, { key: 'stories-b', hostnames: ['stories-b.example'] })
  for (const [key, value] of Object.entries({ elbil: 'Elbil', service: 'Service', kampanj: 'Kampanj' })) {
    tagIds[key] = (await payload.create({ collection: 'tags', data: { key, value, site: a.id } as never })).id
  }
  // Day 1 … 9, two on day 5 (the id decides between them); one draft; one of the other site.
  await story(a.id, 's1', day(1), ['elbil'])
  await story(a.id, 's2', day(2), ['service'])
  await story(a.id, 's3', day(3), [])
  await story(a.id, 's4', day(4), ['kampanj'])
  await story(a.id, 's5a', day(5), ['elbil', 'service'])
  await story(a.id, 's5b', day(5), [])
  await story(a.id, 's6', day(6), ['service'])
  await story(a.id, 's7', day(7), ['elbil'])
  await story(a.id, 'draft', day(9), ['elbil'], 'draft')
  await story(b.id, 'other-site', day(8), [])
  site = (await findSite('stories-a'))!
  other = (await findSite('stories-b'))!
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the stories list query', () => {
  it('pages newest first by 4, the same date ordered by id, without the draft or another site’s story', async () => {
    const first = await findStories({ site, locale: 'sv', limit: 4, payload })
    expect(slugs(first)).toEqual(['s7', 's6', 's5b', 's5a'])
    expect(first.hasNext).toBe(true)
    const second = await findStories({ site, locale: 'sv', limit: 4, cursor: first.endCursor, payload })
    expect(slugs(second)).toEqual(['s4', 's3', 's2', 's1'])
    expect(second.hasNext).toBe(false)
    expect(slugs(await findStories({ site: other, locale: 'sv', limit: 4, payload }))).toEqual(['other-site'])
  })

  it('filters by tags with OR', async () => {
    const page = await findStories({ site, locale: 'sv', tags: ['elbil', 'kampanj'], limit: 10, payload })
    expect(slugs(page)).toEqual(['s7', 's5a', 's4', 's1'])
    expect(page.selectedTags.sort()).toEqual(['elbil', 'kampanj'])
    // A story with both tags shows once.
    expect(slugs(await findStories({ site, locale: 'sv', tags: ['elbil', 'service'], limit: 10, payload }))).toEqual(['s7', 's6', 's5a', 's2', 's1'])
  })

  it('gives the first page for an unknown tag or a malformed cursor', async () => {
    const all = await findStories({ site, locale: 'sv', limit: 4, payload })
    const unknown = await findStories({ site, locale: 'sv', tags: ['finns-inte'], limit: 4, payload })
    expect(slugs(unknown)).toEqual(slugs(all))
    expect(unknown.selectedTags).toEqual([])
    expect(slugs(await findStories({ site, locale: 'sv', cursor: 'not-a-cursor!', limit: 4, payload }))).toEqual(slugs(all))
    // Another site's tag key is unknown here.
    expect(slugs(await findStories({ site: other, locale: 'sv', tags: ['elbil'], limit: 4, payload }))).toEqual(['other-site'])
  })

  it('keeps its place when stories are added between pages: no repeats, no gaps', async () => {
    const first = await findStories({ site, locale: 'sv', limit: 4, payload })
    const added = await story(site.id, 'breaking', day(8), ['elbil'])
    const older = await story(site.id, 'archive', day(0), [])
    try {
      const second = await findStories({ site, locale: 'sv', limit: 4, cursor: first.endCursor, payload })
      const third = await findStories({ site, locale: 'sv', limit: 4, cursor: second.endCursor, payload })
      expect([...slugs(first), ...slugs(second), ...slugs(third)]).toEqual(['s7', 's6', 's5b', 's5a', 's4', 's3', 's2', 's1', 'archive'])
      expect(third.hasNext).toBe(false)
    } finally {
      await payload.delete({ collection: 'stories', id: added.id })
      await payload.delete({ collection: 'stories', id: older.id })
    }
  })

  it('finds the previous (newer) and next (older) article by date, across equal dates', async () => {
    const at = (slug: string, date: string) => adjacentStories(site, 'sv', { date, id: ids[slug]! }, payload)
    const middle = await at('s5a', day(5))
    expect(middle.previous?.slug).toBe('s5b')
    expect(middle.next?.slug).toBe('s4')
    expect((await at('s7', day(7))).previous).toBeNull()
    expect((await at('s1', day(1))).next).toBeNull()
  })

  it('finds a story by its address only under its own year and site', async () => {
    expect((await findStoryAtPath({ site, locale: 'sv', year: 2026, slug: 's3' }))?.title).toBe('Story s3')
    expect(await findStoryAtPath({ site, locale: 'sv', year: 2025, slug: 's3' })).toBeNull()
    expect(await findStoryAtPath({ site: other, locale: 'sv', year: 2026, slug: 's3' })).toBeNull()
    expect(await findStoryAtPath({ site, locale: 'sv', year: 2026, slug: 'draft' })).toBeNull()
  })
})

describe('GET /api/story-list', () => {
  const get = (query: string, host = 'stories-a.example') => handleStoryListRequest(new Request(`http://${host}/api/story-list${query}`, { headers: { host } }))

  it('answers the page after the cursor as cards with their addresses', async () => {
    const cursor = encodeStoryCursor({ date: day(5), id: ids.s5a! })
    const response = await get(`?lang=sv&cursor=${cursor}&tags=elbil|service`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { stories: { href: string; dateText: string }[]; hasNext: boolean }
    expect(body.stories.map((s) => s.href)).toEqual(['/nyheter/2026/s2', '/nyheter/2026/s1'])
    expect(body.stories[0]!.dateText).toBe('2026-01-02')
    expect(body.hasNext).toBe(false)
    const english = (await (await get(`?lang=en`)).json()) as { stories: { href: string }[] }
    expect(english.stories[0]!.href).toBe('/en/nyheter/2026/s7')
  })

  it('is a 4xx for junk, never a 5xx', async () => {
    expect((await get('')).status).toBe(400)
    expect((await get('?lang=xx')).status).toBe(400)
    expect((await get('?lang=fi')).status).toBe(400)
    expect((await get('?lang=sv', 'nowhere.example')).status).toBe(404)
    expect((await get('?lang=sv&cursor=%00%01&tags=%3Cscript%3E')).status).toBe(200)
  })
})

describe('tag names in the page’s language', () => {
  beforeAll(async () => {
    // 'elbil' has an English name; 'service' has none, so English falls back to the site's Swedish.
    await payload.update({ collection: 'tags', id: tagIds.elbil!, locale: 'en', data: { value: 'Electric cars' } })
  })

  const context = async (locale: 'sv' | 'en', searchParams: Record<string, string> = {}): Promise<BlockContext> => ({
    site,
    locale,
    dictionary: await getDictionary(site, locale),
    preview: false,
    zone: 'main',
    request: { path: '/nyheter', segments: [], searchParams, origin: 'https://stories-a.example' },
  })
  /** The texts of the filter's links (the chips, after 'Show all'/'Visa alla'). */
  const chips = (html: string) =>
    [...(/<nav[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '')).slice(1)
  /** The selected chip's text. */
  const selectedChip = (html: string) => /<a [^>]*aria-current="true"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')

  it('names the chips and the cards’ tags in English on the English page, the Swedish name where there is no English one', async () => {
    expect((await listStoryTags(site, 'en', payload)).map((t) => [t.key, t.value])).toEqual([
      ['elbil', 'Electric cars'],
      ['kampanj', 'Kampanj'],
      ['service', 'Service'],
    ])
    expect((await listStoryTags(site, 'sv', payload)).map((t) => t.value)).toEqual(['Elbil', 'Kampanj', 'Service'])
    const page = await findStories({ site, locale: 'en', tags: ['elbil'], limit: 4, payload })
    expect(page.stories.find((s) => s.slug === 's5a')?.tags.map((t) => t.value)).toEqual(['Electric cars', 'Service'])

    const english = renderToStaticMarkup(await StoriesListBlock({ block: { blockType: 'storiesList' }, context: await context('en') }))
    expect(chips(english)).toEqual(['Electric cars', 'Kampanj', 'Service'])
    expect(english).not.toContain('>Elbil<')
    // The card of s5a lists its tags in English too.
    expect(english).toMatch(/Story s5a[\s\S]*?<li[^>]*>Electric cars<\/li><li[^>]*>Service<\/li>/)
    const swedish = renderToStaticMarkup(await StoriesListBlock({ block: { blockType: 'storiesList' }, context: await context('sv') }))
    expect(chips(swedish)).toEqual(['Elbil', 'Kampanj', 'Service'])
    expect(swedish).not.toContain('Electric cars')
  })

  it('keeps the tag key in the address, so a filtered list shared from one language filters the same in another', async () => {
    const english = renderToStaticMarkup(await StoriesListBlock({ block: { blockType: 'storiesList' }, context: await context('en', { tags: 'elbil' }) }))
    // The chip that is on is the English name; the list's address still says 'elbil'.
    expect(selectedChip(english)).toBe('Electric cars')
    expect(english).toContain('href="/en/nyheter?tags=elbil|kampanj"')
    const swedish = renderToStaticMarkup(await StoriesListBlock({ block: { blockType: 'storiesList' }, context: await context('sv', { tags: 'elbil' }) }))
    expect(selectedChip(swedish)).toBe('Elbil')
    expect(swedish).toContain('href="/nyheter?tags=elbil|kampanj"')
    // The same stories either way.
    const titles = (html: string) => [...html.matchAll(/>(Story [a-z0-9]+)</g)].map((m) => m[1])
    expect(titles(english)).toEqual(titles(swedish))
    expect(titles(english)).toEqual(['Story s7', 'Story s5a', 'Story s1'])
  })

  it('answers “load more” with the tags in the asked language', async () => {
    const response = await handleStoryListRequest(
      new Request('http://stories-a.example/api/story-list?lang=en&tags=elbil', { headers: { host: 'stories-a.example' } }),
    )
    const body = (await response.json()) as { stories: { tags: string[] }[] }
    expect(body.stories.map((s) => s.tags)).toEqual([['Electric cars'], ['Electric cars', 'Service'], ['Electric cars']])
  })
})

describe('the editors’ preview of a story (the Stories live preview)', () => {
  it('shows the latest draft at the story’s address, with the preview bar; visitors still get the published story', async () => {
    const doc = await story(site.id, 'preview-me', day(3))
    try {
      await payload.update({ collection: 'stories', id: doc.id, draft: true, data: { title: 'Draft title' } as never })
      const editor = await payload.create({
        collection: 'users',
        data: { email: 'stories-editor@example.com', password: 'secret-123456', role: 'admin' } as never,
      })
      const element = await PreviewPage({
        site,
        locale: 'sv',
        path: '/nyheter/2026/preview-me',
        user: { ...editor, collection: 'users' } as never,
        draftMode: true,
        origin: 'https://stories-a.example',
      })
      expect(element.type).toBe(StoryArticle)
      const props = element.props as { story: { title: string }; preview?: { exitHref: string } }
      expect(props.story.title).toBe('Draft title')
      expect(props.preview?.exitHref).toBe(`/api/exit-preview?next=${encodeURIComponent(`/preview/${site.id}/sv/nyheter/2026/preview-me`)}`)
      expect((await findStoryAtPath({ site, locale: 'sv', year: 2026, slug: 'preview-me' }))?.title).toBe('Story preview-me')
    } finally {
      await payload.delete({ collection: 'stories', id: doc.id })
    }
  })
})
