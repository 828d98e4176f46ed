import type { FacetRequest, FacetResult, FieldFilter, SearchRequest } from '@/integrations/search/search-contract'

import type { DealerListQuery } from './dealer-list-query'
import { normaliseDealerListQuery } from './dealer-list-query'
import {
  BRAND_FACET,
  DEALER_LIST_FACETS,
  DEALER_LIST_FIELDS,
  DEALER_LIST_PAGE_SIZE,
  dedupeBrandFacetValues,
  expandBrandSelection,
  hierarchySearchValues,
  isShownFacet,
} from './dealer-list-rules'

/**
 * The search requests of the facility list (spec 03 §7 "Site index: … fields list, limit, offset,
 * sort (website_sort_order_asc for the list), keyphrase, facets. List page size 48"). Pure, so the
 * rules are tested without an engine.
 */

/** What a site card shows (spec 03 §2.2: image, name, street, zip, city, phone) and its slug. */
export const DEALER_CARD_FIELDS = [
  'site_id',
  'slug',
  'site_official_name',
  'site_city',
  'site_street',
  'site_zip',
  'site_phone',
  'site_email',
  'site_image_url',
  'site_primary_image',
  'country_code',
  'site_brands',
  'site_departments',
] as const

export const DEALER_LIST_SORT = 'website_sort_order_asc'

export type DealerPageRequest = { offset: number; limit: number }

/**
 * One request: the dealers from `offset`, with every facet's counts (a facet's own selection
 * travels in its facet request, so the other values keep their counts); a selection on a field
 * the list shows no facet for is a plain filter. `brandCodes` are the
 * brand facet's codes when known: a chosen brand then also matches the codes that collapse into
 * it (spec 03 §5 de-duplication).
 */
export function dealerListSearchRequest(index: string, query: DealerListQuery, page: DealerPageRequest, brandCodes: readonly string[] = []): SearchRequest {
  const q = normaliseDealerListQuery(query)
  const facets: FacetRequest[] = DEALER_LIST_FACETS.map((facet) => {
    const chosen = q.filters[facet.name] ?? []
    const values = facet.kind === 'hierarchy' ? hierarchySearchValues(chosen) : facet.name === BRAND_FACET ? expandBrandSelection(chosen, brandCodes) : chosen
    return { name: facet.name, sort_order: 'value_asc', ...(values.length > 0 ? { filters: values } : {}) }
  })
  // A field without a facet (a preset filter from a link) filters as a plain filter.
  const filters: FieldFilter[] = []
  for (const field of DEALER_LIST_FIELDS) {
    const chosen = q.filters[field.name] ?? []
    if (isShownFacet(field.name) || chosen.length === 0) continue
    filters.push({ name: field.name, type: 'terms', values: field.kind === 'hierarchy' ? hierarchySearchValues(chosen) : chosen })
  }
  return {
    index,
    fields: [...DEALER_CARD_FIELDS],
    ...(q.keyphrase === '' ? {} : { keyphrase: q.keyphrase }),
    facets,
    ...(filters.length > 0 ? { filters } : {}),
    sort_name: DEALER_LIST_SORT,
    limit: page.limit,
    offset: page.offset,
  }
}

/** The pages 0..query.page as requests of at most `maxLimit` each (the search's own limit is 100). */
export function dealerListPages(query: DealerListQuery, maxLimit: number): DealerPageRequest[] {
  const wanted = (normaliseDealerListQuery(query).page + 1) * DEALER_LIST_PAGE_SIZE
  const pages: DealerPageRequest[] = []
  for (let offset = 0; offset < wanted; offset += maxLimit) pages.push({ offset, limit: Math.min(maxLimit, wanted - offset) })
  return pages
}

/** Brand codes the answer's brand facet lists (before de-duplication). */
export function brandCodesOf(facets: readonly FacetResult[]): string[] {
  const brands = facets.find((f) => f.name === BRAND_FACET)
  return brands && brands.type !== 'histogram' ? brands.values.map((v) => v.text) : []
}

/** A facet as the list shows it: name and values (children for the place hierarchy). */
export type DealerFacet = { name: string; values: { text: string; count: number; children?: { text: string; count: number }[] }[] }

/** The answer's facets in the list's order, brands de-duplicated, empty facets left out. */
export function displayFacets(facets: readonly FacetResult[]): DealerFacet[] {
  const shown: DealerFacet[] = []
  for (const config of DEALER_LIST_FACETS) {
    const facet = facets.find((f) => f.name === config.name)
    if (!facet || facet.type === 'histogram') continue
    const values = config.name === BRAND_FACET ? dedupeBrandFacetValues(facet.values) : facet.values
    const clean = values
      .filter((v) => v.text !== '')
      .map((v) => ({
        text: v.text,
        count: v.count,
        ...(v.children && v.children.length > 0 ? { children: v.children.map((c) => ({ text: c.text, count: c.count })) } : {}),
      }))
    if (clean.length > 0) shown.push({ name: config.name, values: clean })
  }
  return shown
}
