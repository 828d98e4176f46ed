/**
 * The public face of features/dealers: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { dealerHref, dealerListPath } from './detail/dealer-links'
export { dealerDetailMetadata, DealerDetailRoute } from './detail/DealerDetailRoute'
export { default as DealerSelectionBlock } from './blocks/DealerSelectionBlock'
export { default as DealerTeaserBlock } from './blocks/DealerTeaserBlock'
export { dealerListHref, parseDealerListQuery } from './list/dealer-list-query'
export type { DealerListQuery } from './list/dealer-list-query'
export { handleDealerListHttp, DEALER_LIST_API_PATH } from './list/dealer-list-http'
export { loadDealerCards, loadDealerList } from './list/dealer-list-service'
export { default as DealerListBlock } from './list/DealerListBlock'
