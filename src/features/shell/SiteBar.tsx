import Link from 'next/link'

import type { SiteRecord } from '@/features/sites'

/** The site's logo bar linking to its start page in the current language. */
export function SiteBar({ site, homeHref }: { site: SiteRecord; homeHref: string }) {
  return (
    <div className="border-b border-border bg-header-background text-header-foreground">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
        <Link href={homeHref} className="flex items-center gap-3 font-heading text-xl font-bold">
          {site.logo ? (
            // Logos are small SVGs drawn for each brand; next/image does not optimise SVG.
            // eslint-disable-next-line @next/next/no-img-element -- small SVG pictures from the CMS or the demo; next/image passes vector images through unoptimised
            <img src={site.logo.url} alt={site.name} width={150} height={55} className="h-10 w-auto" />
          ) : (
            <span>{site.name}</span>
          )}
        </Link>
      </div>
    </div>
  )
}
