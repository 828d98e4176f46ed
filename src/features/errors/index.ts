/**
 * The public face of features/errors: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { GlobalError } from './GlobalError'
export { PageError } from './PageError'
export { PageErrorTextsProvider } from './PageErrorTexts'
