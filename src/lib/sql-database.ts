import type { Client, InValue } from '@libsql/client'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { logger } from './logger'
import { traceDatabaseStatement } from './tracing'
import { noteDatabaseQuery } from './request-work'

/**
 * Plain SQL on the CMS's own database connection, for the stock tables that live outside
 * Payload's schema. Statements are written with `?` placeholders; PostgreSQL gets `$1, $2 …`.
 */
export type SqlDatabase = {
  dialect: 'sqlite' | 'postgres'
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs `work` in one transaction: all of it is written, or none. */
  transaction<T>(work: (tx: SqlDatabase) => Promise<T>): Promise<T>
}

const toPostgres = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function sqliteDatabase(run: Client, client: Client | null): SqlDatabase {
  const db: SqlDatabase = {
    dialect: 'sqlite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await run.execute({ sql, args: params as InValue[] })
      return result.rows as unknown as T[]
    },
    async transaction<T>(work: (tx: SqlDatabase) => Promise<T>) {
      if (!client) return work(db) // already inside one
      // On the client's own connection: libsql's transaction() opens a second connection, which
      // for an in-memory database is a different, empty database. Transactions run in commands
      // (import, seed), not inside request handling, so nothing else shares the connection then.
      await client.execute('BEGIN IMMEDIATE')
      try {
        const result = await work(sqliteDatabase(client, null))
        await client.execute('COMMIT')
        return result
      } catch (error) {
        await client.execute('ROLLBACK')
        throw error
      }
    },
  }
  return db
}

function postgresDatabase(run: Pool | PoolClient, pool: Pool | null): SqlDatabase {
  const db: SqlDatabase = {
    dialect: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await run.query(toPostgres(sql), params as unknown[])
      return result.rows as T[]
    },
    async transaction<T>(work: (tx: SqlDatabase) => Promise<T>) {
      if (!pool) return work(db)
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await work(postgresDatabase(connection, null))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK')
        throw error
      } finally {
        connection.release()
      }
    },
  }
  return db
}

/** The SQL connection behind a Payload instance (libsql client or pg pool). */
export function sqlDatabaseOf(payload: Payload): SqlDatabase {
  const adapter = payload.db as unknown as { name?: string; client?: Client; pool?: Pool }
  if (adapter.pool) return postgresDatabase(adapter.pool, adapter.pool)
  if (adapter.client) return sqliteDatabase(adapter.client, adapter.client)
  throw new Error(`Unsupported database adapter ${adapter.name ?? '(unknown)'}: stock needs SQLite or PostgreSQL`)
}

const COUNTED = Symbol('showroom.countedQueries')

/**
 * Counts every statement run on the CMS's connection (Payload's and the stock tables') into the
 * request it runs for (lib/request-work.ts). Wraps the connection object's own method once, so
 * Drizzle, which holds the same object, counts too. A batch is as many statements as it holds.
 */
export function countDatabaseQueries(payload: Payload): void {
  const adapter = payload.db as unknown as { client?: Client & { [COUNTED]?: true }; pool?: Pool & { [COUNTED]?: true } }
  const client = adapter.client
  if (client && !client[COUNTED]) {
    client[COUNTED] = true
    const execute = client.execute.bind(client) as (...args: unknown[]) => ReturnType<Client['execute']>
    const batch = client.batch.bind(client) as (...args: unknown[]) => ReturnType<Client['batch']>
    client.execute = ((...args: unknown[]) => {
      noteDatabaseQuery()
      if (logger.isLevelEnabled('trace')) logger.trace({ sql: statementText(args[0]) }, 'database statement')
      return traceDatabaseStatement(
        'sqlite',
        () => statementText(args[0]),
        () => execute(...args),
      )
    }) as Client['execute']
    client.batch = ((...args: unknown[]) => {
      noteDatabaseQuery(Array.isArray(args[0]) ? args[0].length : 1)
      return batch(...args)
    }) as Client['batch']
  }
  const pool = adapter.pool
  if (pool && !pool[COUNTED]) {
    pool[COUNTED] = true
    // pg's query() has many overloads (promise, callback, a Submittable): passed on unchanged.
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
    pool.query = ((...args: unknown[]) => {
      noteDatabaseQuery()
      if (logger.isLevelEnabled('trace')) logger.trace({ sql: statementText(args[0]) }, 'database statement')
      // A span for the promise form only (a callback or a Submittable is passed on as it is).
      const promised = typeof args.at(-1) !== 'function' && typeof (args[0] as { submit?: unknown } | null)?.submit !== 'function'
      if (!promised) return query(...args)
      return traceDatabaseStatement(
        'postgresql',
        () => statementText(args[0]),
        () => query(...args) as Promise<unknown>,
      )
    }) as Pool['query']
  }
}

/** A statement's SQL for the trace log (LOG_LEVEL=trace): what a page asked the database. */
function statementText(statement: unknown): string {
  const sql =
    typeof statement === 'string' ? statement : ((statement as { sql?: unknown; text?: unknown } | null)?.sql ?? (statement as { text?: unknown } | null)?.text)
  return String(sql ?? '').slice(0, 400)
}
