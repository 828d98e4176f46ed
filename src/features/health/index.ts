/**
 * The public face of features/health: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { checkHealth } from './health-check'
export { handleHealthRequest } from './health-http'
