import { handleCarListHttp, loadCarListResults, MAX_CAR_LIST_BODY_BYTES } from '@/features/car-list'
import { siteForHost } from '@/features/sites'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const site = await siteForHost(request.headers.get('host'))
  const result = await handleCarListHttp(site, await readCappedBody(request, MAX_CAR_LIST_BODY_BYTES + 1), loadCarListResults)
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
