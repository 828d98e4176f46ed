import { normalizeHost } from '@/lib/host-name'

import type { SiteRecord } from './site-record'

export type HostResolution =
  { kind: 'index' } | { kind: 'site'; site: SiteRecord } | { kind: 'redirect'; site: SiteRecord; host: string } | { kind: 'unknown'; host: string }

/**
 * Which site a request host belongs to (ARCHITECTURE "Sites"): an exact host name of a site;
 * `www.<host>` of a site that redirects www to the bare host (spec 01 §2.1); `<key>.localhost` in
 * development; the configured index hosts (localhost) show the list of sites.
 */
export function resolveSiteFromHost(rawHost: string | null | undefined, sites: readonly SiteRecord[], indexHosts: readonly string[]): HostResolution {
  const host = normalizeHost(rawHost)
  if (!host || indexHosts.includes(host)) return { kind: 'index' }

  const site = siteForHost(host, sites)
  if (site) return { kind: 'site', site }

  if (host.startsWith('www.')) {
    const bare = host.slice(4)
    const bareSite = siteForHost(bare, sites)
    if (bareSite?.redirectWwwToBare) return { kind: 'redirect', site: bareSite, host: bare }
  }
  return { kind: 'unknown', host }
}

function siteForHost(host: string, sites: readonly SiteRecord[]): SiteRecord | undefined {
  const exact = sites.find((s) => s.hostnames.includes(host))
  if (exact) return exact
  if (host.endsWith('.localhost')) {
    const key = host.slice(0, -'.localhost'.length)
    return sites.find((s) => s.key === key)
  }
  return undefined
}
