import { type Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

/** What a story's address is made of: the site's stories path, the story's year and slug. */
type StoryRef = { slug: string; date: string }
type SiteRef = { paths: { stories: string }; defaultLocale: Locale }

const storiesBase = (site: SiteRef) => `/${site.paths.stories.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '')

/** The year a story's address names (UTC, so it is the same on every server). */
export const storyYear = (date: string) => new Date(date).getUTCFullYear()

/** A story's path without the language prefix: `{stories path}/{year}/{slug}`. */
export const storyPath = (site: SiteRef, story: StoryRef) => `${storiesBase(site)}/${storyYear(story.date)}/${story.slug}`

/** A story's address in a language (the default language has no prefix). */
export const storyHref = (site: SiteRef, locale: Locale, story: StoryRef) => localizedPath(storyPath(site, story), locale, site.defaultLocale)

/** The stories index's address in a language. */
export const storiesIndexHref = (site: SiteRef, locale: Locale) => localizedPath(storiesBase(site) || '/', locale, site.defaultLocale)

/**
 * The year and slug a path names when it is a story's address (`{stories path}/{yyyy}/{slug}`),
 * else null. Only the shape is checked here; the story itself is looked up by the caller.
 */
export function parseStoryPath(site: SiteRef, path: string): { year: number; slug: string } | null {
  const base = storiesBase(site)
  if (!path.startsWith(`${base}/`)) return null
  const rest = path.slice(base.length + 1).split('/')
  if (rest.length !== 2) return null
  const [year, slug] = rest as [string, string]
  if (!/^(19|20|21)\d\d$/.test(year) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null
  return { year: Number(year), slug }
}

/** spec 01 §2.11: the article's back button goes to its path minus the last two segments. */
export function parentListPath(path: string): string {
  const parts = path.split('/').filter(Boolean)
  return parts.length <= 2 ? '/' : `/${parts.slice(0, -2).join('/')}`
}

/** spec 01 §2.11: a date shows only the part before the first space. */
export const dateBeforeFirstSpace = (formatted: string) => formatted.split(' ')[0] ?? ''

/** A story's formatted date value (spec 01 §3 date.formattedDateValue): `YYYY-MM-DD HH:mm`, UTC. */
export function formattedDateValue(date: string): string {
  const iso = new Date(date).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}

/** spec 01 §9: tags in the address are separated by '|'; unknown keys are dropped by the caller. */
export function parseTagParam(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join('|') : typeof value === 'string' ? value : ''
  const keys = raw
    .split('|')
    .map((k) => k.trim().toLowerCase())
    .filter((k) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(k) && k.length <= 60)
  return [...new Set(keys)].slice(0, 20)
}

/** The list's address with this set of tags selected (empty: "Show all"). */
export function tagsHref(listHref: string, keys: readonly string[]): string {
  return keys.length === 0 ? listHref : `${listHref}?tags=${keys.map(encodeURIComponent).join('|')}`
}

/** The selected set after a tag chip is pressed: it toggles (spec 01 §4 multi-select). */
export function toggleTag(selected: readonly string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]
}
