import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { type RequestWork, withRequestWork } from './request-work'
import { countDatabaseQueries, sqlDatabaseOf } from './sql-database'

/** Payload as far as countDatabaseQueries looks: its SQLite adapter's client. */
function payloadOn(client: ReturnType<typeof createClient>): Payload {
  return { db: { name: 'sqlite', client } } as unknown as Payload
}

describe('the statements a request runs (issue 38)', () => {
  it('counts each statement into the request it runs for, a batch as its statements, and none outside a request', async () => {
    const client = createClient({ url: ':memory:' })
    const payload = payloadOn(client)
    countDatabaseQueries(payload)
    countDatabaseQueries(payload) // a second init does not count twice
    const db = sqlDatabaseOf(payload)
    await db.query('CREATE TABLE cars (id INTEGER PRIMARY KEY, price INTEGER)')

    const a: RequestWork = { queries: 0 }
    const b: RequestWork = { queries: 0 }
    // Two requests at once, interleaved on the event loop: each keeps its own count.
    await Promise.all([
      withRequestWork(a, async () => {
        await db.query('INSERT INTO cars (price) VALUES (?)', [100])
        await new Promise((resolve) => setTimeout(resolve, 5))
        await db.query('SELECT * FROM cars')
      }),
      withRequestWork(b, async () => {
        await client.batch(['SELECT 1', 'SELECT 2', 'SELECT 3'])
      }),
    ])
    await db.query('SELECT * FROM cars')
    expect(a.queries).toBe(2)
    expect(b.queries).toBe(3)
    client.close()
  })
})
