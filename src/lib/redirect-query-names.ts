import { normalizeHost } from './host-name'
import { processSingleton } from './process-singleton'

/**
 * The query parameters each host's redirect rules look at (their query conditions, lower-cased),
 * published by the proxy whenever it loads a host's table and read by the page cache in the HTTP
 * entry (issue 35 item 12): a cached page may answer a request only when no redirect rule could
 * take it instead, so these names stay part of the key. One per process: the entry and the proxy's
 * bundle are separate module copies. Undefined for a host whose rules are not
 * loaded yet (then the page cache keys by the whole query).
 */
type Registry = Map<string, ReadonlySet<string>>

const MAX_HOSTS = 1000
const registry = processSingleton<Registry>('RedirectQueryNames').getOrCreate((): Registry => new Map())

export function publishRedirectQueryNames(host: string, names: ReadonlySet<string>): void {
  const key = normalizeHost(host)
  registry.delete(key)
  registry.set(key, names)
  if (registry.size > MAX_HOSTS) registry.delete(registry.keys().next().value!)
}

export function redirectQueryNames(host: string | undefined): ReadonlySet<string> | undefined {
  return registry.get(normalizeHost(host))
}
