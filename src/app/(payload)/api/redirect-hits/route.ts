import { recordRedirectHits } from '@/features/pages'

export const dynamic = 'force-dynamic'

/** POST /api/redirect-hits: hit counts the proxy batched (loopback only; see features/redirects/redirect-table.ts). */
export function POST(request: Request) {
  return recordRedirectHits(request)
}
