import { getAnalytics } from '@/integrations/analytics/instance'
import { readCappedBody } from '@/lib/read-capped-body'

import { handlePageViewHttp, MAX_PAGE_VIEW_BYTES } from './page-view-http'

/**
 * POST /api/analytics/page-view with this process's analytics port (page-view-http.ts has the
 * rules). A module of its own: the port's adapters write files and must stay out of the client
 * islands that import this feature.
 */
export async function handlePageViewRequest(request: Request): Promise<Response> {
  const result = await handlePageViewHttp(
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_PAGE_VIEW_BYTES + 1) },
    getAnalytics,
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
