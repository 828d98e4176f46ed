import { z } from 'zod'

import { findCarSlug } from '@/features/car-detail'
import { localizedPath, segmentsToPath } from '@/lib/page-path'
import { loadSitePage } from '@/features/pages'
import { siteRewritePath } from '@/features/routing'

export const dynamic = 'force-dynamic'

const query = z.object({ path: z.string().min(1).max(2000).startsWith('/'), host: z.string().max(300).optional() })

/**
 * GET /api/car-detail-location?path=/bilar/12345[&host=site.example] (host defaults to the request's): where an id-only car URL
 * redirects, {location: '/bilar/12345/volvo-xc60-2021'}; 404 when the path is no id-only car URL
 * of this site or the car is unknown. Used by the proxy for the spec's 302 (car-id-redirect.ts).
 */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ error: 'path must be a site path starting with /' }, { status: 400 })
  const target = siteRewritePath(parsed.data.path, parsed.data.host || request.headers.get('host'), [])
  const match = target ? /^\/site\/([^/]+)\/([^/]+)(\/.*)?$/.exec(target) : null
  if (!match) return Response.json({ error: 'Not a site page path' }, { status: 404 })
  const [, host = '', lang = '', tail = ''] = match
  let path: string
  try {
    path = segmentsToPath(tail.split('/').filter(Boolean))
  } catch {
    return Response.json({ error: 'The path has a broken percent escape' }, { status: 400 })
  }
  const ctx = await loadSitePage(host, lang, path)
  if (ctx.kind !== 'car-detail' || ctx.car.kind !== 'id-only') return Response.json({ error: 'Not an id-only car path' }, { status: 404 })
  const slug = await findCarSlug(ctx.site, ctx.car.id)
  if (!slug) return Response.json({ error: `No car ${ctx.car.id} in this site's stock` }, { status: 404 })
  const detailBase = localizedPath(ctx.site.paths.carDetail, ctx.locale, ctx.site.defaultLocale)
  return Response.json({ location: `${detailBase}/${ctx.car.id}/${slug}` }, { headers: { 'cache-control': 'no-store' } })
}
