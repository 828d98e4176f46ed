import { createHmac } from 'node:crypto'

import { proxyAppendedEntry } from '@/lib/forwarded-header'

/**
 * A keyed hash (HMAC-SHA-256 with PAYLOAD_SECRET) of something that identifies a sender: an IP
 * address or a phone number. Leads and rate-limit buckets store this, never the raw value: an IP
 * address is personal data, and all we need is "same sender or not". A plain SHA-256 of an IPv4
 * address is reversed by hashing all 2^32 addresses; with the secret as key it cannot be.
 */
export function senderHash(secret: string, kind: 'ip' | 'phone', value: string): string {
  return createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url')
}

/**
 * A rate-limit bucket for the sender's address (`login:…`, `quote:…`): the kind of limit and the
 * keyed hash of the address X-Forwarded-For names, so limits of different kinds never share a count.
 */
export function addressBucket(kind: string, secret: string, forwardedFor: string | null | undefined, trustedProxyHops: number): string {
  return `${kind}:${senderHash(secret, 'ip', clientAddress(forwardedFor, trustedProxyHops))}`
}

/** Digits only: "+46 70-123 45 67" and "+46701234567" count as the same phone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '')
}

/**
 * The client's address from X-Forwarded-For. Next fills the header with the socket address only
 * when it is missing, so without a proxy a client can write it; behind `trustedProxyHops` proxies
 * that each append what they saw, the entry that many places from the end is the one our own
 * first proxy saw (default 1: one load balancer). Nothing usable gives 'unknown' (one shared bucket).
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedProxyHops: number): string {
  const entry = proxyAppendedEntry(forwardedFor, trustedProxyHops)
  if (entry === undefined) return 'unknown'
  return entry.replace(/^\[|\](:\d+)?$/g, '').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1') || 'unknown'
}
