import { findCarForSite } from '@/features/car-list'
import { NO_SITE, siteForHost } from '@/features/sites'

export const dynamic = 'force-dynamic'

/** GET /api/cars/{car_id}: the full car record of this site's stock (compare, spec 02 §7 "Compare: full record by car_id"). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d{1,18}$/.test(id)) return Response.json({ error: 'A car id is digits only' }, { status: 400 })
  const site = await siteForHost(request.headers.get('host'))
  if (!site) return Response.json({ error: NO_SITE.message }, { status: NO_SITE.status })
  const result = await findCarForSite(site, id)
  if (result.status === 'error') return Response.json({ error: 'The car search is not answering right now' }, { status: 502 })
  if (!result.car) return Response.json({ error: `No car ${id} in this site's stock` }, { status: 404 })
  return Response.json(result.car, { headers: { 'cache-control': 'public, max-age=60' } })
}
