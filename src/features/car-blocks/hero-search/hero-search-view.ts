import { localizedPath } from '@/lib/page-path'
import { isLocale, type Locale } from '@/lib/locales'

import type { HeroMedia, HeroSearchBlockData } from './hero-search-block'

/** Marks the banner element; the FullScreen scroll-down button scrolls to just below it. */
export const HERO_BANNER_ATTRIBUTE = 'data-hero-banner'

/** spec 01 §2.7 phone/desktop media switch: phone media below 768 px (Tailwind's md). */
export const HERO_PHONE_MEDIA_QUERY = '(max-width: 767px)'

/** An upload that has a file (a bare id or null is a deleted or unreadable upload). */
export function mediaOf(value: HeroSearchBlockData['image']): HeroMedia | undefined {
  return value && typeof value === 'object' ? value : undefined
}

/** Desktop and phone images, each falling back to the other. */
export function heroImages(data: Pick<HeroSearchBlockData, 'image' | 'imagePhone'>): { desktop: HeroMedia; phone: HeroMedia } | undefined {
  const desktop = mediaOf(data.image) ?? mediaOf(data.imagePhone)
  const phone = mediaOf(data.imagePhone) ?? desktop
  return desktop && phone ? { desktop, phone } : undefined
}

/**
 * spec 01 §2.7, §5: "A hero banner renders only if its Content is Video or it has an image".
 */
export function heroBannerRenders(data: Pick<HeroSearchBlockData, 'content' | 'image' | 'imagePhone'>): boolean {
  return data.content === 'video' || heroImages(data) !== undefined
}

export type HeroVideoSource = { src: string; type?: string; media?: string }

/**
 * The <source> list of the banner video: the phone video first, limited to phones, then the
 * desktop video for everything else (the browser takes the first source that fits). Only uploads
 * that are videos count (a wrongly chosen image would never play).
 */
export function heroVideoSources(data: Pick<HeroSearchBlockData, 'videoDesktop' | 'videoPhone'>): HeroVideoSource[] {
  const isVideoFile = (media: HeroMedia | undefined): media is HeroMedia => media !== undefined && (!media.mimeType || media.mimeType.startsWith('video/'))
  const desktop = mediaOf(data.videoDesktop)
  const phone = mediaOf(data.videoPhone)
  const sources: HeroVideoSource[] = []
  const source = (media: HeroMedia, query?: string): HeroVideoSource => ({
    src: media.url,
    ...(media.mimeType ? { type: media.mimeType } : {}),
    ...(query ? { media: query } : {}),
  })
  if (isVideoFile(phone)) sources.push(source(phone, isVideoFile(desktop) ? HERO_PHONE_MEDIA_QUERY : undefined))
  if (isVideoFile(desktop)) sources.push(source(desktop))
  return sources
}

/**
 * The link button's address in the page language: a site path written without a language prefix
 * ('/kop-bil') gets the page language's prefix as page links do (spec 01 §2.1, default language
 * unprefixed); a path that already starts with a language code, and full addresses (https:, tel:,
 * mailto:, //host), stay as they are.
 */
export function heroLinkHref(href: string, locale: Locale, siteDefault: Locale): string {
  const trimmed = href.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return trimmed
  const firstSegment = trimmed.split(/[/?#]/)[1] ?? ''
  if (isLocale(firstSegment)) return trimmed
  return localizedPath(trimmed, locale, siteDefault)
}
