import { fillText } from '@/lib/fill-text'
import type { NavigationItem } from '@/features/shell-content'

/** spec 01 §2.3, §9: on the home page the bar turns solid once the page is scrolled more than 100 px. */
export const FLOATING_BAR_SOLID_AFTER_PX = 100

/** spec 01 §2.3, §9: default logo size when the settings leave it out. */
export const DEFAULT_LOGO_WIDTH = 150
export const DEFAULT_LOGO_HEIGHT = 55

/** The bar floats transparently over the home page's banner until scrolled; elsewhere it is solid. */
export const isBarSolid = (isHome: boolean, scrollY: number): boolean => !isHome || scrollY > FLOATING_BAR_SOLID_AFTER_PX

const normalizePath = (href: string): string => {
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/**
 * Whether a menu link points at the page being shown or at one of its ancestors (spec 01 §3 Menu
 * node TopSelected): equal paths, or the current path lies below the link's. The start page '/'
 * matches only itself, otherwise every page would highlight it.
 */
export function isCurrentPage(currentHref: string, href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const current = normalizePath(currentHref)
  const target = normalizePath(href)
  if (current === target) return true
  return target !== '/' && current.startsWith(`${target}/`)
}

/** A top-level entry is highlighted when it or anything below it is the current page. */
export function isSectionSelected(currentHref: string, item: NavigationItem): boolean {
  return isCurrentPage(currentHref, item.href) || item.children.some((child) => isSectionSelected(currentHref, child))
}

// Shared placeholder rule, re-exported for this feature's components.
export { fillText }
