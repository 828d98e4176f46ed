/**
 * The public face of features/recently-viewed: other features, routes and scripts import only what
 * is here (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { RecentlyViewedCarsLazy } from './RecentlyViewedCarsLazy'
export { RecordCarView } from './RecordCarView'
