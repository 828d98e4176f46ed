import type { Payload, TypedUser, Where } from 'payload'
import { z } from 'zod'

import { getPayloadClient } from '@/cms/payload-client'
import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'
import { cachedPublishedContent } from '@/lib/published-content-cache'

import { decodeStoryCursor, encodeStoryCursor, type StoryCursor } from './story-cursor'

const media = z.object({ url: z.string(), alt: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }).nullish().catch(null)
const tag = z.object({ id: z.number(), key: z.string(), value: z.string().nullish() })

/** A story as the list, the teaser, the feed and the article show it (spec 01 §3 Story page). */
export const storySummary = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  date: z.string(),
  author: z.string().nullish(),
  preamble: z.string().nullish(),
  image: z.union([media, z.number()]).transform((m) => (typeof m === 'object' ? (m ?? null) : null)),
  tags: z
    .array(z.unknown())
    .nullish()
    .transform((list) => (list ?? []).flatMap((t) => (tag.safeParse(t).success ? [tag.parse(t)] : []))),
  updatedAt: z.string().nullish(),
})
export type StorySummary = z.infer<typeof storySummary>

export type StoryTag = { id: number; key: string; value: string }

export type StoriesPage = {
  stories: StorySummary[]
  /** The opaque cursor of the last story shown; with hasNext, the next page starts after it. */
  endCursor: string | null
  hasNext: boolean
  /** The tags that were asked for and exist on the site (unknown keys are left out). */
  selectedTags: string[]
}

const SUMMARY_SELECT = { title: true, slug: true, date: true, author: true, preamble: true, image: true, tags: true, updatedAt: true } as const

/**
 * The published tags of a site in a language (a tag without a name in it has the site's main
 * language's), in the alphabetical order of the names shown. Sorted here, not by the database: it
 * would sort by the language's own names, with the untranslated ones (empty) first.
 */
export function listStoryTags(site: SiteRecord, locale: Locale, payload?: Payload): Promise<StoryTag[]> {
  return cachedPublishedContent(`story-tags|${site.id}|${locale}`, () => loadStoryTags(site, locale, payload))
}

async function loadStoryTags(site: SiteRecord, locale: Locale, payload?: Payload): Promise<StoryTag[]> {
  const client = payload ?? (await getPayloadClient())
  const result = await client.find({
    collection: 'tags',
    where: { site: { equals: site.id } },
    locale,
    fallbackLocale: site.defaultLocale,
    overrideAccess: false,
    user: null,
    depth: 0,
    pagination: false,
    select: { key: true, value: true },
  })
  const byName = new Intl.Collator(locale, { sensitivity: 'base' })
  return result.docs.map((d) => ({ id: d.id, key: d.key, value: d.value || d.key })).sort((a, b) => byName.compare(a.value, b.value) || a.id - b.id)
}

/** After the cursor in the list's order: older, or as old with a lower id (story-cursor.ts). */
const afterCursor = (c: StoryCursor): Where => ({ or: [{ date: { less_than: c.date } }, { and: [{ date: { equals: c.date } }, { id: { less_than: c.id } }] }] })
/** Before it: newer, or as old with a higher id. */
const beforeCursor = (c: StoryCursor): Where => ({
  or: [{ date: { greater_than: c.date } }, { and: [{ date: { equals: c.date } }, { id: { greater_than: c.id } }] }],
})

type FindStoriesArgs = {
  site: SiteRecord
  locale: Locale
  /** Tag keys (any of them: spec 01 §4 OR); unknown keys are ignored. */
  tags?: readonly string[]
  /** The token of the previous page's endCursor; a malformed one gives the first page. */
  cursor?: string | null
  limit: number
  payload?: Payload
}

/**
 * A page of a site's published stories, newest first (spec 01 §7.1 'Stories': ordered by date
 * descending, limit and cursor, an OR filter of tags when tags are selected). Read as the visitor:
 * drafts never show.
 */
export function findStories(args: FindStoriesArgs): Promise<StoriesPage> {
  const { site, locale, tags = [], cursor = null, limit } = args
  return cachedPublishedContent(`stories|${site.id}|${locale}|${JSON.stringify([tags, cursor, limit])}`, () => loadStories(args))
}

async function loadStories({ site, locale, tags = [], cursor, limit, payload }: FindStoriesArgs): Promise<StoriesPage> {
  const client = payload ?? (await getPayloadClient())
  const known = tags.length ? (await listStoryTags(site, locale, client)).filter((t) => tags.includes(t.key)) : []
  const after = decodeStoryCursor(cursor)
  const where: Where[] = [{ site: { equals: site.id } }]
  if (known.length) where.push({ tags: { in: known.map((t) => t.id) } })
  if (after) where.push(afterCursor(after))
  const result = await client.find({
    collection: 'stories',
    where: { and: where },
    sort: ['-date', '-id'],
    // One more than shown says whether there is a next page, without a count query.
    limit: limit + 1,
    pagination: false,
    locale,
    fallbackLocale: site.defaultLocale,
    overrideAccess: false,
    user: null,
    draft: false,
    depth: 1,
    select: SUMMARY_SELECT,
  })
  const stories = result.docs.slice(0, limit).map((d) => storySummary.parse(d))
  const last = stories.at(-1)
  return {
    stories,
    endCursor: last ? encodeStoryCursor({ date: last.date, id: last.id }) : null,
    hasNext: result.docs.length > limit,
    selectedTags: known.map((t) => t.key),
  }
}

type FindStoryArgs = { site: SiteRecord; locale: Locale; slug: string; draft?: boolean; user?: TypedUser | null }

/** A story by its slug, with its body (drafts only for a logged-in editor's preview). */
export async function findStoryBySlug({ site, locale, slug, draft = false, user = null }: FindStoryArgs) {
  if (!draft && !user) return cachedPublishedContent(`story|${site.id}|${locale}|${slug}`, () => loadStoryBySlug({ site, locale, slug }))
  return loadStoryBySlug({ site, locale, slug, draft, user })
}

async function loadStoryBySlug({ site, locale, slug, draft = false, user = null }: FindStoryArgs) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'stories',
    where: { and: [{ site: { equals: site.id } }, { slug: { equals: slug } }] },
    locale,
    fallbackLocale: site.defaultLocale,
    overrideAccess: false,
    user,
    draft,
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const doc = result.docs[0]
  return doc ? { ...storySummary.parse(doc), body: doc.body ?? null } : null
}

/**
 * The previous and next article by date (spec 01 §7.1: one item after the story's cursor, ordered
 * by date descending or ascending). Next is the one below it in the list (older), previous the one
 * above it (newer).
 */
export function adjacentStories(site: SiteRecord, locale: Locale, story: StoryCursor, payload?: Payload) {
  return cachedPublishedContent(`adjacent-stories|${site.id}|${locale}|${story.date}|${story.id}`, () => loadAdjacentStories(site, locale, story, payload))
}

async function loadAdjacentStories(site: SiteRecord, locale: Locale, story: StoryCursor, payload?: Payload) {
  const client = payload ?? (await getPayloadClient())
  const one = async (where: Where, sort: string[]) => {
    const result = await client.find({
      collection: 'stories',
      where: { and: [{ site: { equals: site.id } }, where] },
      sort,
      limit: 1,
      pagination: false,
      locale,
      fallbackLocale: site.defaultLocale,
      overrideAccess: false,
      user: null,
      draft: false,
      depth: 0,
      select: { title: true, slug: true, date: true },
    })
    const doc = result.docs[0]
    return doc ? { id: doc.id, title: doc.title, slug: doc.slug, date: doc.date } : null
  }
  const [previous, next] = await Promise.all([one(beforeCursor(story), ['date', 'id']), one(afterCursor(story), ['-date', '-id'])])
  return { previous, next }
}

/** Every published story of a site (slug, date, last change), for the sitemap. */
export async function listPublishedStories(site: SiteRecord) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'stories',
    where: { site: { equals: site.id } },
    overrideAccess: false,
    user: null,
    draft: false,
    depth: 0,
    pagination: false,
    sort: ['-date', '-id'],
    select: { slug: true, date: true, updatedAt: true },
  })
  return result.docs.map((d) => ({ slug: d.slug, date: d.date, updatedAt: d.updatedAt }))
}

/**
 * The story a path names (`{stories path}/{year}/{slug}`, see story-paths.ts), or null: one indexed
 * query, and only for paths of that shape. A slug under the wrong year is not the story.
 */
export async function findStoryAtPath(args: { site: SiteRecord; locale: Locale; year: number; slug: string; draft?: boolean; user?: TypedUser | null }) {
  const story = await findStoryBySlug(args)
  return story && new Date(story.date).getUTCFullYear() === args.year ? story : null
}
