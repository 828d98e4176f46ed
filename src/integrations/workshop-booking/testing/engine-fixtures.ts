import type { SqlDatabase } from '@/lib/sql-database'

import type { WorkshopSource } from '../workshop-booking-port'

/** Tables of migration 20261127_042500_workshop_booking, for tests on a bare connection. */
export async function createWorkshopTables(db: SqlDatabase): Promise<void> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS workshop_slot_counts (department_id text NOT NULL, day text NOT NULL, slot_key text NOT NULL, booked integer NOT NULL DEFAULT 0, PRIMARY KEY (department_id, day, slot_key))',
  )
  await db.query(
    'CREATE TABLE IF NOT EXISTS workshop_bookings (id text PRIMARY KEY NOT NULL, department_id text NOT NULL, day text NOT NULL, slot_key text NOT NULL, registration_number text NOT NULL, offerings text NOT NULL, created_at text NOT NULL)',
  )
}

const weekdays = (open: string, close: string) => (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, open, close }))

/** A workshop open weekdays 07:00–17:00 (ten hourly slots), closed at weekends. */
export function testWorkshop(n: number, overrides: Partial<WorkshopSource> = {}): WorkshopSource {
  return {
    departmentId: `D${n}`,
    siteId: String(100 + n),
    siteName: `Verkstad ${n}`,
    address: `Gatan ${n}, 411 0${n % 10} Göteborg`,
    latitude: 57.7 + n * 0.01,
    longitude: 11.97,
    brands: n % 2 === 0 ? ['Volvo'] : ['Volkswagen', 'Audi'],
    email: `verkstad${n}@example.com`,
    phone: '031-12 34 56',
    openingHours: [...weekdays('07:00', '17:00'), { day: 'Saturday', open: null, close: null }, { day: 'Sunday', open: null, close: null }],
    deviationDays: [],
    vacationDays: [],
    ...overrides,
  }
}

/** The demo's register and catalogue (src/demo seeds the CMS with it): every lookup branch has a plate. */
export { DEMO_BOOKING_CATALOGUE as TEST_CATALOGUE } from '../../../demo/seed/demo-workshop-catalogue'
