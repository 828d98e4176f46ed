import type { Metadata } from 'next'

import { absoluteUrl, buildPageMetadata } from '@/features/page-head'
import type { SiteRecord } from '@/features/sites'
import { languageTag, type Locale } from '@/lib/locales'

import { storyHref, storyPath } from './story-paths'
import type { StorySummary } from './story-repository'

/** The site's stories feed in a language (linked from every page's head as rel="alternate"). */
export const storiesFeedHref = (locale: Locale) => `/api/stories-feed?lang=${locale}`

/** spec 01 §2.11 article: the `Article` structured data (headline, dates, author, picture, publisher). */
export function articleJsonLd(site: SiteRecord, locale: Locale, story: StorySummary, origin: string) {
  const url = absoluteUrl(origin, storyHref(site, locale, story))
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title,
    ...(story.preamble ? { description: story.preamble } : {}),
    datePublished: new Date(story.date).toISOString(),
    ...(story.updatedAt ? { dateModified: new Date(story.updatedAt).toISOString() } : {}),
    ...(story.author ? { author: { '@type': 'Person', name: story.author } } : {}),
    ...(story.image ? { image: [absoluteUrl(origin, story.image.url)] } : {}),
    inLanguage: languageTag(locale, site.country),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      ...(site.logo?.url ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, site.logo.url) } } : {}),
    },
    ...(story.tags.length ? { keywords: story.tags.map((t) => t.value || t.key).join(', ') } : {}),
  }
}

/** Adds the site's stories feed in this language to a page's head (`<link rel="alternate" type="application/rss+xml">`). */
export function withStoriesFeed(metadata: Metadata, locale: Locale): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': storiesFeedHref(locale) } } }
}

/** The head of an article: the page head of its title, preamble and picture at its own address, as an og:article. */
export function storyMetadata(site: SiteRecord, locale: Locale, story: StorySummary, origin: string): Metadata {
  const base = buildPageMetadata({
    site,
    locale,
    origin,
    path: storyPath(site, story),
    page: { title: story.title, metaDescription: story.preamble ?? null, ogImage: story.image ? { url: story.image.url, alt: story.image.alt } : null },
  })
  return withStoriesFeed(
    {
      ...base,
      openGraph: {
        ...base.openGraph,
        type: 'article',
        publishedTime: new Date(story.date).toISOString(),
        ...(story.author ? { authors: [story.author] } : {}),
      },
    },
    locale,
  )
}
