import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { e2eEnvironment } from './e2e-data'
import { adminToken, e2e, http, type HttpResult } from './helpers'
import { SERVER_ENTRY } from '../../scripts/server-entry'

/**
 * Issue 23: anonymous page views come from each process's page cache, and a change made anywhere
 * (a published page, the site shell, a stock import) reaches the cached page on every process
 * without waiting for the page's lifetime. Two processes on one database: the shared e2e server (A) and one started here (B).
 */
const PORT_B = Number(process.env.E2E_SECOND_PORT ?? 3127)
/**
 * How long a change may take to reach a process here: far below the cache's 600 s lifetime, so a
 * change that only the lifetime would bring fails. The 5 s target itself is a benchmark figure
 * (`npm run bench:load`, two processes on PostgreSQL, a quiet machine), not a timed test: CI runs
 * this beside the PostgreSQL lane on two busy cores.
 */
const FRESH_WITHIN = { timeout: 30_000, interval: 100 }
/** Kept again after a change: the signal is applied a second time 3 s after a process reads it, and a busy render may take seconds. */
const KEPT_WITHIN = { timeout: 30_000, interval: 200 }
let second: ChildProcess | undefined
let token: string

function fromB(pathname: string, host: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT_B, path: pathname, headers: { host: `${host}:${PORT_B}`, ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const processes = [
  { name: 'A (where the change is made)', get: (p: string, host: string, headers?: Record<string, string>) => http(p, host, { headers }) },
  { name: 'B (another process)', get: fromB },
]

/**
 * Asks until an answer is what `wanted` says; on failure the message lists the last answers (time,
 * status, how the cache answered), so a run that missed says whether the page was never kept or
 * never fresh.
 */
async function askUntil(what: string, ask: () => Promise<HttpResult>, wanted: (answer: HttpResult) => boolean, within: { timeout: number; interval: number }) {
  const started = Date.now()
  const seen: string[] = []
  for (;;) {
    const answer = await ask()
    if (wanted(answer)) return
    const at = Date.now() - started
    seen.push(`${at} ms ${answer.status} ${String(answer.headers['x-showroom-cache'] ?? '-')}`)
    if (at > within.timeout) throw new Error(`${what}: not within ${within.timeout} ms; the last answers: ${seen.slice(-12).join(', ')}`)
    await new Promise((r) => setTimeout(r, within.interval))
  }
}

/** Asks each process until the answer comes from its cache (a change just before may still be settling). */
async function cachedOnBoth(pathname: string, host: string) {
  for (const { name, get } of processes) {
    await askUntil(
      `${name}: ${pathname} kept`,
      () => get(pathname, host),
      (a) => a.headers['x-showroom-cache'] === 'hit',
      KEPT_WITHIN,
    )
  }
}

/** Asks each process until its page shows `text`. */
async function showsOnBoth(pathname: string, host: string, text: string) {
  for (const { name, get } of processes) {
    await askUntil(
      `${name}: ${pathname} shows "${text}"`,
      () => get(pathname, host),
      (a) => a.body.includes(text),
      FRESH_WITHIN,
    )
  }
}

async function rest(method: 'GET' | 'PATCH' | 'POST', pathname: string, body?: unknown) {
  const res = await http(pathname, 'localhost', {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${pathname}: ${res.body.slice(0, 300)}`).toBe(200)
  return JSON.parse(res.body) as Record<string, unknown> & { doc?: Record<string, unknown>; docs?: Record<string, unknown>[] }
}

beforeAll(async () => {
  token = await adminToken()
  second = spawn(process.execPath, [SERVER_ENTRY], {
    // SQLite is for one process: this test's second one says it knows (SHOWROOM_SQLITE_SHARED).
    env: { ...process.env, ...e2eEnvironment(e2e().dataDir), PORT: String(PORT_B), NODE_ENV: 'production', LOG_LEVEL: 'error', SHOWROOM_SQLITE_SHARED: 'on' },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; ; i++) {
    try {
      if ((await fromB('/healthz', 'localhost')).status === 200) break
    } catch {
      // not listening yet: it warms its start pages first
    }
    if (i > 480 || second.exitCode !== null) throw new Error('the second server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}, 180_000)

afterAll(() => {
  if (second?.pid) process.kill(-second.pid, 'SIGTERM')
})

describe('SQLite is one process (issue 40 item 5)', () => {
  it('refuses a second server on the same SQLite file, saying who has it and what to do', () => {
    const run = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, ...e2eEnvironment(e2e().dataDir), PORT: String(PORT_B + 1), NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`The SQLite database ${path.join(e2e().dataDir, 'showroom.db')} is in use by process`)
    expect(run.stderr).toContain('(server on port')
    expect(run.stderr).toContain('use PostgreSQL')
  })
})

describe('pages at scale: the page cache on two processes', () => {
  it('serves a published change on both processes, and never a draft', async () => {
    const pathname = '/service-og-verksted/skadeverksted'
    const found = await rest('GET', '/api/pages?where[path][equals]=/service-og-verksted/skadeverksted&where[site.key][equals]=fjordbil&depth=0&locale=nb')
    const pageId = found.docs![0]!.id as number
    await cachedOnBoth(pathname, 'fjordbil.localhost')

    const draftText = `Utkast som aldri må vises ${Date.now()}`
    await rest('PATCH', `/api/pages/${pageId}?draft=true&locale=nb`, { metaDescription: draftText })
    // Longer than the signal's poll (1 s) and its repeat (3 s): a draft is never served.
    await new Promise((r) => setTimeout(r, 4_000))
    for (const { name, get } of processes) expect((await get(pathname, 'fjordbil.localhost')).body, name).not.toContain(draftText)

    const published = `Vi reparerer alle merker – ${Date.now()}`
    await rest('PATCH', `/api/pages/${pageId}?locale=nb`, { metaDescription: published, _status: 'published' })
    await showsOnBoth(pathname, 'fjordbil.localhost', published)
    // And kept again (the signal is applied once more 3 s after it is read, so ask until then).
    await cachedOnBoth(pathname, 'fjordbil.localhost')
    for (const { name, get } of processes) expect((await get(pathname, 'fjordbil.localhost')).body, name).toContain(published)
  })

  it('serves a site shell change on every cached page of the site, on both processes', async () => {
    const shells = await rest('GET', '/api/site-shell?where[site.key][equals]=fjordbil&depth=0&locale=nb')
    const shellId = shells.docs![0]!.id as number
    const footer = shells.docs![0]!.footer as Record<string, unknown>
    await cachedOnBoth('/om-oss', 'fjordbil.localhost')
    const text = `Vi svarer innen én time – ${Date.now()}`
    await rest('PATCH', `/api/site-shell/${shellId}?locale=nb`, { footer: { ...footer, infoField2Text: text } })
    try {
      await showsOnBoth('/om-oss', 'fjordbil.localhost', text)
    } finally {
      await rest('PATCH', `/api/site-shell/${shellId}?locale=nb`, { footer })
    }
  })

  // Its own time: two waits of up to 30 s per process and two imports run as commands, so a miss ends
  // in askUntil's message (which answers came, cached or not) rather than in the 60 s test timeout.
  it('serves a stock import on the cached car page of both processes', { timeout: 180_000 }, async () => {
    const db = createClient({ url: `file:${path.join(e2e().dataDir, 'showroom.db')}` })
    const row = (await db.execute("SELECT record FROM stock_cars WHERE index_name = 'vehicles-no' ORDER BY car_id LIMIT 1")).rows[0]!
    db.close()
    const original = JSON.parse(String(row.record)) as { car_id: string; slug: string; car_version: string }
    const carPath = `/kjop-bil/${original.car_id}/${original.slug}`
    await cachedOnBoth(carPath, 'fjordbil.localhost')

    const feedDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-feed-'))
    const importFeed = (record: unknown) => {
      const file = path.join(feedDir, 'vehicles-no.jsonl')
      writeFileSync(file, `${JSON.stringify(record)}\n`)
      // As the nightly import runs: a command of its own, beside the web processes.
      const run = spawnSync('npx', ['--no-install', 'tsx', 'scripts/stock-import.ts', file, '--index', 'vehicles-no'], {
        env: { ...process.env, ...e2eEnvironment(e2e().dataDir), LOG_LEVEL: 'error' },
        encoding: 'utf8',
      })
      expect(run.status, run.stderr).toBe(0)
    }
    const version = `${original.car_version} Hurtigtest ${Date.now() % 100_000}`
    const logBefore = statSync(e2e().serverLog).size
    try {
      importFeed({ ...original, car_version: version })
      await showsOnBoth(carPath, 'fjordbil.localhost', version).catch((error: unknown) => {
        // What A (the shared server, warnings and errors only) said meanwhile, first: the summary of a run shows a message's start.
        const said = readFileSync(e2e().serverLog).subarray(logBefore).toString('utf8').trim()
        throw new Error(`A's log since the import: ${said ? said.split('\n').slice(-5).join(' | ').slice(0, 600) : '(nothing)'}; ${String(error)}`)
      })
    } finally {
      importFeed(original)
      rmSync(feedDir, { recursive: true, force: true })
    }
  })

  it('keeps nothing personal: an editor’s page is never cached or served to a visitor, and a cached page is marked for a CDN', async () => {
    const editor = await http('/om-oss', 'fjordbil.localhost', { headers: { cookie: `payload-token=${token}` } })
    expect(editor.status).toBe(200)
    expect(editor.headers['x-showroom-cache']).toBeUndefined()
    expect(String(editor.headers['cache-control'])).toMatch(/private|no-store/)

    // A change just before (the stock import's restore) may have made it stale: ask until it is kept again.
    await askUntil(
      '/om-oss kept',
      () => http('/om-oss', 'fjordbil.localhost'),
      (a) => a.headers['x-showroom-cache'] === 'hit',
      KEPT_WITHIN,
    )
    const visitor = await http('/om-oss', 'fjordbil.localhost')
    expect(visitor.headers['x-showroom-cache']).toBe('hit')
    expect(visitor.body).not.toContain('payload-token')
    expect(visitor.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(visitor.headers['set-cookie']).toBeUndefined()
    const again = await http('/om-oss', 'fjordbil.localhost', { headers: { 'if-none-match': String(visitor.headers.etag) } })
    expect(again.status).toBe(304)

    // A form post to the API is never answered from the cache.
    const post = await http('/api/forms/comhub', 'fjordbil.localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(post.status).toBeGreaterThanOrEqual(400)
    expect(post.status).toBeLessThan(500)
    expect(post.headers['x-showroom-cache']).toBeUndefined()
  })
})
