/**
 * The public face of features/car-detail: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { carDetailMetadata } from './car-detail-metadata'
export { findCarSlug, loadNotFoundRecommendations } from './car-detail-service'
export { CarDetailRoute, loadCarDetailOnce } from './CarDetailRoute'
export { CarNotFound } from './CarNotFound'
export { handleExtraMediaRequest } from './extra-media-http'
export { notFoundListHref } from './rules/not-found'
