import { isLoopbackHost } from './loopback-host'

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_AND_PORT = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

const lastEntry = (value: string | null) => value?.split(',').pop()?.trim()

/**
 * The origin a visitor used (scheme + host), for redirects and for links back to the admin
 * (issue 15 item 8, issue 35 item 5). The HTTP entry (src/server.ts, lib/client-address.ts) has
 * already removed X-Forwarded-Host and -Proto unless a trusted proxy wrote them, and Next then
 * fills them from Host and the connection; so what is here is believed. A value that is no
 * host[:port] is passed over (it would make an invalid URL). Without any scheme, development
 * hosts (*.localhost, 127.0.0.1) are http and others https. Pages name their own site with
 * `siteCanonicalOrigin` (features/sites/site-urls.ts), never with this.
 */
export function requestOrigin(headers: { get(name: string): string | null }): string {
  const host =
    [lastEntry(headers.get('x-forwarded-host')), headers.get('host')?.split(',')[0]?.trim()].find((h) => h !== undefined && HOST_AND_PORT.test(h)) ??
    'localhost'
  const forwardedProto = lastEntry(headers.get('x-forwarded-proto'))?.toLowerCase()
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '')
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : isLoopbackHost(hostname) ? 'http' : 'https'
  return `${proto}://${host}`
}
