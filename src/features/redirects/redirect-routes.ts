import type { SqlDatabase } from '@/lib/sql-database'

import { redirectHitsResponse, redirectTableResponse } from './redirect-table'

// The proxy imports this feature's face, and must not load the Payload client or the site list:
// they are imported when one of the two routes runs, never when the face is.
const cmsDatabase = async (): Promise<SqlDatabase> => (await import('@/cms/payload-client')).cmsDatabase()
const resolveSite = async (host: string) => (await import('@/features/sites')).resolveRequestSite(host)

/** GET /api/redirect-table?host=…: the host's site's redirect rules for the proxy (loopback only; redirect-table.ts). */
export function serveRedirectTable(request: Request): Promise<Response> {
  return redirectTableResponse(request, { resolveSite, database: cmsDatabase })
}

/** POST /api/redirect-hits: hit counts the proxy batched (loopback only; redirect-table.ts). */
export function recordRedirectHits(request: Request): Promise<Response> {
  return redirectHitsResponse(request, { database: cmsDatabase })
}
