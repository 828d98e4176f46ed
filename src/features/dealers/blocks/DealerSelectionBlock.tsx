import type { BlockComponentProps } from '@/features/content-blocks'
import { localizedPath } from '@/lib/page-path'

import { loadDealerCards } from '../list/dealer-list-service'
import { DealerGrid } from './DealerGrid'
import { SITE_SELECTION_LIMIT, siteSelectionBlockData } from './site-blocks'

/**
 * The site selection block (spec 03 §2.8, §7): the site's dealers with a Workshop department (at
 * most 100), each linking to its facility page under the site-detail path of the page's language,
 * and the editor's link button when it has a label and an address. A failed search is logged and
 * the block says there is nothing to show.
 */
export default async function DealerSelectionBlock({ block, context }: BlockComponentProps) {
  const data = siteSelectionBlockData.parse(block)
  const { site, locale, dictionary } = context
  const { t } = dictionary
  const title = data.title?.trim() || t('siteSelectionTitle')
  const dealers = await loadDealerCards(site, { workshopsOnly: true, limit: SITE_SELECTION_LIMIT }, 'Site selection block')
  const label = data.linkLabel?.trim()
  const href = data.linkUrl?.startsWith('/') ? localizedPath(data.linkUrl, locale, site.defaultLocale) : data.linkUrl

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <h2>{title}</h2>
      {dealers && dealers.length > 0 ? (
        <DealerGrid
          dealers={dealers}
          detailBase={localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}
          phoneLabel={t('siteCardPhone')}
          label={title}
        />
      ) : (
        <p>{t('siteSelectionEmpty')}</p>
      )}
      {label && href ? (
        <p>
          <a href={href} className="btn-primary inline-block">
            {label}
          </a>
        </p>
      ) : null}
    </section>
  )
}
