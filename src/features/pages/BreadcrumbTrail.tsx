import Link from 'next/link'

import { JsonLd } from '@/lib/ui/JsonLd'

import { breadcrumbJsonLd, type Crumb } from './breadcrumb'

type Props = {
  crumbs: readonly Crumb[]
  /** The navigation's accessible name (dictionary 'breadcrumbLabel'). */
  label: string
  origin: string
  /** In the wide column of the car list, kits and store locator pages (max-w-7xl) instead of the content column. */
  wide?: boolean
}

/**
 * The breadcrumb's markup (spec 01 §2.12): links to the levels above, the last one the current
 * page, and BreadcrumbList structured data. Drawn by the server (Breadcrumb) and, on car search
 * pages, again in the browser when the filters change the path (CarSearchBreadcrumb).
 */
export function BreadcrumbTrail({ crumbs, label, origin, wide = false }: Props) {
  return (
    <nav aria-label={label} className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-6xl'} px-4 pt-4 text-sm`}>
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
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </nav>
  )
}
