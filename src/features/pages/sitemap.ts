import type { SiteRecord } from '@/features/sites'
import { languageTag } from '@/lib/locales'

import { localizedPath } from '@/lib/page-path'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * sitemap.xml of a site: every published page in every language of the site, each entry listing
 * all its language versions as hreflang alternates (plus x-default, the default language).
 */
export function buildSitemapXml(site: SiteRecord, pages: readonly { path: string; updatedAt?: string | null }[], origin: string): string {
  const urls: string[] = []
  for (const page of pages) {
    const alternates = site.locales
      .map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${languageTag(l, site.country)}" href="${escapeXml(origin + localizedPath(page.path, l, site.defaultLocale))}"/>`,
      )
      .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`)
      .join('\n')
    const lastmod = page.updatedAt ? `\n    <lastmod>${escapeXml(new Date(page.updatedAt).toISOString())}</lastmod>` : ''
    for (const locale of site.locales) {
      urls.push(`  <url>\n    <loc>${escapeXml(origin + localizedPath(page.path, locale, site.defaultLocale))}</loc>${lastmod}\n${alternates}\n  </url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt of a site: everything public may be crawled; the CMS and previews may not. */
export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /preview/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
