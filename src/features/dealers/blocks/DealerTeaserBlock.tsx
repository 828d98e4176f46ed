import type { BlockComponentProps } from '@/features/content-blocks'
import { localizedPath } from '@/lib/page-path'

import { loadDealerCards } from '../list/dealer-list-service'
import { DealerGrid } from './DealerGrid'
import { SITE_TEASER_LIMIT, siteTeaserBlockData } from './site-blocks'

/**
 * The site teaser block (spec 03 §2.8, §7 "site teaser limit 4"): up to four dealers, the chosen
 * ones in the chosen order or the first in the list's order (in a city, selling a brand), each
 * linking to its facility page. Nothing found or a failed search (logged): the block is left out.
 */
export default async function DealerTeaserBlock({ block, context }: BlockComponentProps) {
  const data = siteTeaserBlockData.parse(block)
  const { site, locale, dictionary } = context
  const { t } = dictionary
  const slugs = data.slugs?.map((s) => s.slug) ?? []
  const dealers = await loadDealerCards(
    site,
    { slugs, city: data.city?.trim() || undefined, brand: data.brand?.trim() || undefined, limit: SITE_TEASER_LIMIT },
    'Site teaser block',
  )
  if (!dealers || dealers.length === 0) return null
  const title = data.title?.trim() || t('siteTeaserTitle')
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <h2>{title}</h2>
      <DealerGrid
        dealers={dealers}
        detailBase={localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}
        phoneLabel={t('siteCardPhone')}
        label={title}
      />
    </section>
  )
}
