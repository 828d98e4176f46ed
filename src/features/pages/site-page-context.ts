import { cache } from 'react'

import { resolveRequestSite } from '@/features/sites/site-repository'
import type { SiteRecord } from '@/features/sites/site-record'
import { isLocale, type Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'

import { findPageByPath } from './page-repository'

export type SitePageContext =
  | { kind: 'unknown-site'; host: string }
  | { kind: 'redirect'; host: string }
  | { kind: 'redirect-path'; to: string }
  | { kind: 'not-found'; site: SiteRecord; locale: Locale }
  | { kind: 'page'; site: SiteRecord; locale: Locale; path: string; page: NonNullable<Awaited<ReturnType<typeof findPageByPath>>> }

/**
 * What a public request is: a page of a site, a page that does not exist, a host without a site,
 * or a redirect (www to bare host; the default language's own prefix to the unprefixed path).
 * Cached per request so the page and its metadata share one lookup.
 */
export const loadSitePage = cache(async (rawHost: string, lang: string, path: string): Promise<SitePageContext> => {
  const host = decodeURIComponent(rawHost)
  const resolution = await resolveRequestSite(host)
  if (resolution.kind === 'index' || resolution.kind === 'unknown') {
    // spec 01 §8: a request without a site context is logged, and answered with a clear 404.
    logger.warn({ host }, 'No content-platform context was found: no site is configured for this host')
    return { kind: 'unknown-site', host }
  }
  if (resolution.kind === 'redirect') return { kind: 'redirect', host: resolution.host }
  const site = resolution.site

  let locale: Locale
  if (lang === '_') locale = site.defaultLocale
  else if (lang === site.defaultLocale) return { kind: 'redirect-path', to: path }
  else if (isLocale(lang) && site.locales.includes(lang)) locale = lang
  else {
    // spec 01 §8: a request without a language context of this site is logged, then a 404.
    logger.warn({ host, site: site.key, lang }, 'No content-platform context was found: the site has no such language')
    return { kind: 'not-found', site, locale: site.defaultLocale }
  }

  const page = await findPageByPath({ site, locale, path })
  if (!page) return { kind: 'not-found', site, locale }
  return { kind: 'page', site, locale, path, page }
})
