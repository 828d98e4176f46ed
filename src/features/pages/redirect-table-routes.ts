import { cmsDatabase } from '@/cms/payload-client'
import { redirectHitsResponse, redirectTableResponse } from '@/features/redirects'
import { resolveRequestSite } from '@/features/sites'

// Here, not in features/redirects: the proxy imports that feature's face, which must not reach
// the Payload client; these two routes hand it the CMS's connection and the site lookup.

/** GET /api/redirect-table?host=…: the host's site's redirect rules for the proxy (loopback only; features/redirects/redirect-table.ts). */
export function serveRedirectTable(request: Request): Promise<Response> {
  return redirectTableResponse(request, { resolveSite: resolveRequestSite, database: cmsDatabase })
}

/** POST /api/redirect-hits: hit counts the proxy batched (loopback only; features/redirects/redirect-table.ts). */
export function recordRedirectHits(request: Request): Promise<Response> {
  return redirectHitsResponse(request, { database: cmsDatabase })
}
