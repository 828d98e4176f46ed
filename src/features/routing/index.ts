/**
 * The public face of features/routing: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { carDetailHref, isCarId, parseCarDetailPath } from './car-detail-path'
export type { CarDetailPath } from './car-detail-path'
export { CAR_LOCATION_ROUTE, CAR_LOCATION_TIMEOUT_MS, carLocationFromAnswer, mayBeIdOnlyCarPath } from './car-id-redirect'
export { badPathResponse, pathProblem } from './malformed-path'
export { formPostToPageResponse, isFormPostToPage } from './page-form-post'
export { isPassThroughPath, siteRewritePath } from './site-rewrite'
