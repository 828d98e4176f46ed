import { handleDealerListHttp, loadDealerList } from '@/features/dealers'
import { siteForHost } from '@/features/sites'

export const dynamic = 'force-dynamic'

/** The facility list's in-place updates (spec 03 §2.2): GET with the list's state as query parameters. */
export async function GET(request: Request) {
  const site = await siteForHost(request.headers.get('host'))
  const result = await handleDealerListHttp(site, new URL(request.url), loadDealerList)
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
