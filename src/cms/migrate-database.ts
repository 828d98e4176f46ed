/**
 * Migrations under the database's prepare lock. Apart from database.ts (which adds the demo
 * content) so that the server's start (src/instrumentation.ts) loads no seed code.
 */
import type { Migration, Payload } from 'payload'
import type { Pool } from 'pg'

import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * The PostgreSQL advisory lock that serialises preparing the database (migrations, demo content)
 * across processes. Any fixed 64-bit number works as long as every process uses the same one; this
 * one spells "Showprep" in ASCII.
 */
export const PREPARE_LOCK_KEY = '6010176261504263536'

/**
 * How long a process waits for another one's migrations and demo content before it gives up. The
 * migrations alone take seconds; the demo content on PostgreSQL took 5 min on an idle 2-core
 * machine and over 10 min on a busy one (CI), so the second process of a demo must wait that long.
 */
const PREPARE_LOCK_TIMEOUT = '30min'

/**
 * Runs `work` while this process holds the database's prepare lock (issue 15 item 5: two
 * processes starting together on an empty PostgreSQL both ran the first migration, one failed on
 * `duplicate key … pg_type_typname_nsp_index` and exited). A session-level `pg_advisory_lock` on a
 * connection of its own, held until `work` ends: Payload's migrations run in transactions on other
 * connections of the pool, so the lock must not live in one of them. The others wait, then find
 * the migrations recorded and the demo content present, and skip them. If the holder dies its
 * session ends and PostgreSQL frees the lock. Not re-entrant: `work` must not take it again.
 *
 * SQLite needs no lock here: its writers already take turns on the file (busy timeout), and it is
 * meant for one server process.
 */
export async function withPrepareLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (getConfig().database.kind !== 'postgres' || !pool) return work()
  const connection = await pool.connect()
  // A broken lock connection must not crash the process; the work's own queries report failures.
  const onError = (error: Error) => logger.warn({ err: error }, 'The database prepare lock connection failed')
  connection.on('error', onError)
  try {
    await connection.query(`SET lock_timeout = '${PREPARE_LOCK_TIMEOUT}'`)
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY])
    try {
      return await work()
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY])
    }
  } finally {
    connection.off('error', onError)
    // The session setting must not follow the connection back into the pool.
    await connection.query('RESET lock_timeout').catch(() => undefined)
    connection.release()
  }
}

/** Payload's migrate with the committed migrations of the database's dialect; no lock: call it inside withPrepareLock. */
export async function runMigrations(payload: Payload): Promise<void> {
  // Generated migrations take their adapter's typed arguments; Payload's generic Migration type
  // declares them as unknown, so the list is widened here.
  const migrations = (getConfig().database.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
}

/**
 * Brings the database schema up to date with the committed migrations of its dialect, under the
 * prepare lock. Run at server start (src/instrumentation.ts) and by the commands that need the
 * schema. Payload's own `prodMigrations` (run on init in production, without a lock) is not used.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  await withPrepareLock(payload, () => runMigrations(payload))
}
