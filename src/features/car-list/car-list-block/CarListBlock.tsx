import type { BlockComponentProps } from '@/features/content-blocks'
import { localizedPath } from '@/lib/page-path'
import { languageTag } from '@/lib/locales'

import { resolveCarListConfig } from '../car-list-config'
import { loadBrandModelValues, loadCarListResults } from '../car-list-service'
import { carCardContext, carListFilterTexts, compareTexts } from '../car-list-texts'
import { CarListViewLazy } from '../CarListViewLazy'
import { parseCarListQuery } from '../query-state'
import { carListBlockData } from './car-list-block'

/**
 * The car list (spec 02 'Car list page'), server-rendered with the results for the URL as given,
 * so a shared link shows the same cars and crawlers see them; the browser then updates it in place.
 */
export default async function CarListBlock({ block, context }: BlockComponentProps) {
  const data = carListBlockData.parse(block)
  const { site, locale, dictionary, request } = context
  const config = resolveCarListConfig(data, locale)
  const pathValues = await loadBrandModelValues(site)
  const query = parseCarListQuery({ segments: request.segments, searchParams: request.searchParams, facets: config.facets, sorts: config.sorts, pathValues })
  const results = await loadCarListResults(site, query, config)
  const { t } = dictionary
  const tag = languageTag(locale, site.country)

  return (
    <CarListViewLazy
      basePath={localizedPath(request.path, locale, site.defaultLocale)}
      languageTag={tag}
      config={config}
      pathValues={pathValues}
      initialQuery={query}
      initialResults={results}
      allowLayoutSwitch={site.features.filterVariantSwitcher}
      cardContext={carCardContext(site, locale, dictionary)}
      compareTexts={compareTexts(dictionary)}
      filterTexts={carListFilterTexts(dictionary)}
      texts={{
        title: config.title ?? '',
        error: t('carListError'),
        empty: t('noSearchResults'),
        showMore: t('carListShowMore'),
        showing: dictionary.plural('carListShowing'),
        hits: dictionary.plural('carListHits'),
        results: t('carListResultsLabel'),
        retry: t('carListRetry'),
      }}
    />
  )
}
