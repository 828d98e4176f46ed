import { createHmac } from 'node:crypto'

import { addressLimitKey } from '@/lib/client-address'

/**
 * A keyed hash (HMAC-SHA-256 with PAYLOAD_SECRET) of something that identifies a sender: an IP
 * address, a phone number or an e-mail address. Leads and rate-limit buckets store this, never the raw value: an IP
 * address is personal data, and all we need is "same sender or not". A plain SHA-256 of an IPv4
 * address is reversed by hashing all 2^32 addresses; with the secret as key it cannot be.
 */
export function senderHash(secret: string, kind: 'ip' | 'phone' | 'email', value: string): string {
  return createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url')
}

/**
 * A rate-limit bucket for a client address (`login:…`, `quote:…`): the kind of limit and the keyed
 * hash of the address (an IPv6 address by its /64), so limits of different kinds never share a
 * count. The address is `requestClientAddress(request.headers)` (lib/client-address.ts): the
 * socket's peer, or what a trusted proxy says, never what a client wrote.
 */
export function addressBucket(kind: string, secret: string, address: string): string {
  return `${kind}:${senderHash(secret, 'ip', addressLimitKey(address))}`
}

/** Digits only: "+46 70-123 45 67" and "+46701234567" count as the same phone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '')
}
