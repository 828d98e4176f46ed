import { kitQueryFrom, kitsIndexOfHost, searchKits } from '@/features/kits'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** GET /api/kits?q=&page=&auto=&kitCategory=… (spec 03 §7 'Kits index'): one page of the Host site's kits with facets. */
export async function GET(request: Request) {
  const found = await kitsIndexOfHost(request.headers.get('host'))
  if (!found) return Response.json({ error: 'This site has no kits' }, { status: 404 })
  try {
    return Response.json(await searchKits(found.index, kitQueryFrom(new URL(request.url).searchParams)), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error, site: found.site.key }, 'Kits could not be searched')
    return Response.json({ error: 'Kits could not be loaded' }, { status: 503 })
  }
}
