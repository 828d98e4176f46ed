/**
 * The public face of features/page-head: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { notFoundMetadata } from './not-found-metadata'
export { absoluteUrl, buildPageMetadata, detailPageMetadata, pageHeadFields, tagManagerId, websiteJsonLd } from './page-head'
export { pageNotFound, pageOutcome, settlePageOutcome } from './page-outcome'
