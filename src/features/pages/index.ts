/**
 * The public face of features/pages: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { blockCardResponse } from './block-card-http'
export { DealerPage } from './DealerPage'
export { listPublishedPages } from './page-repository'
export { PreviewPage } from './PreviewPage'
export { openPreview } from './preview-http'
export { PreviewRoute } from './PreviewRoute'
export { recordRedirectHits, serveRedirectTable } from './redirect-table-routes'
export { loadSitePage } from './site-page-context'
export { sitePageMetadata } from './site-page-metadata'
export { SitePageRoute, type SitePageRouteProps } from './SitePageRoute'
export { buildRobotsTxt, buildSitemapXml } from './sitemap'
export { SiteNotFound } from './SiteNotFound'
export { SitePage } from './SitePage'
