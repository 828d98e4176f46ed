import type { Dictionary } from '@/features/dictionary'

import type { DealerListTexts } from './DealerListView'

/** The list's texts from the site dictionary (spec 03 §2.2, §8); a block's own title wins. */
export function dealerListTexts(dictionary: Dictionary, title?: string | null): DealerListTexts {
  const { t } = dictionary
  return {
    title: title?.trim() || t('siteListTitle'),
    error: t('siteListError'),
    empty: t('siteListEmpty'),
    retry: t('siteListRetry'),
    showMore: t('siteListShowMore'),
    showing: dictionary.plural('siteListShowing'),
    results: t('siteListResults'),
    searchLabel: t('siteListSearchLabel'),
    searchButton: t('siteListSearchButton'),
    filters: t('siteListFilters'),
    apply: t('siteListApply'),
    clear: t('siteListClear'),
    facetFilterLabel: t('siteListFacetFilter'),
    activeFilters: t('siteListActiveFilters'),
    removeFilter: t('siteListRemoveFilter'),
    phone: t('siteCardPhone'),
    facetLabels: {
      site_brands: t('siteListFacetBrands'),
      'site_departments.group': t('siteListFacetDepartments'),
      'site_region>site_city': t('siteListFacetPlace'),
    },
    valueLabels: {
      'New cars': t('siteListDeptNewCars'),
      'Used cars': t('siteListDeptUsedCars'),
      Parts: t('siteListDeptParts'),
      Workshop: t('siteListDeptWorkshop'),
      'Body work': t('siteListDeptBodyWork'),
    },
  }
}
