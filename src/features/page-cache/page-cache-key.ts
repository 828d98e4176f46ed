/**
 * The cache key of an anonymous page view (issue 23): host, path and the query normalised so the
 * same search is one entry: parameters sorted (by name, then value), empty ones and click-tracking
 * ones (which no page reads) left out. `variant` is what else the page varies on (a display cookie).
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|_ga|_gl|mc_cid|mc_eid|igshid)$/i

/**
 * Which query parameters make a page of their own (see query-use.ts): `counts` those the page
 * reads with a value that changes something (undefined: every one); `keepsEmpty` those kept even without a value (a redirect rule's
 * presence condition, `?br=`, redirects whatever the value).
 */
export type QueryKeyRule = { counts?: (name: string, value: string) => boolean; keepsEmpty?: (name: string) => boolean }

export function normalisedQuery(search: string, rule: QueryKeyRule = {}): string {
  const params = new URLSearchParams(search)
  const kept: [string, string][] = []
  for (const [name, value] of params) {
    if (TRACKING_PARAMETER.test(name)) continue
    if (value === '' ? rule.keepsEmpty?.(name) : (rule.counts?.(name, value) ?? true)) kept.push([name, value])
  }
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  return new URLSearchParams(kept).toString()
}

/** The host and path a key is made of: what the entry learns the read query names by. */
export function pageCachePath(host: string, url: string): string {
  const at = url.indexOf('?')
  return `${host.toLowerCase()}${(at < 0 ? url : url.slice(0, at)).split('#')[0]}`
}

/** Plain string work on the request target: it never throws, whatever a client sent. */
export function pageCacheKey(host: string, url: string, variant = '', rule?: QueryKeyRule): string {
  const at = url.indexOf('?')
  const pathname = at < 0 ? url : url.slice(0, at)
  const query = at < 0 ? '' : normalisedQuery(url.slice(at + 1).split('#')[0] ?? '', rule)
  return `${host.toLowerCase()}${pathname.split('#')[0]}${query ? `?${query}` : ''}${variant ? `#${variant}` : ''}`
}
