import Link from 'next/link'

import type { SiteRecord } from '@/features/sites/site-record'
import type { Locale } from '@/lib/locales'

import { ancestorPaths, breadcrumbJsonLd, buildBreadcrumb, type Crumb } from './breadcrumb'
import { findPagesByPaths } from './page-repository'

type Props = {
  site: SiteRecord
  locale: Locale
  page: { path: string; name: string }
  origin: string
  label: string
  /** Segments after the page (car search pages: brand and model). */
  extra?: Crumb[]
}

/** The page's place in the site (spec 01 §2.12), with BreadcrumbList structured data. Not on the start page. */
export async function Breadcrumb({ site, locale, page, origin, label, extra }: Props) {
  if (page.path === '/' && !extra?.length) return null
  const ancestors = await findPagesByPaths(site, locale, ancestorPaths(page.path))
  const crumbs = buildBreadcrumb(ancestors, page, locale, site.defaultLocale, extra)
  const jsonLd = JSON.stringify(breadcrumbJsonLd(crumbs, origin)).replace(/</g, '\\u003c')
  return (
    <nav aria-label={label} className="mx-auto w-full max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="underline-offset-2 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </nav>
  )
}
