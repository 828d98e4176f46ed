import type { TypedUser } from 'payload'

import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'
import { cachedPublishedContent } from '@/lib/published-content-cache'
import { getPayloadClient } from '@/cms/payload-client'

type FindPageArgs = {
  site: SiteRecord
  locale: Locale
  path: string
  /** Draft content for a logged-in editor's preview; never set for public requests. */
  draft?: boolean
  user?: TypedUser | null
}

/**
 * A page of a site by its full path, in a language, with the site's default language as fallback
 * for untranslated fields. Access control is applied as the visitor: anonymous readers only ever
 * get published pages (cms/access.ts).
 */
export async function findPageByPath({ site, locale, path, draft = false, user = null }: FindPageArgs) {
  if (!draft && !user) return cachedPublishedContent(`page|${site.id}|${locale}|${path}`, () => loadPageByPath({ site, locale, path }))
  return loadPageByPath({ site, locale, path, draft, user })
}

async function loadPageByPath({ site, locale, path, draft = false, user = null }: FindPageArgs) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    locale,
    fallbackLocale: site.defaultLocale,
    draft,
    overrideAccess: false,
    user,
    depth: 2,
    limit: 1,
    // One page or none: no count query.
    pagination: false,
  })
  return result.docs[0] ?? null
}

/** Published pages of a site (path and last change), for the sitemap. */
export async function listPublishedPages(site: SiteRecord) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { site: { equals: site.id } },
    overrideAccess: false,
    user: null,
    draft: false,
    depth: 0,
    pagination: false,
    select: { path: true, updatedAt: true },
    sort: 'path',
  })
  return result.docs.flatMap((d) => (typeof d.path === 'string' ? [{ path: d.path, updatedAt: d.updatedAt }] : []))
}

/** Published pages of a site at these paths (a page's ancestors), with the names a breadcrumb shows. */
export async function findPagesByPaths(site: SiteRecord, locale: Locale, paths: readonly string[]) {
  if (paths.length === 0) return []
  return cachedPublishedContent(`names|${site.id}|${locale}|${paths.join('|')}`, () => loadPagesByPaths(site, locale, paths))
}

async function loadPagesByPaths(site: SiteRecord, locale: Locale, paths: readonly string[]) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { path: { in: [...paths] } }] },
    locale,
    fallbackLocale: site.defaultLocale,
    overrideAccess: false,
    user: null,
    depth: 0,
    pagination: false,
    select: { path: true, title: true, navTitle: true },
  })
  return result.docs.flatMap((d) => (typeof d.path === 'string' ? [{ path: d.path, name: d.navTitle || d.title }] : []))
}
