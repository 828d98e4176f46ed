import type { Payload } from 'payload'

import { getConfig } from '@/lib/config'

import { loadDemoStock } from '@/features/stock/demo-stock'
import { sqlDatabaseOf } from '@/cms/sql-database'

import { runMigrations, withPrepareLock } from './migrate-database'
import { seedDemoContent } from './seed/seed-demo-content'

export { migrateDatabase, withPrepareLock } from './migrate-database'

/**
 * Migrations, then the demo content and demo stock when the database has none yet, all under one
 * prepare lock, so N processes started at once on an empty database each come up and the demo
 * content is loaded exactly once.
 */
export async function prepareDatabase(payload: Payload, log: (m: string) => void = () => {}): Promise<{ seeded: boolean; cars: number }> {
  return withPrepareLock(payload, async () => {
    await runMigrations(payload)
    const seeded = await seedDemoContent(payload, getConfig().admin, log)
    const cars = await loadDemoStock(sqlDatabaseOf(payload))
    if (cars > 0) log(`Loaded ${cars} demo cars and their dealers`)
    return { seeded, cars }
  })
}
