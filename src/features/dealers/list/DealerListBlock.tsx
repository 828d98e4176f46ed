import type { BlockComponentProps } from '@/features/content-blocks'
import { languageTag } from '@/lib/locales'
import { localizedPath } from '@/lib/page-path'

import { DEALER_LIST_API_PATH } from './dealer-list-http'
import { emptyDealerListQuery, parseDealerListQuery } from './dealer-list-query'
import { loadDealerList } from './dealer-list-service'
import { dealerListTexts } from './dealer-list-texts'
import { DealerListLazy } from './DealerListLazy'
import { siteListBlockData } from './site-list-block'

/**
 * The facility list (spec 03 §2.2), server-rendered for the address as given (its facets, keyphrase
 * and page), so a shared link shows the same dealers and the page works without script; the
 * browser then updates it in place. A failed search is logged by the service and the block shows
 * the list's error text with a retry (spec 03 §8 'Facility list prefetch failure'), never a 500.
 */
export default async function DealerListBlock({ block, context }: BlockComponentProps) {
  const data = siteListBlockData.parse(block)
  const { site, locale, dictionary, request } = context
  const query = parseDealerListQuery(request.searchParams)
  const isPlain = query.keyphrase === '' && Object.keys(query.filters).length === 0
  const [results, plain] = await Promise.all([
    loadDealerList(site, query),
    // The search box goes by the whole list's size (spec 03 §5 "only when the total exceeds 8"),
    // so it does not vanish while a filter narrows the list.
    isPlain ? Promise.resolve(null) : loadDealerList(site, { ...emptyDealerListQuery(), page: 0 }),
  ])
  const listTotal = results.status === 'ok' && isPlain ? results.total : plain?.status === 'ok' ? plain.total : 0

  return (
    <DealerListLazy
      basePath={localizedPath(request.path, locale, site.defaultLocale)}
      detailBase={localizedPath(site.paths.siteDetail, locale, site.defaultLocale)}
      apiPath={DEALER_LIST_API_PATH}
      languageTag={languageTag(locale, site.country)}
      initialQuery={query}
      initialResults={results.status === 'ok' ? { dealers: results.dealers, total: results.total, facets: results.facets } : null}
      listTotal={listTotal}
      texts={dealerListTexts(dictionary, data.title)}
      headingLevel={data.headingLevel ?? 'h1'}
    />
  )
}
