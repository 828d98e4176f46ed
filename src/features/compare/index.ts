/**
 * The public face of features/compare: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export type { CompareTexts } from './compare-texts'
export { CompareBarOnDemand } from './CompareBarOnDemand'
export { CompareToggle } from './CompareToggle'
