import { serveRedirectTable } from '@/features/pages'

export const dynamic = 'force-dynamic'

/** GET /api/redirect-table?host=…: the host's site's redirect rules for the proxy (loopback only; see features/redirects/redirect-table.ts). */
export function GET(request: Request) {
  return serveRedirectTable(request)
}
