import { fillText } from '@/lib/fill-text'
import type { NavigationItem } from '@/features/shell-content'

/** spec 01 §9: default logo size. */
export const DEFAULT_LOGO_SIZE = { width: 150, height: 55 } as const

/** A CMS size that is missing, zero or nonsense falls back to the default (spec 01 §2.3). */
export const logoDimension = (value: number, fallback: number): number => (Number.isFinite(value) && value > 0 ? value : fallback)

/** How a link is followed: within the app (client navigation), to another site (new tab), or anything else (mailto:, tel:). */
export type LinkKind = 'internal' | 'external' | 'other'

export function linkKind(href: string): LinkKind {
  if (/^(https?:)?\/\//i.test(href)) return 'external'
  if (href.startsWith('/') || href.startsWith('?') || href.startsWith('#')) return 'internal'
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? 'other' : 'internal'
}

export type NavItemLink = { href: string; text: string; kind: LinkKind }

/** spec 01 §2.3 version B: an external link override replaces the href, and its text (when set) the title. */
export function navItemLink(item: NavigationItem): NavItemLink {
  const href = item.external?.href || item.href
  return { href, text: item.external?.text?.trim() || item.title, kind: linkKind(href) }
}

/** spec 01 §2.3 version B: an item with children is itself a link only when it is flagged navigable. */
export const navItemIsLink = (item: NavigationItem): boolean => item.children.length === 0 || item.navigableWithChildren

function normalizePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/**
 * spec 01 §2.3 version B: the item is current when the path equals its href or lies below it. The
 * site root and the language start page (`homeHref`) would lie above every page, so they count
 * only when they are the page itself.
 */
export function hrefMatches(currentHref: string, href: string, homeHref: string): 'page' | 'section' | null {
  if (linkKind(href) !== 'internal') return null
  const current = normalizePath(currentHref)
  const target = normalizePath(href)
  if (!target) return null
  if (current === target) return 'page'
  if (target === '/' || target === normalizePath(homeHref)) return null
  return current.startsWith(`${target}/`) ? 'section' : null
}

/** The item's own match, or 'section' when one of its descendants is the current page. */
export function navItemMatch(item: NavigationItem, currentHref: string, homeHref: string): 'page' | 'section' | null {
  const own = hrefMatches(currentHref, navItemLink(item).href, homeHref)
  if (own) return own
  return item.children.some((child) => navItemMatch(child, currentHref, homeHref) !== null) ? 'section' : null
}

/**
 * aria-current for a match: "page" for the page itself, "true" (current item of the set) for a
 * section, so screen readers do not announce a section link as the page being read.
 */
export const ariaCurrent = (match: 'page' | 'section' | null): 'page' | 'true' | undefined =>
  match === 'page' ? 'page' : match === 'section' ? 'true' : undefined

// Shared placeholder rule, re-exported for this feature's components.
export { fillText }

/** A CMS id made safe for id/aria-controls (an IDREF list is space separated). */
export const domIdPart = (id: string): string => id.replace(/[^\w-]/g, '_')
