/**
 * The public face of features/visitor-limits: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { forgiveRateLimitHit, hitRateLimit, pruneRateLimits, rateLimitWindowStart } from './rate-limit'
export type { RateLimitRule } from './rate-limit'
export { addressBucket, normalisePhone, senderHash } from './sender-identity'
