import { LOCALES, type Locale } from '@/lib/locales'

/** The root page of a site with this slug is its home page, served at "/". */
export const HOME_SLUG = 'home'

/**
 * Full path of a page from its slug and its parent's path (spec 01 §7.1 page tree): the root
 * "home" page is "/", its children hang directly under "/" (/kop-bil), deeper pages below their
 * parent (/kop-bil/elbilar).
 */
export function pagePath(slug: string, parentPath: string | null | undefined): string {
  if (parentPath === null || parentPath === undefined) return slug === HOME_SLUG ? '/' : `/${slug}`
  return parentPath === '/' ? `/${slug}` : `${parentPath}/${slug}`
}

/** Slugs are one lower-case path segment; a language code is reserved for language prefixes. */
export function slugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug.length === 0) return 'A slug is required.'
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return 'Use lower-case letters a-z, digits and single dashes (no spaces, slashes or å/ä/ö).'
  if ((LOCALES as readonly string[]).includes(slug)) return `"${slug}" is reserved for the language prefix.`
  return null
}

const FOLDED: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' }

/**
 * A slug suggested from a page title (issue 24: a draft gets one before the editor picks their
 * own): letters folded to a-z ("Köp bil" → "kop-bil", "Bilpleie & dekk" → "bilpleie-dekk"), at
 * most 60 characters, never a language code. Undefined when the title has nothing to use.
 */
export function slugFromTitle(title: unknown): string | undefined {
  if (typeof title !== 'string') return undefined
  const slug = foldToSlug(title, 60)
  if (!slug) return undefined
  return (LOCALES as readonly string[]).includes(slug) ? `${slug}-sida` : slug
}

/**
 * Text as a slug: lower-case a-z and digits joined by single dashes, letters folded ("Borås" →
 * "boras", "Bjørn Åsane" → "bjorn-asane"), at most `max` characters. Also what a redirect puts in
 * for a captured segment (spec 03 §2.9: location and brand slugs are lowercase without accents).
 */
export function foldToSlug(text: string, max = Infinity): string {
  const folded = text
    .toLowerCase()
    .replace(/[æøœßđłþ]/g, (c) => FOLDED[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  return folded
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '')
}

/** The public URL path of a page path in a language: the site default has no prefix. */
export function localizedPath(path: string, locale: Locale, siteDefault: Locale): string {
  if (locale === siteDefault) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * A page path as it goes into an address, such as a redirect's Location: each segment
 * percent-encoded (a header carries no raw non-ASCII or control characters: Node refuses the
 * latter with a 500 and sends "å" as mojibake) and empty segments dropped (a path that starts with
 * "//" names another host). "/å" → "/%C3%A5".
 */
export function pathHref(path: string): string {
  return `/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`
}

/** Joins catch-all route segments back into a page path ("/" for none). */
export function segmentsToPath(segments: readonly string[] | undefined): string {
  if (!segments || segments.length === 0) return '/'
  return `/${segments.map((s) => decodeURIComponent(s).toLowerCase()).join('/')}`
}
