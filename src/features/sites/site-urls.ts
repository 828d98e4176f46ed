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
