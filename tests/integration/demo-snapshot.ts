import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect, inject } from 'vitest'

import { seedDemoContent } from '@/demo/seed/seed-demo-content'
import { resetSiteCache } from '@/features/sites/site-cache'
import { getConfig } from '@/lib/config'
import { invalidateShellCache } from '@/lib/shell-cache'
import { type SqlDatabase, sqlDatabaseOf } from '@/lib/sql-database'

import { restoreDemoSnapshotStatement } from './demo-snapshot-sql'
import { demoSnapshotSchema } from './global-setup'
import { createTestPayload } from './test-payload'

type Admin = { email: string; password: string }

/**
 * For the beforeAll that calls createDemoTestPayload: whichever file runs first seeds. On
 * PostgreSQL beside the end-to-end suite on two busy cores that took over 10 minutes once (CI);
 * about 4 on an idle machine.
 */
export const DEMO_HOOK_TIMEOUT = 1_500_000

/**
 * A Payload instance on a database holding the demo content (src/demo), each test file with its
 * own copy. Seeding takes tens of seconds (thousands of Local API writes), so it runs once per
 * `vitest run` and database: the first file that asks seeds and snapshots the rows and the
 * uploaded media; later files get the snapshot copied into their freshly emptied database.
 */
export async function createDemoTestPayload(admin: Admin): Promise<Payload> {
  const payload = await createTestPayload()
  const db = sqlDatabaseOf(payload)
  const runDir = inject('demoSnapshotDir')
  const dir = path.join(runDir, db.dialect)
  const marker = path.join(dir, 'admin.json')
  if (existsSync(marker)) {
    // The snapshot holds one administrator: every file that uses it asks for the same one.
    expect(JSON.parse(readFileSync(marker, 'utf8')), 'demo snapshot administrator').toEqual(admin)
    await restoreRows(db, dir, demoSnapshotSchema(runDir))
    cpSync(path.join(dir, 'media'), getConfig().mediaDir, { recursive: true })
  } else {
    expect(await seedDemoContent(payload, admin)).toBe(true)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    await snapshotRows(db, dir, demoSnapshotSchema(runDir))
    if (existsSync(getConfig().mediaDir)) cpSync(getConfig().mediaDir, path.join(dir, 'media'), { recursive: true })
    else mkdirSync(path.join(dir, 'media'))
    writeFileSync(marker, JSON.stringify(admin))
  }
  // Cached site lists and shell settings of this process predate the copied rows.
  resetSiteCache()
  invalidateShellCache()
  return payload
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function tableNames(db: SqlDatabase, schema: string): Promise<string[]> {
  const rows =
    db.dialect === 'postgres'
      ? await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = ? order by tablename`, [schema])
      : await db.query<{ name: string }>(`select name from ${schema}.sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
  return rows.map((row) => row.name)
}

async function snapshotRows(db: SqlDatabase, dir: string, schema: string) {
  if (db.dialect === 'sqlite') {
    // The whole in-memory database (schema, rows, autoincrement counters) into a file.
    await db.query(`vacuum into ?`, [path.join(dir, 'demo.sqlite')])
    return
  }
  await db.transaction(async (tx) => {
    const tables = await tableNames(tx, 'public')
    await tx.query(`drop schema if exists ${quote(schema)} cascade`)
    await tx.query(`create schema ${quote(schema)}`)
    for (const table of tables) await tx.query(`create table ${quote(schema)}.${quote(table)} as table public.${quote(table)}`)
    await tx.query(`create table ${quote(schema)}."_sequences" as select sequencename as name, last_value from pg_sequences where schemaname = 'public'`)
  })
}

/** Every table of the (just migrated, empty) database gets the snapshot's rows, the id counters too. */
async function restoreRows(db: SqlDatabase, dir: string, schema: string) {
  if (db.dialect === 'sqlite') {
    // Foreign keys are checked per statement; the tables are filled in any order, so off meanwhile.
    await db.query(`pragma foreign_keys = off`)
    await db.query(`attach database ? as demo_snapshot`, [path.join(dir, 'demo.sqlite')])
    try {
      await db.transaction(async (tx) => {
        for (const table of await tableNames(tx, 'main')) {
          await tx.query(`delete from main.${quote(table)}`)
          await tx.query(`insert into main.${quote(table)} select * from demo_snapshot.${quote(table)}`)
        }
        if ((await tx.query(`select name from main.sqlite_master where name = 'sqlite_sequence'`)).length > 0) {
          await tx.query(`delete from main.sqlite_sequence`)
          await tx.query(`insert into main.sqlite_sequence select * from demo_snapshot.sqlite_sequence`)
        }
      })
    } finally {
      await db.query(`detach database demo_snapshot`)
      await db.query(`pragma foreign_keys = on`)
    }
    return
  }
  await db.transaction(async (tx) => {
    // Foreign key triggers off for this transaction: the tables are filled in any order.
    await tx.query(`set local session_replication_role = replica`)
    await tx.query(restoreDemoSnapshotStatement(schema))
  })
}
