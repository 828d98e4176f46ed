import type { BlockComponentProps } from '@/features/content-blocks'
import { noteQueryDefaults } from '@/features/page-cache'
import { RecentlyViewedCarsLazy } from '@/features/recently-viewed'
import { localizedPath } from '@/lib/page-path'
import { languageTag } from '@/lib/locales'

import { resolveCarListConfig } from '../car-list-config'
import { loadBrandModelValues, loadCarListResults } from '../car-list-service'
import { carCardContext, carListFilterTexts, compareTexts } from '../car-list-texts'
import { CarListViewLazy } from '../CarListViewLazy'
import { carListParamsWithoutEffect, carListRequestHref, parseCarListQuery } from '../query-state'
import { saveSearchTexts } from '../save-search/save-search-texts'
import { carListBlockData } from './car-list-block'
import { CarListUnavailable } from './CarListUnavailable'

/**
 * The car list (spec 02 'Car list page'), server-rendered with the results for the URL as given,
 * so a shared link shows the same cars and crawlers see them; the browser then updates it in place.
 */
export default async function CarListBlock({ block, context }: BlockComponentProps) {
  const data = carListBlockData.parse(block)
  const { site, locale, dictionary, request } = context
  const config = resolveCarListConfig(data, locale)
  const { t } = dictionary
  const pathValues = await loadBrandModelValues(site)
  // spec 02 §8 "Missing facet map: error on the list" (logged by the service).
  const basePath = localizedPath(request.path, locale, site.defaultLocale)
  if (!pathValues) {
    return (
      <CarListUnavailable
        title={config.title || t('carListResultsLabel')}
        error={t('carListError')}
        retry={t('carListRetry')}
        retryHref={carListRequestHref(basePath, request.segments, request.searchParams, config.facets)}
      />
    )
  }
  const queryInput = { segments: request.segments, searchParams: request.searchParams, facets: config.facets, sorts: config.sorts, pathValues }
  const query = parseCarListQuery(queryInput)
  // `?page=1`, the default sort …: the page cache keeps this list once, not once per spelling (issue 38).
  noteQueryDefaults(carListParamsWithoutEffect(queryInput))
  const results = await loadCarListResults(site, query, config)
  const tag = languageTag(locale, site.country)

  const cardContext = carCardContext(site, locale, dictionary)
  return (
    <>
      <CarListViewLazy
        basePath={basePath}
        languageTag={tag}
        config={config}
        pathValues={pathValues}
        initialQuery={query}
        initialResults={results}
        allowLayoutSwitch={site.features.filterVariantSwitcher}
        cardContext={cardContext}
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
        saveSearch={site.paths.savedSearches ? { texts: saveSearchTexts(dictionary), language: locale } : undefined}
      />
      <RecentlyViewedCarsLazy heading={t('recentlyViewedHeading')} cardContext={cardContext} />
    </>
  )
}
