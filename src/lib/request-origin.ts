import { getConfig } from './config'
import { proxyAppendedEntry } from './forwarded-header'
import { isLoopbackHost } from './loopback-host'

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
  const forwardedHost = trusted ? proxyAppendedEntry(headers.get('x-forwarded-host'), trustedProxyHops) : undefined
  // A value that is no host[:port] (any client can send one when no proxy rewrites it) would make an invalid URL.
  const host = [forwardedHost, headers.get('host')?.split(',')[0]?.trim()].find((h) => h !== undefined && HOST_AND_PORT.test(h)) ?? 'localhost'
  const forwardedProto = trusted ? proxyAppendedEntry(headers.get('x-forwarded-proto'), trustedProxyHops)?.toLowerCase() : undefined
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '')
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : isLoopbackHost(hostname) ? 'http' : 'https'
  return `${proto}://${host}`
}
