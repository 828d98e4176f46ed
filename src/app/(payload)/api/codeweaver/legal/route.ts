import { getFinanceQuoteProvider, handleTermsAndConditionsRequest } from '@/features/finance-quote'
import { siteForHost } from '@/features/sites'

export const dynamic = 'force-dynamic'

/** GET /api/codeweaver/legal?quoteRef={QuoteReference} (spec 02 §7): a quote's terms and conditions. Logic in finance-quote-http.ts. */
export async function GET(request: Request) {
  const result = await handleTermsAndConditionsRequest(
    () => siteForHost(request.headers.get('host')),
    new URL(request.url).searchParams.get('quoteRef'),
    getFinanceQuoteProvider,
  )
  return Response.json(result.json, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
