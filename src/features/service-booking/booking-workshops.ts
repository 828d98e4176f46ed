import { getSearchEngine } from '@/features/car-search'
import { dealerRecord, type DealerRecord } from '@/integrations/search/dealer-record'
import type { BookingScope, WorkshopSource } from '@/integrations/workshop-booking/workshop-booking-port'
import { logger } from '@/lib/logger'
import { createTtlCache } from '@/lib/ttl-cache'

/** spec 03 §9 "workshop list limit 100". */
export const WORKSHOP_LIST_LIMIT = 100
const TTL_MS = 60_000

/**
 * The workshops of a dealer: one per Workshop department (spec 03 §7 "sites … only those with a
 * Workshop department"), with the site's place, authorised brands and the department's opening
 * schedule. A site without coordinates cannot be on the map or sorted by distance: left out.
 */
export function workshopsOfDealer(dealer: DealerRecord): WorkshopSource[] {
  const [lat, lng] = (dealer.site_geocoord ?? '').split(',').map(Number)
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || !dealer.site_geocoord) return []
  const address = [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return dealer.site_departments.flatMap((department, index) => {
    if (department.group !== 'Workshop') return []
    const schedule = department.openingschedule
    return [
      {
        departmentId: `${dealer.site_id}-${index}`,
        siteId: dealer.site_id,
        siteName: dealer.site_official_name,
        address,
        latitude: lat,
        longitude: lng,
        brands: dealer.site_brands,
        email: department.email ?? dealer.site_email ?? null,
        phone: department.phone ?? dealer.site_phone ?? null,
        openingHours: schedule?.openinghours ?? [],
        deviationDays: schedule?.deviationdays ?? [],
        vacationDays: schedule?.vacationdays?.vacationdays.map((d) => d.day) ?? [],
      },
    ]
  })
}

const cache = createTtlCache<Promise<WorkshopSource[]>>({ ttlMs: TTL_MS })

/** The workshops in a site's sites index, read at most once a minute per process. */
export function workshopsOf(scope: BookingScope): Promise<WorkshopSource[]> {
  return cache.getOrLoad(scope.sitesIndex, async () => {
    const engine = await getSearchEngine()
    const response = await engine.search({
      index: scope.sitesIndex,
      filters: [{ name: 'site_departments.group', type: 'terms', values: ['Workshop'] }],
      sort_name: 'website_sort_order_asc',
      limit: WORKSHOP_LIST_LIMIT,
      offset: 0,
    })
    return response.content.flatMap((raw) => {
      const parsed = dealerRecord.safeParse(raw)
      if (!parsed.success) {
        logger.warn({ index: scope.sitesIndex, issue: parsed.error.issues[0]?.message }, 'Service booking: a dealer record does not match; left out')
        return []
      }
      return workshopsOfDealer(parsed.data)
    })
  })
}
