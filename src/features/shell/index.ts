/**
 * The public face of features/shell: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { SiteDocument } from './SiteDocument'
export { SiteFrame } from './SiteFrame'
