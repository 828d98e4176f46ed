import { createHmac, timingSafeEqual } from 'node:crypto'

import { getConfig } from '@/lib/config'

/**
 * The proxy reads the rules and hands in hit counts through two routes of this app over loopback
 * (the proxy cannot use the Payload client). They answer only requests that carry this header,
 * derived from PAYLOAD_SECRET, which every process of a deployment shares: the rule table is no
 * secret, but nobody outside should poll it or inflate hit counts.
 */
export const INTERNAL_HEADER = 'x-showroom-internal'

export const REDIRECT_TABLE_ROUTE = '/api/redirect-table'
export const REDIRECT_HITS_ROUTE = '/api/redirect-hits'

let cached: { secret: string; token: string } | undefined

export function internalToken(): string {
  const secret = getConfig().payloadSecret
  if (cached?.secret !== secret) cached = { secret, token: createHmac('sha256', secret).update('showroom:redirects:v1').digest('base64url') }
  return cached.token
}

export function isInternalRequest(headers: { get(name: string): string | null }): boolean {
  const given = headers.get(INTERNAL_HEADER)
  if (!given) return false
  const expected = Buffer.from(internalToken())
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** This server's own address as src/server.ts (npm start) listens on it (it sets PORT, also while it warms up on a private port). */
export const loopbackOrigin = () => `http://127.0.0.1:${process.env.PORT || 3000}`
