import type { Condition, Field } from 'payload'
import { z } from 'zod'

import { isLocale, type Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

/**
 * Field builders and data schemas the content blocks share (issue 21): a link (address and
 * localized text), a picture or video from the media library, a background colour and a column
 * count. Each block's schema is built from these, so an editor meets the same fields everywhere.
 */

export const linkField = (name = 'link', description?: string): Field => ({
  name,
  type: 'group',
  admin: description ? { description } : undefined,
  fields: [
    { name: 'href', type: 'text', label: 'Address', admin: { description: 'A page path without language prefix (/kop-bil) or a full address.' } },
    { name: 'text', type: 'text', label: 'Link text', localized: true },
  ],
})

export const imageField = (name: string, description?: string, condition?: Condition): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  admin: { description, condition },
})

export const videoField = (name: string, description?: string, condition?: Condition): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'video' } },
  admin: { description, condition },
})

export const BACKGROUNDS = ['none', 'gray', 'accent', 'dark'] as const
export type Background = (typeof BACKGROUNDS)[number]

export const backgroundField = (name = 'backgroundColor', defaultValue: Background = 'none'): Field => ({
  name,
  type: 'select',
  label: 'Background colour',
  defaultValue,
  options: [
    { label: 'None (page background)', value: 'none' },
    { label: 'Gray', value: 'gray' },
    { label: 'Brand colour', value: 'accent' },
    { label: 'Dark', value: 'dark' },
  ],
})

/** Background and text colour classes of each background choice (the theme's tokens). */
export const backgroundClass: Record<Background, string> = {
  none: '',
  gray: 'bg-surface text-foreground',
  accent: 'bg-accent text-accent-contrast',
  dark: 'bg-foreground text-background',
}

export const columnsField = (options: readonly (3 | 4)[] = [3, 4]): Field => ({
  name: 'columns',
  type: 'select',
  label: 'Columns on wide screens',
  defaultValue: String(options[0]),
  options: options.map((n) => ({ label: `${n} columns`, value: String(n) })),
})

/** Grid classes: one column on phones, two on tablets, 3 or 4 from 1024 px. */
export const columnsClass = (columns: '3' | '4' | null | undefined) =>
  columns === '4' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

const media = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
  mimeType: z.string().nullish(),
  filename: z.string().nullish(),
  filesize: z.number().nonnegative().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
})
export type BlockMedia = z.infer<typeof media>

/** An upload as Payload hands it over: a deleted or unreadable one arrives as null or a bare id. */
export const mediaRef = z.union([media, z.number(), z.string()]).nullish()

/** The media document, or undefined when there is none to show. */
export const asMedia = (ref: z.infer<typeof mediaRef>): BlockMedia | undefined => (ref && typeof ref === 'object' ? ref : undefined)

export const linkData = z.object({ href: z.string().nullish(), text: z.string().nullish() }).nullish()
export type LinkData = z.infer<typeof linkData>

const lexicalNode: z.ZodType<{ type: string; children?: unknown[] }> = z.looseObject({
  type: z.string(),
  children: z.array(z.lazy(() => lexicalNode)).optional(),
})

/**
 * Lexical editor state as Payload stores it (a rich-text field of a block). Here, not beside
 * `LexicalText`, so a block schema reads it without loading a React component into the CMS config.
 */
export const lexicalData = z.object({ root: z.looseObject({ type: z.literal('root'), children: z.array(lexicalNode) }) }).nullish()

/**
 * The address of an editor's link in the page language: a site path gets the language prefix
 * ('/kontakt' → '/en/kontakt' on the English pages); full addresses, mailto:, tel: and paths
 * that already name a language stay as written. Empty → undefined.
 */
export function blockHref(href: string | null | undefined, locale: Locale, siteDefault: Locale): string | undefined {
  const trimmed = href?.trim()
  if (!trimmed) return undefined
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return trimmed
  const first = trimmed.split(/[/?#]/)[1] ?? ''
  if (isLocale(first)) return trimmed
  return localizedPath(trimmed, locale, siteDefault)
}

/** A link worth rendering: an address and a text, or undefined. */
export function usableLink(link: LinkData, locale: Locale, siteDefault: Locale): { href: string; text: string } | undefined {
  const href = blockHref(link?.href, locale, siteDefault)
  const text = link?.text?.trim()
  return href && text ? { href, text } : undefined
}

/** Whether an address leaves the site (opened as is, marked for assistive technology by the text). */
export const isExternal = (href: string) => /^(https?:)?\/\//.test(href)

export type BlockVideoSource = { src: string; type?: string; media?: string }

/** The video's sources: the phone file below 768 px when there is one, the desktop file otherwise. */
export function videoSources(
  desktop: { url: string; mimeType?: string | null } | undefined,
  phone: { url: string; mimeType?: string | null } | undefined,
): BlockVideoSource[] {
  const sources: BlockVideoSource[] = []
  if (phone && desktop) sources.push({ src: phone.url, type: phone.mimeType ?? undefined, media: '(max-width: 767px)' })
  const main = desktop ?? phone
  if (main) sources.push({ src: main.url, type: main.mimeType ?? undefined })
  return sources
}

/**
 * An entry animation (spec 01 §3 Blurb UseTextAnimations / UseMediaAnimations): fades and rises in
 * as the page shows it (CSS @starting-style, no script). Only for visitors who have not asked for
 * reduced motion (`motion-safe:`); the others see it in place at once.
 */
export const entryAnimation = (on: boolean | null | undefined, delay: 'none' | 'short' = 'none') =>
  on
    ? `motion-safe:transition motion-safe:duration-700 motion-safe:ease-out motion-safe:starting:translate-y-6 motion-safe:starting:opacity-0 ${delay === 'short' ? 'motion-safe:delay-150' : ''}`
    : ''

/**
 * A YouTube video id from what an editor pasted: the 11-character id itself, or a watch, share,
 * embed or shorts address. Anything else is undefined (no iframe is ever built from it).
 */
export function youtubeVideoId(input: string | null | undefined): string | undefined {
  const value = input?.trim()
  if (!value) return undefined
  if (/^[A-Za-z0-9_-]{11}$/.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  let id: string | null | undefined
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1]
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined
}

/** The embed address used once the visitor clicks the facade: the privacy-enhanced host, muted autoplay (spec 01 §4 "Video embeds start muted with autoplay on"). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&rel=0&playsinline=1`
