import type { Payload } from 'payload'

import { sqlDatabaseOf } from '@/lib/sql-database'
import { getConfig } from '@/lib/config'

import { loadDemoStock } from './demo-stock'
import { loadDemoKits } from './kits/load-demo-kits'
import { seedDemoContent } from './seed/seed-demo-content'
import { loadDemoTireHotel } from './seed/demo-tire-hotel'

/**
 * The demo sites, pages, forms and media, then the generated demo stock, each only when the
 * database has none yet. Run inside `prepareDatabase`'s lock by `npm start` / `npm run db:prepare`
 * when SHOWROOM_DEMO_CONTENT is on (the default).
 */
export async function loadDemoContent(payload: Payload, log: (m: string) => void = () => {}): Promise<{ seeded: boolean; cars: number }> {
  const seeded = await seedDemoContent(payload, getConfig().admin, log)
  const cars = await loadDemoStock(sqlDatabaseOf(payload))
  if (cars > 0) log(`Loaded ${cars} demo cars and their dealers`)
  if (await loadDemoTireHotel(sqlDatabaseOf(payload))) log('Loaded the demo tyre-hotel agreements')
  const kits = await loadDemoKits(payload)
  if (kits > 0) log(`Loaded ${kits} demo accessory kits`)
  return { seeded, cars }
}
