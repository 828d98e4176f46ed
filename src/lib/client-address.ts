import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'

/**
 * Who is asking (issue 35 item 1). The client address every limit counts (logins, password
 * resets, leads, bookings, the tyre hotel, quotes, kits, GraphQL) is the **socket's peer address**,
 * unless that peer is a proxy the configuration trusts; only then are `X-Forwarded-For`, `-Host`
 * and `-Proto` believed, and only the entries written by trusted proxies (the walk Express's
 * proxy-addr does: from the socket's peer leftwards through X-Forwarded-For while the address is a
 * trusted proxy, at most `maxHops` of them; the first untrusted address is the client). Nothing is trusted by default: a server reached directly,
 * as `npm start` leaves it, ignores every forwarded header a client sends.
 *
 * `src/server.ts` (the HTTP entry) calls `settleForwardedHeaders` on every request before Next
 * sees it, so below it the forwarded headers hold exactly one believed value each and
 * `requestClientAddress` is all any code needs.
 */
export type ProxyTrust = {
  /** Addresses and networks (CIDR) of the proxies in front; empty: trust none. */
  proxies: string[]
  /** At most this many trusted proxies in a row are walked through (undefined: as many as trusted). */
  maxHops?: number
}

/** Named ranges a trusted-proxy list may use besides addresses and CIDRs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

/** Why one entry of a trusted-proxy list is not usable, or undefined when it is. */
export function trustedProxyEntryProblem(entry: string): string | undefined {
  if (NAMED_RANGES[entry]) return undefined
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry)
      return undefined
    } catch {
      return `"${entry}" is not a network (CIDR such as 10.0.0.0/8 or fd00::/8)`
    }
  }
  return ipaddr.isValid(entry) ? undefined : `"${entry}" is not an IP address, a CIDR network or one of ${Object.keys(NAMED_RANGES).join(', ')}`
}

/** The list as written in SHOWROOM_TRUSTED_PROXIES: comma- or space-separated entries. */
export function splitTrustedProxies(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
}

type TrustFunction = (address: string, hop: number) => boolean
const compiled = new WeakMap<ProxyTrust, TrustFunction>()

/** Whether an address is in one of the trusted networks, and the walk may look past it (hop 0 is the socket's peer). */
function trustFunction(trust: ProxyTrust): TrustFunction {
  let fn = compiled.get(trust)
  if (!fn) {
    const networks = trust.proxies
      .flatMap((e) => NAMED_RANGES[e] ?? [e])
      .map((e) => (e.includes('/') ? ipaddr.parseCIDR(e) : ([ipaddr.parse(e), ipaddr.parse(e).kind() === 'ipv4' ? 32 : 128] as const)))
    const maxHops = trust.maxHops ?? Number.POSITIVE_INFINITY
    fn = (address, hop) => {
      if (hop >= maxHops || networks.length === 0) return false
      const normalised = normaliseAddress(address)
      if (normalised === 'unknown') return false
      const parsed = ipaddr.parse(normalised)
      return networks.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits))
    }
    compiled.set(trust, fn)
  }
  return fn
}

/**
 * An address as one spelling: IPv4-mapped IPv6 (`::ffff:203.0.113.9`) as IPv4, IPv6 in its
 * short form, brackets and ports taken off; anything else as 'unknown' (one shared bucket).
 */
export function normaliseAddress(raw: string | undefined): string {
  let value = (raw ?? '').trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.replace(/:\d+$/, '')
  value = value.replace(/%[\w.-]+$/, '') // an IPv6 zone
  if (!ipaddr.isValid(value)) return 'unknown'
  const parsed = ipaddr.parse(value)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString()
  return parsed.toString()
}

export type ResolvedClient = {
  /** The client's address (normalised), or 'unknown'. */
  address: string
  /** The host and scheme the client used, as the outermost trusted proxy recorded them (only behind a trusted proxy). */
  forwardedHost?: string
  forwardedProto?: 'http' | 'https'
  /** The request id the outermost trusted proxy gave the request (X-Request-Id), to follow it through both logs. */
  requestId?: string
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_AND_PORT = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

type HeaderValue = string | string[] | undefined
const headerText = (value: HeaderValue) => (Array.isArray(value) ? value.join(',') : value)

/**
 * The entry a header that proxies append to (X-Forwarded-Host, -Proto) holds for the outermost
 * of `trustedHops` trusted proxies: that many places from the end. A proxy that sets the header
 * instead of appending leaves one entry, which is then the one.
 */
function entryOfOutermostProxy(value: HeaderValue, trustedHops: number): string | undefined {
  const entries = (headerText(value) ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  return entries[Math.max(0, entries.length - trustedHops)]
}

/** What the peer at `peerAddress` and the headers it sent say about the client, under `trust`. */
export function resolveClient(peerAddress: string | undefined, headers: Record<string, HeaderValue>, trust: ProxyTrust): ResolvedClient {
  const forwardedFor = (headerText(headers['x-forwarded-for']) ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  // [peer, then X-Forwarded-For from its last entry to its first]: each proxy appended what it saw.
  const chain = [peerAddress ?? '', ...forwardedFor.reverse()]
  const isTrusted = trustFunction(trust)
  let trustedHops = 0
  while (trustedHops < chain.length - 1 && isTrusted(chain[trustedHops]!, trustedHops)) trustedHops++
  const address = normaliseAddress(chain[trustedHops])
  if (trustedHops === 0) return { address }
  const host = entryOfOutermostProxy(headers['x-forwarded-host'], trustedHops)
  const proto = entryOfOutermostProxy(headers['x-forwarded-proto'], trustedHops)?.toLowerCase()
  const requestId = headerText(headers['x-request-id'])?.trim()
  return {
    address,
    forwardedHost: host !== undefined && HOST_AND_PORT.test(host) ? host.toLowerCase() : undefined,
    forwardedProto: proto === 'http' || proto === 'https' ? proto : undefined,
    requestId: requestId !== undefined && REQUEST_ID.test(requestId) ? requestId : undefined,
  }
}

/** A proxy's request id as nginx ($request_id), HAProxy (unique-id) or a UUID write it; anything else is dropped. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Headers the entry rewrites: a client's own values of them are never passed on. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-request-id'] as const

/**
 * The HTTP entry's first step (src/server.ts): replaces whatever forwarded headers arrived with
 * what is believed. X-Forwarded-For becomes the one client address; X-Forwarded-Host and -Proto
 * stay only as the outermost trusted proxy recorded them (Next fills them from Host and the
 * socket when they are missing); so does X-Request-Id (a client cannot pick the id its request
 * is logged under). Returns the resolved client.
 */
export function settleForwardedHeaders(req: IncomingMessage, trust: ProxyTrust): ResolvedClient {
  const resolved = resolveClient(req.socket?.remoteAddress, req.headers, trust)
  for (const name of FORWARDED_HEADERS) delete req.headers[name]
  req.headers['x-forwarded-for'] = resolved.address
  if (resolved.forwardedHost) req.headers['x-forwarded-host'] = resolved.forwardedHost
  if (resolved.forwardedProto) req.headers['x-forwarded-proto'] = resolved.forwardedProto
  if (resolved.requestId) req.headers['x-request-id'] = resolved.requestId
  return resolved
}

/**
 * The client address of a request that came through the HTTP entry: the one X-Forwarded-For
 * value it left. (Under `next dev`, where no entry of ours runs, this is Next's own value: the
 * socket's address, or whatever a client sent. Development only.)
 */
export function requestClientAddress(headers: { get(name: string): string | null }): string {
  const value = headers.get('x-forwarded-for')
  if (!value) return 'unknown'
  const entries = value.split(',')
  return normaliseAddress(entries[entries.length - 1])
}

/**
 * The part of an address that identifies one sender for a limit: an IPv4 address whole, an IPv6
 * address by its /64 network, since one subscriber line or host is normally handed a whole /64
 * and could otherwise count as 2^64 different senders.
 */
export function addressLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const bytes = (parsed as ipaddr.IPv6).toByteArray().slice(0, 8)
  return `${ipaddr.fromByteArray([...bytes, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`
}
