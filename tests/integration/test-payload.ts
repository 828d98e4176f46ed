import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'

import { migrateDatabase } from '@/cms/database'
import { invalidateShellCache } from '@/lib/shell-cache'
import { resetSiteCache } from '@/features/sites/site-cache'
import { getConfig } from '@/lib/config'

/** A Payload instance on an empty, fully migrated database (the same migrations as production). */
export async function createTestPayload(): Promise<Payload> {
  // Payload keeps its instance on globalThis, which outlives a test file; each file wants its own
  // database, so drop the cached instance (and our cached site list) first.
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.clear()
  resetSiteCache()
  invalidateShellCache()
  const payload = await getPayload({ config })
  if (getConfig().database.kind === 'postgres') {
    // PostgreSQL is shared by the test files: each starts from empty tables. Once the first file
    // has migrated the schema, later files empty every table instead of migrating again (a full
    // migration per file was most of the PostgreSQL run); migrateDatabase below then finds
    // nothing to do, or migrates what a new migration adds.
    const db = payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: { tablename: string }[] }> } }
    const tables = (await db.drizzle.execute(sql`select tablename from pg_tables where schemaname = 'public'`)).rows.map((row) => row.tablename)
    if (tables.includes('payload_migrations')) {
      const data = tables.filter((table) => table !== 'payload_migrations')
      if (data.length > 0) await db.drizzle.execute(sql.raw(`truncate table ${data.map((table) => `"${table}"`).join(', ')} restart identity cascade`))
    } else {
      await db.drizzle.execute(sql`drop schema if exists public cascade; create schema public;`)
    }
  }
  await migrateDatabase(payload)
  return payload
}

let counter = 0
/** A minimal site (defaults for everything not given). */
export async function createSite(payload: Payload, data: Record<string, unknown> = {}) {
  counter += 1
  return payload.create({
    collection: 'sites',
    data: {
      key: `site-${counter}`,
      name: `Site ${counter}`,
      hostnames: [`site${counter}.example`],
      country: 'SE',
      currency: 'SEK',
      defaultLocale: 'sv',
      extraLocales: ['en'],
      theme: 'blue-accent',
      titleTemplate: '%s | Site',
      ...data,
    } as never,
  })
}
