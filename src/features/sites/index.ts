/**
 * The public face of features/sites: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export type { MarketingFormProvider, SiteFeatures, SiteRecord } from './site-record'
export { NO_SITE } from './request-site'
export { findSite, loadSites, resolveRequestSite, siteForHost } from './site-repository'
export { siteCanonicalOrigin, sitePublicOrigin } from './site-urls'
export { type SiteDistanceUnit, siteDistanceUnit } from './site-units'
export { SiteIndex } from './SiteIndex'
