import { loadBrandModelValues } from '@/features/car-list/car-list-service'
import { facetValueSlug, hierarchyLeaf } from '@/features/car-list/query-state'
import type { SiteRecord } from '@/features/sites/site-record'
import type { Locale } from '@/lib/locales'

import { carSearchCrumbs, type Crumb } from './breadcrumb'
import { localizedPath } from '@/lib/page-path'

/**
 * Brand and model crumbs of a car search page (spec 01 §2.12), named as the stock spells them
 * ('land-rover' → 'Land Rover'); an unknown segment shows as typed.
 */
export async function carSearchBreadcrumb(site: SiteRecord, locale: Locale, listPath: string, segments: readonly string[]): Promise<Crumb[]> {
  const values = await loadBrandModelValues(site)
  const names = new Map<string, string>()
  for (const brand of values.brands) names.set(facetValueSlug(brand), brand)
  for (const model of values.models) {
    const leaf = hierarchyLeaf(model)
    if (leaf && !names.has(facetValueSlug(leaf))) names.set(facetValueSlug(leaf), leaf)
  }
  const base = localizedPath(listPath, locale, site.defaultLocale)
  return carSearchCrumbs(`${base}/${segments.join('/')}`, base, (segment) => names.get(segment) ?? segment)
}
