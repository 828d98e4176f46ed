import { getConfig } from './config'
import { isLoopbackHost } from './loopback-host'

/**
 * The entry of a proxy-appended header (X-Forwarded-Proto/-Host) that our own outermost proxy
 * wrote: `trustedProxyHops` from the end, as for X-Forwarded-For (features/leads/sender-identity).
 * Entries before it came from the client and are not believed.
 */
function trustedForwardedEntry(value: string | null, trustedProxyHops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  return entries[Math.max(0, entries.length - trustedProxyHops)]
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_AND_PORT = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The origin a visitor used (scheme + host), for redirects and for links back to the admin
 * (issue 15 item 8). X-Forwarded-Proto/-Host are believed only when the configuration trusts a
 * proxy in front (SHOWROOM_TRUSTED_PROXY_HOPS > 0); without one any client could write them.
 * Development hosts (*.localhost, 127.0.0.1) default to http, other hosts to https. Pages name
 * their own site with `siteCanonicalOrigin` (features/sites/site-urls.ts), never with this.
 */
export function requestOrigin(headers: { get(name: string): string | null }, trustedProxyHops: number = getConfig().leads.trustedProxyHops): string {
  const trusted = trustedProxyHops > 0
  const forwardedHost = trusted ? trustedForwardedEntry(headers.get('x-forwarded-host'), trustedProxyHops) : undefined
  // A value that is no host[:port] (any client can send one when no proxy rewrites it) would make an invalid URL.
  const host = [forwardedHost, headers.get('host')?.split(',')[0]?.trim()].find((h) => h !== undefined && HOST_AND_PORT.test(h)) ?? 'localhost'
  const forwardedProto = trusted ? trustedForwardedEntry(headers.get('x-forwarded-proto'), trustedProxyHops)?.toLowerCase() : undefined
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '')
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : isLoopbackHost(hostname) ? 'http' : 'https'
  return `${proto}://${host}`
}
