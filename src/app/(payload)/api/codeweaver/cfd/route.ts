import { getFinanceQuoteProvider, handleQuoteRequest, MAX_FINANCE_QUOTE_BODY_BYTES, quoteLimitAnswer } from '@/features/finance-quote'
import { siteForHost } from '@/features/sites'
import { readCappedBody } from '@/lib/read-capped-body'
import { requestClientAddress } from '@/lib/client-address'

export const dynamic = 'force-dynamic'

/** POST /api/codeweaver/cfd (spec 02 §7): finance quotes for one vehicle. Logic in finance-quote-http.ts. */
export async function POST(request: Request) {
  const limited = await quoteLimitAnswer(requestClientAddress(request.headers))
  if (limited) return Response.json(limited.json, { status: limited.status, headers: { 'cache-control': 'no-store', 'retry-after': '300' } })
  const result = await handleQuoteRequest(
    () => siteForHost(request.headers.get('host')),
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_FINANCE_QUOTE_BODY_BYTES + 1) },
    getFinanceQuoteProvider,
  )
  return Response.json(result.json, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
