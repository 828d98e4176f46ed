import { getSearchEngine } from '@/features/car-search'
import type { SiteRecord } from '@/features/sites'
import { type DealerRecord, dealerRecord } from '@/integrations/search/dealer-record'
import { MAX_LIMIT, type SearchRequest, type SearchResponse } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

import { type DealerCardData, dealerCardData } from './dealer-card-data'
import type { DealerListQuery } from './dealer-list-query'
import { DEALER_LIST_PAGE_SIZE } from './dealer-list-rules'
import { brandCodesOf, DEALER_CARD_FIELDS, type DealerFacet, dealerListPages, dealerListSearchRequest, displayFacets } from './dealer-search'

export type DealerListResults = { status: 'ok'; dealers: DealerCardData[]; total: number; facets: DealerFacet[] } | { status: 'error' }

/** Records of an answer that pass the stock rules; the others are dropped and logged (spec 03 §3 Site). */
export function validDealers(site: SiteRecord, content: readonly unknown[], purpose: string): DealerRecord[] {
  const dealers: DealerRecord[] = []
  for (const raw of content) {
    const parsed = dealerRecord.safeParse(raw)
    if (parsed.success) dealers.push(parsed.data)
    else {
      const issue = parsed.error.issues[0]
      logger.warn(
        { site: site.key, index: site.searchIndexes.sites, field: issue?.path.join('.'), issue: issue?.message },
        `${purpose}: a dealer record does not match the stock rules and is left out`,
      )
    }
  }
  return dealers
}

async function searchWithBrandCodes(index: string, query: DealerListQuery, pages: readonly { offset: number; limit: number }[]) {
  const engine = await getSearchEngine()
  const run = (codes: readonly string[]) => Promise.all(pages.map((page) => engine.search(dealerListSearchRequest(index, query, page, codes))))
  let responses: SearchResponse[] = await run([])
  // A chosen brand whose longer codes collapse into it (spec 03 §5) matches those sites too: asked
  // again with them once the answer has named the codes (never for stock without such codes).
  const codes = brandCodesOf(responses[0]?.facet ?? [])
  const first: SearchRequest = dealerListSearchRequest(index, query, pages[0] ?? { offset: 0, limit: 0 }, codes)
  const plain: SearchRequest = dealerListSearchRequest(index, query, pages[0] ?? { offset: 0, limit: 0 })
  if (JSON.stringify(first.facets) !== JSON.stringify(plain.facets)) responses = await run(codes)
  return responses
}

/**
 * The dealers of a list state (spec 03 §2.2, §7): pages 0..query.page, or with `offset` only the
 * page from there (the browser's 'show more'). A failing search or a site without a sites index is
 * logged and answered as an error, never thrown at the page (spec 03 §8 'Facility list prefetch
 * failure').
 */
export async function loadDealerList(site: SiteRecord, query: DealerListQuery, options: { offset?: number } = {}): Promise<DealerListResults> {
  const index = site.searchIndexes.sites
  if (!index) {
    logger.error({ site: site.key }, 'Facility list: the site has no sites search index configured')
    return { status: 'error' }
  }
  try {
    const pages = options.offset === undefined ? dealerListPages(query, MAX_LIMIT) : [{ offset: options.offset, limit: DEALER_LIST_PAGE_SIZE }]
    const responses = await searchWithBrandCodes(index, query, pages)
    const dealers = validDealers(
      site,
      responses.flatMap((r) => r.content),
      'Facility list',
    )
    return { status: 'ok', dealers: dealers.map(dealerCardData), total: responses[0]?.total_items ?? 0, facets: displayFacets(responses[0]?.facet ?? []) }
  } catch (error) {
    logger.error({ err: error, site: site.key, index }, 'Facility list: the dealer search failed')
    return { status: 'error' }
  }
}

export type DealerPick = {
  /** spec 03 §7 "only those with a Workshop department". */
  workshopsOnly?: boolean
  /** Chosen dealers by slug, in this order. */
  slugs?: readonly string[]
  city?: string
  brand?: string
  limit: number
}

/**
 * Dealers for the site selection and teaser blocks (spec 03 §7 "sites with the fields above, limit
 * 100, only those with a Workshop department; site teaser limit 4"). Failure: logged, empty.
 */
export async function loadDealerCards(site: SiteRecord, pick: DealerPick, purpose: string): Promise<DealerCardData[] | null> {
  const index = site.searchIndexes.sites
  if (!index) return []
  const filters: NonNullable<SearchRequest['filters']> = []
  if (pick.workshopsOnly) filters.push({ name: 'site_departments.group', type: 'terms', values: ['Workshop'] })
  if (pick.slugs && pick.slugs.length > 0) filters.push({ name: 'slug', type: 'terms', values: [...pick.slugs] })
  if (pick.city) filters.push({ name: 'site_city', type: 'terms', values: [pick.city] })
  if (pick.brand) filters.push({ name: 'site_brands', type: 'terms', values: [pick.brand] })
  try {
    const engine = await getSearchEngine()
    const response = await engine.search({
      index,
      fields: [...DEALER_CARD_FIELDS],
      ...(filters.length > 0 ? { filters } : {}),
      sort_name: 'website_sort_order_asc',
      limit: Math.min(pick.limit, MAX_LIMIT),
      offset: 0,
    })
    let dealers = validDealers(site, response.content, purpose)
    if (pick.workshopsOnly) dealers = dealers.filter((d) => d.site_departments.some((dep) => dep.group === 'Workshop'))
    if (pick.slugs && pick.slugs.length > 0) {
      const order = new Map(pick.slugs.map((slug, i) => [slug, i]))
      dealers = dealers.toSorted((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0))
    }
    return dealers.slice(0, pick.limit).map(dealerCardData)
  } catch (error) {
    logger.error({ err: error, site: site.key, index }, `${purpose}: the dealer search failed`)
    return null
  }
}
