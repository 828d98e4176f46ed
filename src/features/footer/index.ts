/**
 * The public face of features/footer: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { SiteFooter } from './SiteFooter'
