/**
 * The public face of features/navigation: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { BrandNavigationLazy } from './brand/BrandNavigationLazy'
export { DealerGroupNavigationLazy } from './dealer-group/DealerGroupNavigationLazy'
