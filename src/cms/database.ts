import type { Migration, Payload } from 'payload'

import { getConfig } from '@/lib/config'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { loadDemoStock } from '@/features/stock/demo-stock'
import { sqlDatabaseOf } from '@/features/stock/sql-database'

import { seedDemoContent } from './seed/seed-demo-content'

/** Brings the database schema up to date with the committed migrations of its dialect. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  // Generated migrations take their adapter's typed arguments; Payload's generic Migration type
  // declares them as unknown, so the list is widened here.
  const migrations = (getConfig().database.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}

/** Migrations, then the demo content and demo stock when the database has none yet. */
export async function prepareDatabase(payload: Payload, log: (m: string) => void = () => {}): Promise<{ seeded: boolean; cars: number }> {
  await migrateDatabase(payload)
  const seeded = await seedDemoContent(payload, getConfig().admin, log)
  const cars = await loadDemoStock(sqlDatabaseOf(payload))
  if (cars > 0) log(`Loaded ${cars} demo cars and their dealers`)
  return { seeded, cars }
}
