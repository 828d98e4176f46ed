import { getSearchEngine, handleSearchHttp, MAX_BODY_BYTES } from '@/features/car-search'
import { getConfig } from '@/lib/config'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const result = await handleSearchHttp(
    {
      apiKey: request.headers.get('x-api-key'),
      contentLength: request.headers.get('content-length'),
      readBody: () => readCappedBody(request, MAX_BODY_BYTES + 1),
    },
    getConfig().search.apiKey,
    getSearchEngine,
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
