import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as unitMigration from '@/migrations/sqlite/20261129_032957_store_locator_site_unit'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { createSite, createTestPayload } from './test-payload'

/**
 * Issue 36: one unit system per site. A store locator block whose editor chose no unit takes the
 * site's (miles in the UK), so the database must not give it one: the column lost its default
 * 'km' (migration store_locator_site_unit, both dialects). On SQLite that migration rebuilds the
 * block tables inside Payload's transaction, where foreign keys stay on, so it keeps the blocks'
 * localized labels aside and puts them back.
 */
let payload: Payload
let db: SqlDatabase
let pageId: number

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
  const site = await createSite(payload, { country: 'GB', currency: 'GBP', defaultLocale: 'en', extraLocales: [] })
  const page = await payload.create({
    collection: 'pages',
    draft: false,
    locale: 'en',
    data: {
      title: 'Locations',
      slug: 'locations',
      site: site.id,
      _status: 'published',
      main: [{ blockType: 'storeLocator', includeStockDealers: false, labels: { panelTitle: 'Our places' } }],
    } as never,
  })
  pageId = page.id
})
afterAll(async () => {
  await payload?.destroy()
})

type LocatorBlock = { blockType: string; distanceUnit?: string | null; labels?: { panelTitle?: string | null } | null }
const locatorBlock = async () => {
  const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'en', depth: 0 })
  return (page.main as LocatorBlock[]).find((block) => block.blockType === 'storeLocator')
}

describe('store locator distance unit (issue 36)', () => {
  it('a block saved without a unit has none, so the page shows the site’s own', async () => {
    const block = await locatorBlock()
    expect(block?.distanceUnit ?? null).toBeNull()
    expect(block?.labels?.panelTitle).toBe('Our places')
  })

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres') !== true)('SQLite: the migration keeps the blocks’ localized labels', async () => {
    const drizzle = (payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }).drizzle
    // Run again on the migrated tables: the same rebuild, with a label in place, inside a
    // transaction as Payload runs it (the test database lives in memory, on this one connection).
    await drizzle.run(sql.raw('BEGIN'))
    await unitMigration.up({ db: drizzle, payload, req: {} } as never)
    await drizzle.run(sql.raw('COMMIT'))
    const block = await locatorBlock()
    expect(block?.labels?.panelTitle).toBe('Our places')
    const [table] = await db.query<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE name = 'pages_blocks_store_locator'`)
    expect(table?.sql).toMatch(/`distance_unit` text,/)
  })
})
