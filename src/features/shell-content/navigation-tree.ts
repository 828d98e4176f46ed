import { localizedPath } from '@/lib/page-path'
import type { LanguageLink, NavigationItem, ShellImage } from '@/features/shell-content/shell-types'
import { type Locale, LOCALE_LABELS } from '@/lib/locales'

/** A published page as the menu needs it (spec 01 §3 Menu node / Navigation item). */
export type NavigationPage = {
  id: string
  parentId?: string
  path: string
  title: string
  navTitle?: string
  /** The old content platform stored '1'; our CMS stores a boolean. Both mean hidden. */
  hideInNavigation?: boolean | string | null
  navOrder?: number | null
  image?: ShellImage
  navigableWithChildren?: boolean | null
  externalLink?: { href?: string | null; text?: string | null } | null
}

/** spec 01 §9: the menu shows the page tree to three levels. */
export const NAVIGATION_DEPTH = 3

export const isHiddenInNavigation = (value: NavigationPage['hideInNavigation']) => value === true || value === '1'

const byMenuOrder = (a: NavigationPage, b: NavigationPage) =>
  (a.navOrder ?? 100) - (b.navOrder ?? 100) || (a.navTitle || a.title).localeCompare(b.navTitle || b.title)

/**
 * The menu tree of a site from its published pages (spec 01 §2.3, §7.1). The top level is the
 * start page's children (and any other root pages); the start page itself is the logo link.
 * A page flagged hideInNavigation is left out together with its sub-pages, at every level.
 */
export function buildNavigationTree(pages: readonly NavigationPage[], locale: Locale, siteDefault: Locale, depth = NAVIGATION_DEPTH): NavigationItem[] {
  const home = pages.find((p) => p.path === '/')
  const children = new Map<string, NavigationPage[]>()
  for (const page of pages) {
    if (page === home) continue
    // Root pages other than the start page sit at the top level next to its children.
    const parent = page.parentId && pages.some((p) => p.id === page.parentId) ? page.parentId : (home?.id ?? '')
    const list = children.get(parent) ?? []
    list.push(page)
    children.set(parent, list)
  }

  const build = (parentId: string, level: number): NavigationItem[] => {
    if (level > depth) return []
    return (children.get(parentId) ?? [])
      .filter((p) => !isHiddenInNavigation(p.hideInNavigation))
      .sort(byMenuOrder)
      .map((page) => {
        const external = page.externalLink?.href ? { href: page.externalLink.href, text: page.externalLink.text || undefined } : undefined
        return {
          id: page.id,
          title: external?.text || page.navTitle || page.title,
          href: external?.href ?? localizedPath(page.path, locale, siteDefault),
          ...(external ? { external } : {}),
          ...(page.image ? { image: page.image } : {}),
          navigableWithChildren: page.navigableWithChildren !== false,
          children: build(page.id, level + 1),
        }
      })
  }
  return build(home?.id ?? '', 1)
}

const ENGLISH_NAMES: Record<Locale, string> = { sv: 'Swedish', nb: 'Norwegian', fi: 'Finnish', sk: 'Slovak', en: 'English' }

/**
 * The language switcher's entries (spec 01 §3 Language entry, §7.1 available languages): the same
 * page in every site language it has been translated into, site default first.
 */
export function languageLinks(path: string, siteLocales: readonly Locale[], translated: readonly Locale[], current: Locale): LanguageLink[] {
  const siteDefault = siteLocales[0]
  if (!siteDefault) return []
  return siteLocales
    .filter((l) => l === current || translated.includes(l))
    .map((locale) => ({
      locale,
      nativeName: LOCALE_LABELS[locale],
      englishName: ENGLISH_NAMES[locale],
      href: localizedPath(path, locale, siteDefault),
      current: locale === current,
    }))
}

/**
 * Whether a menu item is the current page or one of its ancestors (the "TopSelected" highlight).
 * The start page only matches itself, or every item would be highlighted.
 */
export function isCurrentItem(itemHref: string, currentHref: string): boolean {
  if (itemHref === currentHref) return true
  if (itemHref === '/' || /^[a-z]+:/i.test(itemHref)) return false
  return currentHref.startsWith(`${itemHref}/`)
}
