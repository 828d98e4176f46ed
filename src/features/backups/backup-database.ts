import { execFile } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { unlink } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient, type Client } from '@libsql/client'
import pg from 'pg'

import { sqliteDatabaseFile } from '@/lib/sqlite-process-lock'

import { BackupError, type BackupCounts } from './backup-manifest'

const run = promisify(execFile)

/** The collections a manifest counts, by their table. */
const COUNTED_TABLES = { sites: 'sites', pages: 'pages', leads: 'leads', serviceBookings: 'service_bookings', media: 'media' } as const

/** What a backup records of its database: the migrations applied and a few counts. */
export type DatabaseSummary = { migrations: string[]; counts: BackupCounts }

/** The SQLite file a `file:` DATABASE_URL names (relative paths from the working folder, as libsql reads them). */
export function sqliteFileOf(databaseUrl: string): string {
  const file = sqliteDatabaseFile(databaseUrl)
  if (!file) throw new BackupError(`DATABASE_URL ${databaseUrl} is an in-memory database: there is nothing on disk to back up or restore into.`)
  return path.resolve(file)
}

async function withSqlite<T>(file: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await work(client)
  } finally {
    client.close()
  }
}

async function summaryOf(query: (sql: string) => Promise<Record<string, unknown>[]>, tables: Set<string>): Promise<DatabaseSummary> {
  const migrations = tables.has('payload_migrations') ? (await query('SELECT name FROM payload_migrations ORDER BY id')).map((row) => String(row.name)) : []
  const counts: BackupCounts = {}
  for (const [name, table] of Object.entries(COUNTED_TABLES) as [keyof BackupCounts, string][]) {
    if (tables.has(table)) counts[name] = Number((await query(`SELECT count(*) AS n FROM "${table}"`))[0]?.n ?? 0)
  }
  return { migrations, counts }
}

const sqliteTables = async (client: Client) =>
  new Set((await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows.map((row) => String(row.name)))

/**
 * A consistent copy of the live SQLite database in one statement: VACUUM INTO reads one snapshot
 * (WAL mode lets the server go on writing meanwhile) and writes a compact file, no -wal beside it.
 */
export async function backUpSqlite(databaseUrl: string, targetFile: string): Promise<DatabaseSummary> {
  const source = sqliteFileOf(databaseUrl)
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} (DATABASE_URL): check SHOWROOM_DATA_DIR and DATABASE_URL.`)
  await withSqlite(source, (client) => client.execute(`VACUUM INTO '${targetFile.replaceAll("'", "''")}'`))
  // Counted in the copy, so the manifest says what the backup holds, not what the server wrote since.
  return sqliteSummary(targetFile)
}

/** Whether the SQLite file holds any table (a server that started once has migrated it). */
export async function sqliteHasData(databaseUrl: string): Promise<boolean> {
  const file = sqliteFileOf(databaseUrl)
  if (!existsSync(file) || statSync(file).size === 0) return false
  return withSqlite(file, async (client) => (await sqliteTables(client)).size > 0)
}

/** The -wal and -shm files beside a SQLite database: there while a server has it open (or after one stopped abruptly). */
export function sqliteCompanions(databaseUrl: string): string[] {
  const file = sqliteFileOf(databaseUrl)
  const dir = path.dirname(file)
  if (!existsSync(dir)) return []
  const names = new Set(readdirSync(dir))
  return ['-wal', '-shm', '-journal']
    .map((suffix) => path.basename(file) + suffix)
    .filter((name) => names.has(name))
    .map((name) => path.join(dir, name))
}

/** Removes what belonged to the database that was replaced: an old -wal would be replayed onto the restored file. */
export async function removeSqliteCompanions(databaseUrl: string): Promise<void> {
  await Promise.all(sqliteCompanions(databaseUrl).map((file) => unlink(file).catch(() => undefined)))
}

/** The summary of a SQLite file (a backup's copy, or a restored database). */
export async function sqliteSummary(file: string): Promise<DatabaseSummary> {
  return withSqlite(file, async (client) => summaryOf(async (sql) => (await client.execute(sql)).rows, await sqliteTables(client)))
}

/** The PostgreSQL tools, on PATH or where Debian and Ubuntu put each version's (newest first). */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).find((dir) => dir && existsSync(path.join(dir, name)))
  if (onPath) return path.join(onPath, name)
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
    for (const version of versions) if (existsSync(path.join(base, version, 'bin', name))) return path.join(base, version, 'bin', name)
  }
  throw new BackupError(
    `${name} was not found on PATH or under /usr/lib/postgresql/<version>/bin: install the PostgreSQL client tools of the server's version or newer (e.g. apt-get install postgresql-client) and try again.`,
  )
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes in
 * PGPASSWORD instead, so it does not show in the process list.
 */
function postgresConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = postgresConnection(databaseUrl)
  try {
    await run(findPostgresTool(tool), [...args, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    if (error instanceof BackupError) throw error
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim()
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`)
  }
}

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to the PostgreSQL database in DATABASE_URL: ${(error as Error).message}`)
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const postgresTables = async (client: pg.Client) =>
  new Set((await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rows.map((row) => row.tablename))

const postgresSummary = async (client: pg.Client) =>
  summaryOf(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, await postgresTables(client))

/**
 * pg_dump in its custom format (-Fc, compressed, for pg_restore). The summary is read in a
 * transaction whose snapshot pg_dump then shares (--snapshot), so the counts are the dump's.
 */
export async function backUpPostgres(databaseUrl: string, targetFile: string): Promise<DatabaseSummary> {
  return withPostgres(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
      const summary = await postgresSummary(client)
      await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', `--file=${targetFile}`], databaseUrl)
      return summary
    } finally {
      await client.query('COMMIT')
    }
  })
}

/** Whether the PostgreSQL database holds any table of ours. */
export async function postgresHasData(databaseUrl: string): Promise<boolean> {
  return withPostgres(databaseUrl, async (client) => (await postgresTables(client)).size > 0)
}

/**
 * pg_restore into the target database: what the dump holds is dropped first when it exists
 * (--clean --if-exists), owners and grants are the connecting role's (--no-owner,
 * --no-privileges), and all of it in one transaction, so a failure leaves the database as it was.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<DatabaseSummary> {
  await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dumpFile], databaseUrl)
  return withPostgres(databaseUrl, postgresSummary)
}
