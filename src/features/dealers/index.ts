/**
 * The public face of features/dealers: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { facilityHref, facilityListHref } from './detail/facility-links'
export { facilityDetailMetadata, FacilityDetailRoute } from './detail/FacilityDetailRoute'
export { default as SiteSelectionBlock } from './blocks/SiteSelectionBlock'
export { default as SiteTeaserBlock } from './blocks/SiteTeaserBlock'
export { dealerListHref, parseDealerListQuery } from './list/dealer-list-query'
export type { DealerListQuery } from './list/dealer-list-query'
export { handleSiteListHttp, SITE_LIST_API_PATH } from './list/dealer-list-http'
export { loadDealerCards, loadDealerList } from './list/dealer-list-service'
export { default as SiteListBlock } from './list/SiteListBlock'
