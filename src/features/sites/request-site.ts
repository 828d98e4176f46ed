import type { HostResolution } from './resolve-site-from-host'
import type { SiteRecord } from './site-record'

/**
 * What a request whose host is no site gets from every route and API handler: 404 with this text,
 * in that API's own shape (a JSON error, a problem, plain text).
 */
export const NO_SITE = { status: 404, message: 'No site is configured for this host' } as const

/**
 * The site a host is a site's own host of. The development index and a www host that redirects to
 * its bare host are no site for an API call (the pages answer them: the index, the 308).
 */
export function siteOfResolution(resolution: HostResolution): SiteRecord | undefined {
  return resolution.kind === 'site' ? resolution.site : undefined
}
