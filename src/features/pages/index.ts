/**
 * The public face of features/pages: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { FacilityPage } from './FacilityPage'
export { listPublishedPages } from './page-repository'
export { PreviewPage } from './PreviewPage'
export { loadSitePage } from './site-page-context'
export { buildRobotsTxt, buildSitemapXml } from './sitemap'
export { SiteNotFound } from './SiteNotFound'
export { SitePage } from './SitePage'
