import type { Metadata } from 'next'
import { z } from 'zod'

import type { SiteRecord } from '@/features/sites'
import { type Locale, languageTag } from '@/lib/locales'

import { localizedPath } from '@/lib/page-path'

/** The page fields the head needs (spec 01 §1 "Page head data"), read defensively from the CMS. */
export const pageHeadFields = z.object({
  title: z.string().nullish(),
  metaTitle: z.string().nullish(),
  navTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  ogDescription: z.string().nullish(),
  ogImage: z.union([z.object({ url: z.string().nullish(), alt: z.string().nullish() }).passthrough(), z.number(), z.string()]).nullish(),
  canonicalURL: z.string().nullish(),
  gtmID: z.string().nullish(),
})
export type PageHeadFields = z.infer<typeof pageHeadFields>

/** Title = the site's template with the page's metaTitle, else navTitle, else its title. */
export function pageTitle(template: string, page: PageHeadFields): string {
  const own = page.metaTitle?.trim() || page.navTitle?.trim() || page.title?.trim() || ''
  if (!own) return template.replace(/\s*[|–-]?\s*%s\s*[|–-]?\s*/, '').trim() || template
  return template.replace('%s', own)
}

const MIME_BY_EXTENSION: Record<string, string> = {
  ico: 'image/x-icon',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** The icon's MIME type from its file extension (spec 01 §1). */
export function faviconMimeType(filename: string): string | undefined {
  const ext = filename.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? ''
  return MIME_BY_EXTENSION[ext]
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/

/** The tag-manager container: the page's own, else the site's; anything not shaped like an id is ignored. */
export function tagManagerId(pageGtmId: string | null | undefined, siteGtmId: string | null | undefined): string | undefined {
  for (const id of [pageGtmId, siteGtmId]) {
    const trimmed = id?.trim().toUpperCase()
    if (trimmed && GTM_ID.test(trimmed)) return trimmed
  }
  return undefined
}

/** A path on this site or a full URL, as a full URL. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`

type HeadInput = { site: SiteRecord; page: PageHeadFields; locale: Locale; origin: string; path: string }

/** Everything Next renders into <head> for a page. */
export function buildPageMetadata({ site, page, locale, origin, path }: HeadInput): Metadata {
  const title = pageTitle(site.titleTemplate, page)
  const publicPath = localizedPath(path, locale, site.defaultLocale)
  const ogImage = page.ogImage && typeof page.ogImage === 'object' && page.ogImage.url ? page.ogImage : undefined
  const languages: Record<string, string> = {}
  for (const l of site.locales) languages[languageTag(l, site.country)] = absoluteUrl(origin, localizedPath(path, l, site.defaultLocale))
  languages['x-default'] = absoluteUrl(origin, path)

  return {
    title,
    description: page.metaDescription ?? undefined,
    alternates: {
      canonical: page.canonicalURL ? absoluteUrl(origin, page.canonicalURL) : absoluteUrl(origin, publicPath),
      languages,
    },
    openGraph: {
      type: 'website',
      title: page.metaTitle?.trim() || page.navTitle?.trim() || page.title?.trim() || title,
      description: page.ogDescription ?? page.metaDescription ?? undefined,
      url: absoluteUrl(origin, publicPath),
      siteName: site.name,
      locale: languageTag(locale, site.country).replace('-', '_'),
      images: ogImage?.url ? [{ url: absoluteUrl(origin, ogImage.url), alt: ogImage.alt ?? undefined }] : undefined,
    },
    icons: site.favicon ? { icon: [{ url: site.favicon.url, type: faviconMimeType(site.favicon.filename) }] } : undefined,
  }
}

/** The WebSite structured-data block (spec 01 §1). */
export function websiteJsonLd(site: SiteRecord, origin: string) {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: `${origin}/` }
}

/**
 * The head of a page drawn from stock data rather than a CMS page (a car, a facility): its own
 * title, description, canonical address and social image (a path on this site or a full URL).
 */
export function detailPageMetadata({
  title,
  description,
  canonical,
  image,
  origin,
}: {
  title: string
  description: string
  canonical: string
  image?: string | null
  origin: string
}): Metadata {
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, type: 'website', ...(image ? { images: [{ url: absoluteUrl(origin, image) }] } : {}) },
  }
}
