/**
 * What the CMS config (src/cms) needs from features/visitor-limits: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { forgiveRateLimitHit, hitRateLimit, rateLimitWindowStart } from './rate-limit'
export { addressBucket } from './sender-identity'
