import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'
import type { SqlDatabase } from '@/lib/sql-database'

import { BuiltInTireHotel } from './built-in-tire-hotel'
import { HttpTireHotel } from './http-tire-hotel'
import type { TireHotelPort } from './tire-hotel-port'

const instance = processSingleton<TireHotelPort>('TireHotel')

/**
 * This process's tyre-hotel system: the outside one when SHOWROOM_TIRE_HOTEL_URL is set, else the
 * built-in engine on `database` (the CMS's SQL connection, handed over by features/tire-hotel).
 */
export function getTireHotel(database: () => Promise<SqlDatabase>): TireHotelPort {
  return instance.getOrCreate(() => {
    const { tireHotel } = getConfig()
    if (tireHotel.url) return new HttpTireHotel({ baseUrl: tireHotel.url, apiKey: tireHotel.apiKey })
    return new BuiltInTireHotel(database)
  })
}
