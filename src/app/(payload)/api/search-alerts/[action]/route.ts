import { handleSavedSearchLinkHttp, MAX_SAVED_SEARCH_BYTES, savedSearchDeps } from '@/features/saved-searches'
import { siteForHost } from '@/features/sites'
import { readCappedBody } from '@/lib/read-capped-body'

export const dynamic = 'force-dynamic'

/** What a saved-search e-mail's link does: confirm, unsubscribe (also the mail client's one-click POST) or manage. */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params
  const result = await handleSavedSearchLinkHttp(
    {
      host: request.headers.get('host'),
      action,
      body: await readCappedBody(request, MAX_SAVED_SEARCH_BYTES + 1),
      searchParams: new URL(request.url).searchParams,
    },
    siteForHost,
    await savedSearchDeps(),
  )
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } })
}
