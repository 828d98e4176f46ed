import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerPageNotFound, answerWithPageStatus, type RequestWork, withRequestWork } from './request-work'
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

/** A server whose handler runs in a request record with the page status applied, as src/server.ts does; each answer's status. */
async function statusesFrom(handler: (req: IncomingMessage, res: ServerResponse) => void, paths: string[]): Promise<number[]> {
  const server = createServer((req, res) => {
    answerWithPageStatus(res)
    withRequestWork({ queries: 0 }, () => handler(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await Promise.all(paths.map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })).status))
  } finally {
    server.close()
  }
}

describe("a page's own status (the not-found page drawn in place)", () => {
  it('answers 404 when the page said so, by either way of sending headers, and leaves every other answer alone', async () => {
    const statuses = await statusesFrom(
      (req, res) => {
        // Asynchronously, as a render decides it: the record follows the request.
        setTimeout(() => {
          if (req.url?.startsWith('/missing')) expect(answerPageNotFound()).toBe(true)
          if (req.url?.endsWith('explicit')) res.writeHead(200, { 'content-type': 'text/plain' })
          if (req.url === '/redirect') res.writeHead(307, { location: '/' })
          res.end('page')
        }, 1)
      },
      ['/missing-implicit', '/missing-explicit', '/found', '/found-explicit', '/redirect'],
    )
    expect(statuses).toEqual([404, 404, 200, 200, 307])
  })

  it('keeps a status other than 200 the page was answered with (an error page stays 500)', async () => {
    const statuses = await statusesFrom(
      (_req, res) => {
        answerPageNotFound()
        res.statusCode = 500
        res.end('error')
      },
      ['/broken'],
    )
    expect(statuses).toEqual([500])
  })

  it('says no outside a request our server handles, so the page falls back to Next’s notFound()', () => {
    expect(answerPageNotFound()).toBe(false)
  })
})
