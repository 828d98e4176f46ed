import { isLoopbackHost } from '@/lib/loopback-host'

import { normalizeHost } from '@/lib/host-name'
import type { SiteRecord } from './site-record'

/**
 * Where a site is publicly reachable, seen from a request on another host (the admin): in
 * development (the admin on localhost) that is <key>.localhost on the same port; otherwise the
 * site's first host name over https.
 */
export function sitePublicOrigin(site: SiteRecord, fromOrigin: string, indexHosts: readonly string[]): string {
  const from = new URL(fromOrigin)
  if (indexHosts.includes(from.hostname) || from.hostname.endsWith('.localhost')) {
    return `${from.protocol}//${site.key}.localhost${from.port ? `:${from.port}` : ''}`
  }
  const host = site.hostnames.find((h) => !h.startsWith('www.')) ?? site.hostnames[0]
  return host ? `https://${host}` : `${from.protocol}//${site.key}.localhost${from.port ? `:${from.port}` : ''}`
}

/**
 * The origin a site's own pages name in canonical links, og:url, hreflang alternates, JSON-LD,
 * the sitemap and robots.txt (issue 15 item 8): the site's first configured host name, over https.
 * Never a request header, so a forged X-Forwarded-Host cannot put another domain into them (the
 * sitemap is cached for 5 minutes). On the site's development host `<key>.localhost` it is that
 * host with the port the visitor used, over http, so links work on a laptop. `requestHost` is the
 * request's Host header (the host the site was resolved by).
 */
export function siteCanonicalOrigin(site: SiteRecord, requestHost: string | null | undefined): string {
  const devHost = `${site.key}.localhost`
  const port = /:(\d{1,5})$/.exec(requestHost?.trim() ?? '')?.[1]
  const onDevHost = normalizeHost(requestHost) === devHost
  const configured = site.hostnames[0]
  if (onDevHost || !configured) return `http://${devHost}${onDevHost && port ? `:${port}` : ''}`
  return `${isLoopbackHost(configured) ? 'http' : 'https'}://${configured}`
}
