import { cmsDatabase } from '@/cms/payload-client'
import { redirectTableResponse } from '@/features/redirects'
import { resolveRequestSite } from '@/features/sites'

export const dynamic = 'force-dynamic'

/** GET /api/redirect-table?host=…: the host's site's redirect rules for the proxy (loopback only; see features/redirects/redirect-table.ts). */
export function GET(request: Request) {
  return redirectTableResponse(request, { resolveSite: resolveRequestSite, database: cmsDatabase })
}
