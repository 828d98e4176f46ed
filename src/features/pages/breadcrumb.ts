import type { Locale } from '@/lib/locales'

import { localizedPath } from '@/lib/page-path'

export type Crumb = { name: string; href: string }

/** The paths above a page: '/kop-bil/elbilar/ev3' → ['/', '/kop-bil', '/kop-bil/elbilar']. */
export function ancestorPaths(path: string): string[] {
  if (path === '/') return []
  const parts = path.split('/').filter(Boolean)
  return ['/', ...parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)]
}

/**
 * The breadcrumb of a page from its content ancestors (spec 01 §2.12), start page first. An
 * ancestor that is not published (or missing) is left out rather than linked to a 404. `extra`
 * segments follow the page (car search pages add brand and model from the path).
 */
export function buildBreadcrumb(
  pages: readonly { path: string; name: string }[],
  current: { path: string; name: string },
  locale: Locale,
  siteDefault: Locale,
  extra: readonly Crumb[] = [],
): Crumb[] {
  const byPath = new Map(pages.map((p) => [p.path, p.name]))
  const crumbs: Crumb[] = []
  for (const path of ancestorPaths(current.path)) {
    const name = byPath.get(path)
    if (name) crumbs.push({ name, href: localizedPath(path, locale, siteDefault) })
  }
  crumbs.push({ name: current.name, href: localizedPath(current.path, locale, siteDefault) })
  return [...crumbs, ...extra]
}

/**
 * On car search pages the path below the car-list path holds facet filters (spec 02 'Car list
 * page'); the first two become brand and model crumbs (spec 01 §2.12). `label` turns a path
 * segment into the name to show (the car list knows the facet values).
 */
export function carSearchCrumbs(path: string, carListPath: string, label: (segment: string) => string = (s) => s): Crumb[] {
  const base = carListPath.replace(/\/$/, '')
  if (!path.startsWith(`${base}/`)) return []
  const segments = path
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean)
    .slice(0, 2)
  return segments.map((segment, i) => ({ name: label(segment), href: `${base}/${segments.slice(0, i + 1).join('/')}` }))
}

/** A car search segment's name: the stock's spelling ('land-rover' → 'Land Rover'), else the segment as typed. */
export const carSearchSegmentName = (names: Readonly<Record<string, string>>, segment: string): string =>
  Object.hasOwn(names, segment) ? (names[segment] ?? segment) : segment

/**
 * An address's path with each segment decoded as the server's route gets it ('/kop-bil/%C5%A1koda'
 * → '/kop-bil/škoda'); a segment that is no valid escape stays as it is.
 */
export function decodePathSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

/** BreadcrumbList structured data for the same crumbs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}${c.href}` })),
  }
}
