import { getFinanceQuoteProvider, handleDefaultProductsRequest, MAX_FINANCE_QUOTE_BODY_BYTES } from '@/features/finance-quote'
import { siteForHost } from '@/features/sites'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/** POST /api/codeweaver/default (spec 02 §7): the finance products for a car. Logic in finance-quote-http.ts. */
export async function POST(request: Request) {
  const result = await handleDefaultProductsRequest(
    () => siteForHost(request.headers.get('host')),
    { contentLength: request.headers.get('content-length'), readBody: () => readCappedBody(request, MAX_FINANCE_QUOTE_BODY_BYTES + 1) },
    getFinanceQuoteProvider,
  )
  return Response.json(result.json, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
