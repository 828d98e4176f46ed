import { normalizeHost } from '@/lib/host-name'

/**
 * Host names a site answers on (issue 15: a host belongs to at most one site). Stored lower-case
 * without port or trailing dot, so the database's unique index compares like the router does.
 */
export function normalizeHostnames(values: unknown): string[] {
  if (!Array.isArray(values)) return []
  const hosts = values.map((v) => (typeof v === 'string' ? normalizeHost(v) : '')).filter(Boolean)
  return [...new Set(hosts)]
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})+$`)

/** Why a (normalized) host name cannot be a site's, or undefined when it can. */
export function hostnameProblem(host: string, indexHosts: readonly string[]): string | undefined {
  if (!HOSTNAME.test(host)) return `"${host}" is not a host name: use letters, digits, dashes and dots, such as bilgruppen.se (no https://, path or port).`
  // <key>.localhost belongs to the site with that key (development hosts); listing one here would
  // let a site answer for another.
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `"${host}" is a development host: every site answers on <key>.localhost by itself; list only public host names.`
  if (indexHosts.includes(host)) return `"${host}" shows the index of sites (SHOWROOM_INDEX_HOSTS) and cannot belong to a site.`
  if (/^\d+(\.\d+){3}$/.test(host)) return `"${host}" is an IP address; list host names only.`
  return undefined
}
