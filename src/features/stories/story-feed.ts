import type { SiteRecord } from '@/features/sites'
import { languageTag, type Locale } from '@/lib/locales'

import type { StoryCardData } from './story-card'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** How many stories the feed carries. */
export const FEED_SIZE = 20

/**
 * The site's stories as RSS 2.0 in one language (issue 21): newest first, each item's link the
 * article's address, its description the preamble.
 */
export function buildStoriesFeed({
  site,
  locale,
  origin,
  title,
  listHref,
  selfHref,
  stories,
}: {
  site: SiteRecord
  locale: Locale
  origin: string
  title: string
  listHref: string
  selfHref: string
  stories: readonly StoryCardData[]
}): string {
  const items = stories.map((s) =>
    [
      '    <item>',
      `      <title>${escapeXml(s.title)}</title>`,
      `      <link>${escapeXml(origin + s.href)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(origin + s.href)}</guid>`,
      `      <pubDate>${new Date(s.date).toUTCString()}</pubDate>`,
      ...(s.preamble ? [`      <description>${escapeXml(s.preamble)}</description>`] : []),
      ...s.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
      '    </item>',
    ].join('\n'),
  )
  const updated = stories[0] ? `\n    <lastBuildDate>${new Date(stories[0].date).toUTCString()}</lastBuildDate>` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(origin + listHref)}</link>
    <description>${escapeXml(title)}</description>
    <language>${languageTag(locale, site.country)}</language>
    <atom:link href="${escapeXml(origin + selfHref)}" rel="self" type="application/rss+xml"/>${updated}
${items.join('\n')}
  </channel>
</rss>
`
}
