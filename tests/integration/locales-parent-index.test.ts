import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { createTestPayload } from './test-payload'

/**
 * Every table of translations can find one document's translations by an index (migration
 * 20261127_170000_locales_parent_index). Without one, each read of a localized collection scans
 * the whole table per document: a site's dictionary took 166 ms of the event loop, and a publish
 * held the process for seconds. A collection or field added later gets a new `_locales` table; this
 * test names it until a migration gives it its index.
 */
let payload: Payload
let db: SqlDatabase

beforeAll(async () => {
  payload = await createTestPayload()
  db = sqlDatabaseOf(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

/** Payload's tables of translations: those with a `_locale` and a `_parent_id` column. */
async function translationTables(): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.query<{ name: string }>(
          `SELECT m.name AS name FROM sqlite_master m WHERE m.type = 'table'
              AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = '_locale')
              AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = '_parent_id')`,
        )
      : await db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() AND column_name IN ('_locale', '_parent_id')
            GROUP BY table_name HAVING COUNT(DISTINCT column_name) = 2`,
        )
  return rows.map((row) => row.name)
}

/** Each table with the first column of each of its indexes. */
async function leadingIndexColumns(): Promise<Map<string, Set<string>>> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.query<{ tbl: string; col: string | null }>(
          `SELECT m.name AS tbl, ii.name AS col FROM sqlite_master m
             LEFT JOIN pragma_index_list(m.name) il
             LEFT JOIN pragma_index_info(il.name) ii ON ii.seqno = 0
            WHERE m.type = 'table'`,
        )
      : await db.query<{ tbl: string; col: string | null }>(
          `SELECT t.relname AS tbl, a.attname AS col FROM pg_class t
             JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
             LEFT JOIN pg_index i ON i.indrelid = t.oid
             LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
            WHERE t.relkind = 'r'`,
        )
  const tables = new Map<string, Set<string>>()
  for (const { tbl, col } of rows) {
    const columns = tables.get(tbl) ?? new Set<string>()
    if (col) columns.add(col)
    tables.set(tbl, columns)
  }
  return tables
}

describe('tables of translations', () => {
  it("each find a document's translations by an index on _parent_id", async () => {
    const tables = await leadingIndexColumns()
    const translations = await translationTables()
    // The dictionary, pages, their versions and blocks, the shell …: the schema has over a hundred.
    expect(translations.length).toBeGreaterThan(50)
    expect(translations.filter((name) => !tables.get(name)!.has('_parent_id'))).toEqual([])
  })
})
