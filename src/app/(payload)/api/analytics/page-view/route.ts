import { handlePageViewHttp, MAX_PAGE_VIEW_BYTES } from '@/features/tracking'
import { getAnalytics } from '@/integrations/analytics/instance'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/**
 * Page views from PageViewTracker (spec 01 §7.2). 202 once accepted, also when recording fails
 * (logged; tracking never breaks a page); 400 naming wrong fields; 413 over 4 KB.
 */
export async function POST(request: Request) {
  const result = await handlePageViewHttp(
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_PAGE_VIEW_BYTES + 1) },
    getAnalytics,
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
