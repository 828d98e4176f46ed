import { buildNavigationTree, languageLinks, type NavigationPage } from '@/features/shell-content/navigation-tree'
import type { SiteRecord } from '@/features/sites'
import { isLocale, type Locale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/cms/payload-client'

import { cachedShell } from '@/lib/shell-cache'
import { type ShellSettings, toShellSettings } from './shell-settings'
import type { LanguageLink, NavigationItem, ShellImage } from './shell-types'

export type SiteMenu = { items: NavigationItem[]; languages: LanguageLink[] }

const idOf = (v: unknown): string | undefined =>
  v === null || v === undefined ? undefined : typeof v === 'object' ? ('id' in v ? String((v as { id: unknown }).id) : undefined) : String(v)

const imageOf = (v: unknown, alt: string): ShellImage | undefined => {
  if (!v || typeof v !== 'object') return undefined
  const m = v as { url?: unknown; alt?: unknown; width?: unknown; height?: unknown }
  if (typeof m.url !== 'string' || !m.url) return undefined
  return {
    url: m.url,
    alt: typeof m.alt === 'string' && m.alt ? m.alt : alt,
    ...(typeof m.width === 'number' ? { width: m.width } : {}),
    ...(typeof m.height === 'number' ? { height: m.height } : {}),
  }
}

/** Navigation, alert, banner and footer settings of a site in a language (spec 01 §3 Footer, Alert bar). */
export function loadShellSettings(site: SiteRecord, locale: Locale): Promise<ShellSettings> {
  return cachedShell(`settings:${site.id}:${locale}`, async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'site-shell',
      where: { site: { equals: site.id } },
      locale,
      fallbackLocale: site.defaultLocale,
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    return toShellSettings(result.docs[0] ?? {}, { siteName: site.name, locale, siteDefault: site.defaultLocale, carListPath: site.paths.carList })
  })
}

/** The menu tree from the site's published pages (spec 01 §7.1 navigation tree to three levels). */
export function loadNavigationTree(site: SiteRecord, locale: Locale): Promise<NavigationItem[]> {
  return cachedShell(`menu:${site.id}:${locale}`, async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      where: { site: { equals: site.id } },
      locale,
      fallbackLocale: site.defaultLocale,
      draft: false,
      overrideAccess: false,
      user: null,
      depth: 1,
      pagination: false,
      select: {
        path: true,
        parent: true,
        title: true,
        navTitle: true,
        hideInNavigation: true,
        navOrder: true,
        navImage: true,
        navigableWithChildren: true,
        externalLink: true,
      },
    })
    const pages: NavigationPage[] = result.docs.flatMap((d) => {
      if (typeof d.path !== 'string' || typeof d.title !== 'string') return []
      return [
        {
          id: String(d.id),
          parentId: idOf(d.parent),
          path: d.path,
          title: d.title,
          navTitle: d.navTitle ?? undefined,
          hideInNavigation: d.hideInNavigation,
          navOrder: d.navOrder,
          image: imageOf(d.navImage, d.navTitle || d.title),
          navigableWithChildren: d.navigableWithChildren,
          externalLink: d.externalLink,
        },
      ]
    })
    return buildNavigationTree(pages, locale, site.defaultLocale)
  })
}

/** The languages a page is translated into (spec 01 §7.1 available languages for a route). */
export function loadPageLanguages(site: SiteRecord, pageId: string | number): Promise<Locale[]> {
  return cachedShell(`languages:${site.id}:${pageId}`, async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: false,
      user: null,
      disableErrors: true,
      select: { title: true },
    })
    const titles: unknown = doc?.title
    if (!titles || typeof titles !== 'object') return [site.defaultLocale]
    return Object.entries(titles as Record<string, unknown>).flatMap(([locale, title]) =>
      isLocale(locale) && typeof title === 'string' && title.trim() ? [locale] : [],
    )
  })
}

/**
 * The menu of a page: items and language links. A failure is logged and answered with null, and
 * the page renders without navigation (spec 01 §8 "Navigation fetch failure").
 */
export async function loadSiteMenu(
  site: SiteRecord,
  locale: Locale,
  page: { id?: string | number; path: string; locales?: Locale[] },
): Promise<SiteMenu | null> {
  try {
    const [items, translated] = await Promise.all([
      loadNavigationTree(site, locale),
      page.locales ? Promise.resolve(page.locales) : page.id !== undefined ? loadPageLanguages(site, page.id) : Promise.resolve([locale]),
    ])
    return { items, languages: languageLinks(page.path, site.locales, translated, locale) }
  } catch (error) {
    logger.error({ err: error, site: site.key, locale }, 'Navigation could not be loaded; the page renders without it')
    return null
  }
}

/** Shell settings, or the defaults when they cannot be read (logged): the page still renders. */
export async function loadShellSettingsSafely(site: SiteRecord, locale: Locale): Promise<ShellSettings> {
  try {
    return await loadShellSettings(site, locale)
  } catch (error) {
    logger.error({ err: error, site: site.key, locale }, 'Site shell settings could not be loaded; using defaults')
    return toShellSettings({}, { siteName: site.name, locale, siteDefault: site.defaultLocale, carListPath: site.paths.carList })
  }
}
