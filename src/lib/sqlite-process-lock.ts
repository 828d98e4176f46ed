import { readFileSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { fileURLToPath } from 'node:url'

import { createClient, type Client, type Transaction } from '@libsql/client'

/**
 * SQLite is for one server process (issue 40 item 5): a second server, or a second `npm start`
 * preparing the database, on the same file refuses to start with a message saying who holds it.
 *
 * The lock is a write transaction held open on a small SQLite file beside the database
 * (`<database>.process-lock`): SQLite's own file lock, which the operating system drops when the
 * process ends however it ends (`kill -9`, a crash), so no stale lock is ever left to clean up.
 * Who holds it is written beside it (`.process-lock.json`) for the refusal's message. On a network
 * file system such locks are not to be trusted, and neither is SQLite's WAL: the README says so.
 */
export type SqliteProcessLock = { release(): Promise<void> }

export class SqliteInUseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SqliteInUseError'
  }
}

type Holder = { pid: number; host: string; since: string; role: string }

/**
 * The process lock of the configured database when it is a SQLite file (PostgreSQL serves many
 * processes; an in-memory database is the process's own), for `role`; undefined when none is needed.
 */
export async function holdDatabaseProcessLock(
  database: { kind: 'sqlite' | 'postgres'; url: string; sqliteShared: boolean },
  role: string,
): Promise<SqliteProcessLock | undefined> {
  const file = database.kind === 'sqlite' && !database.sqliteShared ? sqliteDatabaseFile(database.url) : undefined
  return file === undefined ? undefined : holdSqliteProcessLock(file, role)
}

/**
 * For a command's start (`db:prepare`, `db:restore`): the lock, or the holder's message on
 * standard error and the process ends with `exitCode`.
 */
export async function holdDatabaseProcessLockOrExit(
  database: { kind: 'sqlite' | 'postgres'; url: string; sqliteShared: boolean },
  role: string,
  exitCode: number,
): Promise<SqliteProcessLock | undefined> {
  try {
    return await holdDatabaseProcessLock(database, role)
  } catch (error) {
    if (!(error instanceof SqliteInUseError)) throw error
    console.error(error.message)
    process.exit(exitCode)
  }
}

/** The database file of a `file:` URL, or undefined for an in-memory database. */
export function sqliteDatabaseFile(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('file:') || databaseUrl.includes(':memory:')) return undefined
  const withoutQuery = databaseUrl.split('?')[0]!
  return withoutQuery.startsWith('file://') ? fileURLToPath(withoutQuery) : withoutQuery.slice('file:'.length)
}

/**
 * Takes the database's process lock for `role` ('server', 'database preparation') and keeps it
 * until `release` or the end of the process. Throws SqliteInUseError when another process has it.
 */
export async function holdSqliteProcessLock(databaseFile: string, role: string): Promise<SqliteProcessLock> {
  const lockFile = `${databaseFile}.process-lock`
  const client: Client = createClient({ url: `file:${lockFile}` })
  let transaction: Transaction
  try {
    // No waiting: the holder keeps it for as long as it runs.
    await client.execute('PRAGMA busy_timeout = 0')
    transaction = await client.transaction('write')
    await transaction.execute('CREATE TABLE IF NOT EXISTS process_lock (taken_at TEXT)')
  } catch (error) {
    client.close()
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    throw new SqliteInUseError(inUseMessage(databaseFile, readHolder(lockFile)))
  }
  const holder: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), role }
  writeFileSync(`${lockFile}.json`, `${JSON.stringify(holder)}\n`)
  return {
    async release() {
      await transaction.rollback().catch(() => undefined)
      client.close()
    },
  }
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(`${lockFile}.json`, 'utf8')) as Partial<Holder>
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? (parsed as Holder) : undefined
  } catch {
    return undefined
  }
}

function inUseMessage(databaseFile: string, holder: Holder | undefined): string {
  const who = holder ? `process ${holder.pid} on ${holder.host} (${holder.role}, since ${holder.since})` : 'another process'
  return [
    `The SQLite database ${databaseFile} is in use by ${who}.`,
    'SQLite serves one Showroom process: stop that one first, or give this one its own SHOWROOM_DATA_DIR.',
    'To run several processes, use PostgreSQL (DATABASE_URL=postgres://…; see "Several processes" in the README).',
  ].join('\n')
}
