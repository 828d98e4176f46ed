import type { Client, InValue } from '@libsql/client'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

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
