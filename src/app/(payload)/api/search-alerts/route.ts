import { handleSaveSearchHttp, MAX_SAVED_SEARCH_BYTES, savedSearchDeps } from '@/features/saved-searches'
import { siteForHost } from '@/features/sites'
import { requestClientAddress } from '@/lib/client-address'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/** Save a car search for e-mail alerts (issue 41 item 1): stored, then the confirmation e-mail. */
export async function POST(request: Request) {
  const result = await handleSaveSearchHttp(
    {
      host: request.headers.get('host'),
      clientAddress: requestClientAddress(request.headers),
      body: await readCappedBody(request, MAX_SAVED_SEARCH_BYTES + 1),
    },
    siteForHost,
    await savedSearchDeps(),
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
