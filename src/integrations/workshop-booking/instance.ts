import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'
import type { SqlDatabase } from '@/lib/sql-database'

import { BuiltInWorkshopEngine } from './built-in-workshop-engine'
import { HttpWorkshopBooking } from './http-workshop-booking'
import type { BookingCatalogue, BookingScope, WorkshopBookingPort, WorkshopSource } from './workshop-booking-port'

// One engine per process (its bookings are in the database, so processes agree).
const instance = processSingleton<WorkshopBookingPort>('WorkshopBooking')

/**
 * This process's workshop booking system (spec 03 §7 /api/mechmate/*): the outside service when
 * SHOWROOM_BOOKING_URL is set, else the built-in engine on `database` with the workshops and the
 * register and catalogues the caller hands over (the feature reads the site's dealers and CMS). The built-in engine simulates
 * phone bookings on near days while the demo content is on, so the demo's free times vary.
 */
export function getWorkshopBooking(deps: {
  database: () => Promise<SqlDatabase>
  workshops: (scope: BookingScope) => Promise<WorkshopSource[]>
  catalogue: (scope: BookingScope) => Promise<BookingCatalogue>
}): WorkshopBookingPort {
  return instance.getOrCreate(() => {
    const { booking, demoContent } = getConfig()
    if (booking.url) return new HttpWorkshopBooking({ baseUrl: booking.url, apiKey: booking.apiKey, timeoutMs: booking.timeoutMs })
    return new BuiltInWorkshopEngine({
      database: deps.database,
      workshops: deps.workshops,
      catalogue: deps.catalogue,
      simulatedOccupancy: demoContent ? 0.8 : 0,
    })
  })
}
