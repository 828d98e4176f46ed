import { handleQuoteHttp, MAX_QUOTE_BYTES, quoteDeps } from '@/features/kits'
import { readCappedBody } from '@/lib/read-capped-body'
import { requestClientAddress } from '@/lib/client-address'

export const dynamic = 'force-dynamic'

/** POST /api/automaster (spec 03 §7): a sales session's kit quote, stored and then delivered. */
export async function POST(request: Request) {
  const result = await handleQuoteHttp(
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_QUOTE_BYTES + 1) },
    quoteDeps(request.headers.get('host'), requestClientAddress(request.headers)),
  )
  return Response.json(result.body, { status: result.status })
}
