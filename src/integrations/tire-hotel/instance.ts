import { getConfig } from '@/lib/config'
import type { SqlDatabase } from '@/lib/sql-database'

import { BuiltInTireHotel } from './built-in-tire-hotel'
import { HttpTireHotel } from './http-tire-hotel'
import type { TireHotelPort } from './tire-hotel-port'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomTireHotel?: TireHotelPort }

/**
 * This process's tyre-hotel system: the outside one when SHOWROOM_TIRE_HOTEL_URL is set, else the
 * built-in engine on `database` (the CMS's SQL connection, handed over by features/tire-hotel).
 */
export function getTireHotel(database: () => Promise<SqlDatabase>): TireHotelPort {
  shared.__showroomTireHotel ??= (() => {
    const { tireHotel } = getConfig()
    if (tireHotel.url) return new HttpTireHotel({ baseUrl: tireHotel.url, apiKey: tireHotel.apiKey })
    return new BuiltInTireHotel(database)
  })()
  return shared.__showroomTireHotel
}
