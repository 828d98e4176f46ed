import type { Migration, Payload } from 'payload'

import { getConfig } from '@/lib/config'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { seedDemoContent } from './seed/seed-demo-content'

/** Brings the database schema up to date with the committed migrations of its dialect. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  // Generated migrations take their adapter's typed arguments; Payload's generic Migration type
  // declares them as unknown, so the list is widened here.
  const migrations = (getConfig().database.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}

/** Migrations, then the demo content when the database has no sites yet. */
export async function prepareDatabase(payload: Payload, log: (m: string) => void = () => {}): Promise<{ seeded: boolean }> {
  await migrateDatabase(payload)
  const seeded = await seedDemoContent(payload, getConfig().admin, log)
  return { seeded }
}
