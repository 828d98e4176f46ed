/**
 * What the CMS config (src/cms) needs from features/sites: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { invalidateSiteCache } from './site-cache'
export { hostnameProblem, normalizeHostnames } from './site-hostnames'
