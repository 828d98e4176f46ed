import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

import { ancestorPaths, buildBreadcrumb } from './breadcrumb'
import { BreadcrumbTrail } from './BreadcrumbTrail'
import { loadCarSearchSegmentNames } from './car-search-breadcrumb'
import { CarSearchBreadcrumbLazy } from './CarSearchBreadcrumbLazy'
import { findPagesByPaths } from './page-repository'

type Props = {
  site: SiteRecord
  locale: Locale
  page: { path: string; name: string }
  origin: string
  label: string
  /** On a car search page (the car list's page): the path segments below it, brand and model. */
  carSearchSegments?: readonly string[]
  /** The page opens with a block of the wide column (opensWithWideBlock): the breadcrumb lines up with it. */
  wide?: boolean
}

/**
 * The page's place in the site (spec 01 §2.12), with BreadcrumbList structured data. Not on the
 * start page. On a car search page the brand and model segments follow, and keep following the
 * path while the car list's filters change it in the browser (CarSearchBreadcrumb).
 */
export async function Breadcrumb({ site, locale, page, origin, label, carSearchSegments, wide }: Props) {
  if (page.path === '/' && !carSearchSegments) return null
  const ancestors = await findPagesByPaths(site, locale, ancestorPaths(page.path))
  const crumbs = buildBreadcrumb(ancestors, page, locale, site.defaultLocale)
  if (!carSearchSegments) return <BreadcrumbTrail crumbs={crumbs} label={label} origin={origin} wide={wide} />

  const listPath = localizedPath(page.path, locale, site.defaultLocale)
  const serverPath = `${listPath.replace(/\/$/, '')}/${carSearchSegments.join('/')}`
  const segmentNames = await loadCarSearchSegmentNames(site, carSearchSegments)
  return (
    <CarSearchBreadcrumbLazy
      label={label}
      origin={origin}
      wide={wide}
      pageCrumbs={crumbs}
      listPath={listPath}
      serverPath={serverPath}
      segmentNames={segmentNames}
      hideWithoutSegments={page.path === '/'}
    />
  )
}
