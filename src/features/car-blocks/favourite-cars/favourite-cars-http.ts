import { z } from 'zod'

import { MAX_FAVOURITE_CARS } from '@/features/car-card'
import { NO_SITE, siteForHost } from '@/features/sites'

import { orderByIds } from '../shared/car-ids'
import { searchCarSummaries } from '../shared/vehicles-search'
import { parseCarIdList } from './favourite-car-ids'

const favouriteCarsQuery = z.object({
  ids: z
    .string()
    .max(MAX_FAVOURITE_CARS * 20)
    .transform(parseCarIdList)
    .pipe(z.array(z.string()).min(1)),
})

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers })

/**
 * GET /api/cars?ids=1001,1002: the cards of these cars in this site's stock now, in the order asked
 * (issue 41 item 2: the favourites page shows prices as they are now, and a car that is not there
 * any more as sold). One search for all of them; an id the stock does not have is simply absent.
 */
export async function handleFavouriteCarsRequest(request: Request): Promise<Response> {
  const query = favouriteCarsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return json({ error: `Give ids: up to ${MAX_FAVOURITE_CARS} car ids, separated by commas (ids=1001,1002).` }, 400)
  const site = await siteForHost(request.headers.get('host'))
  if (!site) return json({ error: NO_SITE.message }, NO_SITE.status)
  const index = site.searchIndexes.vehicles
  if (!index) return json({ cars: [] }, 200)
  const ids = query.data.ids
  const found = await searchCarSummaries({ site, zone: 'main' }, 'favouriteCars', {
    index,
    filters: [{ name: 'car_id', type: 'terms', values: ids }],
    limit: ids.length,
    offset: 0,
  })
  if (!found) return json({ error: 'The car search is not answering right now' }, 502)
  const cars = orderByIds(found, ids)
  // A minute, as a car's own record: a price change shows soon enough.
  return json({ cars }, 200, { 'cache-control': 'public, max-age=60' })
}
