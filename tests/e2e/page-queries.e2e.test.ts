import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVER_ENTRY } from '../../scripts/server-entry'
import { e2eEnvironment } from './e2e-data'
import { e2e, http } from './helpers'

/**
 * Issue 38: the database statements each page type costs when it is rendered (not from the page
 * cache), read from the server's access log (one line per request, its `queries` counted on the
 * connection, lib/request-work.ts). Each type is a small fixed number, the same for every page of
 * the type: a change that adds a statement to a render fails here, naming the page type.
 *
 * A server of its own on a copy of the prepared database, the page cache off (every request
 * renders) and the access log on. Each page is asked twice: its first render reads what it shows
 * (within the type's few), the second reads nothing, as every read is kept until a change names it.
 */
const PORT = Number(process.env.E2E_QUERIES_PORT ?? 3137)
let dataDir: string
let server: ChildProcess | undefined
let log = ''
/** Which try of the test this is: a second one asks for pages the first did not (their data is not in the process's caches yet). */
let attempt = 0

/** A span as the OTLP/HTTP JSON exporter sends it (the fields this file reads). */
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: Record<string, unknown> }[] }
/** What the server's tracer exported to the collector below (issue 40: traces). */
const exported: OtlpSpan[] = []
let collector: Server | undefined

/** An OpenTelemetry collector stand-in: keeps every span the server sends over OTLP/HTTP (JSON). */
function startCollector(): Promise<number> {
  collector = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const parsed = JSON.parse(body) as { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] }
      for (const resource of parsed.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) exported.push(...(scope.spans ?? []))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => collector!.listen(0, '127.0.0.1', () => resolve((collector!.address() as AddressInfo).port)))
}

type Answer = { status: number; body: string; queries: number }

function get(host: string, pathname: string): Promise<{ status: number; body: string; id: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: pathname, headers: { host: `${host}:${PORT}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, id: String(res.headers['x-request-id'] ?? '') }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A page and the statements its render ran, from its line in the access log. */
async function render(host: string, pathname: string): Promise<Answer> {
  const { status, body, id } = await get(host, pathname)
  expect(id, `${host}${pathname} names its request`).not.toBe('')
  for (let i = 0; i < 100; i++) {
    const line = log.split('\n').find((l) => l.includes(`"id":"${id}"`))
    if (line) return { status, body, queries: (JSON.parse(line) as { queries: number }).queries }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no access-log line for ${host}${pathname}`)
}

/** The links of a page that match `pattern` (first group), in order, once each. */
const linksIn = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))]

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-queries-'))
  cpSync(e2e().preparedDir, dataDir, { recursive: true })
  const collectorPort = await startCollector()
  server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      ...e2eEnvironment(dataDir),
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SHOWROOM_PAGE_CACHE: 'off',
      // Traces to the collector above, sent in batches every 200 ms.
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  })
  server.stdout?.setEncoding('utf8')
  server.stdout?.on('data', (chunk: string) => (log += chunk))
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break
    } catch {
      // not listening yet: it warms its start pages first
    }
    if (i > 480 || server.exitCode !== null) throw new Error('the query-count server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}, 180_000)

afterAll(() => {
  collector?.close()
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * What a render of each page type may cost, in database statements, the first time its page is
 * asked for (its own data not read yet; what the site's renders share is warm). What they are
 * (LOG_LEVEL=trace prints them): a car page reads its car and its similar cars (and a broader
 * search when too few are similar); a car list the cards of its result page, and a path it has not
 * seen; a CMS page or story its document with pictures, tags and related pages (a stories list
 * also its stories with theirs: 8 in a language no render had read yet); the dealers are
 * held in memory per import. Asked again, a page of any type costs none: every read it makes is
 * kept until a change names it (lib/published-content-cache.ts, the shell and search caches).
 */
const FIRST_RENDER_AT_MOST: Record<string, number> = {
  'start page': 7,
  'content page': 6,
  'car list': 3,
  'car page': 4,
  'car page (car-store layout)': 4,
  'car page (finance quote widget)': 4,
  'dealer list': 1,
  'facility page': 3,
  'stories list': 8,
  story: 6,
}

describe('database statements per page type (issue 38)', () => {
  it('are a few on a page’s first render and none on the next, for every page type', async () => {
    // What every render of a site and language shares (site, shell, texts): read here, once.
    for (const [host, pathname] of [
      ['nordbil.localhost', '/'],
      ['nordbil.localhost', '/en'],
      ['kilometra-se.localhost', '/'],
      ['thames.localhost', '/'],
    ] as const)
      await render(host, pathname)
    const carsOf = async (host: string, list: string) => linksIn((await render(host, list)).body, /href="(\/[a-z-]+\/\d+\/[a-z0-9-]+)"/g)
    const nordbilCars = await carsOf('nordbil.localhost', '/kop-bil?sortName=price_desc')
    const kilometraCars = await carsOf('kilometra-se.localhost', '/kop-bil?sortName=price_desc')
    const thamesCars = await carsOf('thames.localhost', '/buy-car?sortName=price_desc')
    const facilities = linksIn((await render('nordbil.localhost', '/anlaggningar?sortName=x')).body, /href="(\/anlaggningar\/[a-z0-9-]+)"/g)
    const stories = linksIn((await render('nordbil.localhost', '/nyheter')).body, /href="(\/nyheter\/\d{4}\/[a-z0-9-]+)"/g)
    // A retry (vitest tries a failed test once more) takes pages the first try did not ask for.
    const two = (links: string[]) => links.slice(2 * attempt, 2 * attempt + 2)
    const price = (n: number) => `car_price=${50_000 + 1_000 * (2 * attempt + n)}-${300_000 + 1_000 * (2 * attempt + n)}`
    const types: [string, string, string[]][] = [
      ['start page', 'nordbil.localhost', attempt === 0 ? ['/en', '/'] : ['/', '/en']],
      ['content page', 'nordbil.localhost', attempt === 0 ? ['/kontakt', '/om-oss'] : ['/salj-bil', '/service-och-verkstad']],
      ['car list', 'nordbil.localhost', [`/kop-bil?${price(0)}`, `/kop-bil/volvo?${price(1)}`]],
      ['car page', 'nordbil.localhost', two(nordbilCars)],
      ['car page (car-store layout)', 'kilometra-se.localhost', two(kilometraCars)],
      ['car page (finance quote widget)', 'thames.localhost', two(thamesCars)],
      ['dealer list', 'nordbil.localhost', ['/anlaggningar', '/anlaggningar?site_departments.group=Workshop']],
      ['facility page', 'nordbil.localhost', two(facilities)],
      ['stories list', 'nordbil.localhost', ['/en/nyheter', '/nyheter']],
      ['story', 'nordbil.localhost', two(stories)],
    ]
    attempt++
    const first: Record<string, number[]> = {}
    const again: Record<string, number[]> = {}
    for (const [type, host, paths] of types) {
      expect(paths, `${type}: two pages to ask for`).toHaveLength(2)
      first[type] = []
      again[type] = []
      for (const pathname of paths) {
        const answer = await render(host, pathname)
        expect(answer.status, `${type} ${host}${pathname}`).toBe(200)
        first[type].push(answer.queries)
        // Twice: the site's shared reads (shell, texts) live 30 s, and one may be read afresh inside either.
        const repeats = [(await render(host, pathname)).queries, (await render(host, pathname)).queries]
        again[type].push(Math.min(...repeats))
      }
    }
    // Asked again: none, for every type (a statement added to a render shows here, under its type).
    expect(again).toEqual(Object.fromEntries(types.map(([type]) => [type, [0, 0]])))
    // The first time: within the type's few (the lower of the two pages: a shared read's refresh lands in one at most).
    const over = Object.entries(first).filter(([type, counts]) => Math.min(...counts) > FIRST_RENDER_AT_MOST[type]!)
    expect(over, `first renders over their budget: ${JSON.stringify(first)}`).toEqual([])
  })
})

describe('the page cache key is what the page reads (issue 38)', () => {
  it('serves a car list asked with an unknown parameter, click tracking or its default page from the one cached entry', async () => {
    // A price range nobody else asks for: its first render is this test's.
    const list = '/kop-bil?car_price=111111-222222'
    const ask = (path: string) => http(path, 'nordbil.localhost')
    // The first answers may come before the server has the site's redirect rules (then every name counts).
    await expect.poll(async () => (await ask(list)).headers['x-showroom-cache'], { timeout: 20_000 }).toBe('hit')
    const kept = await ask(list)
    for (const variant of [
      `${list}&x=${Date.now()}`,
      `${list}&utm_campaign=winter&gclid=abc`,
      `${list}&page=0`,
      `/kop-bil?page=0&car_price=111111-222222&sortName=`,
    ]) {
      const answer = await ask(variant)
      expect(answer.headers['x-showroom-cache'], variant).toBe('hit')
      expect(answer.body, variant).toBe(kept.body)
    }
    // What the list reads with a value that changes it is a page of its own.
    expect((await ask(`${list}&page=1`)).headers['x-showroom-cache']).toBe('miss')
  })
})

describe('traces (issue 40: OpenTelemetry, on when OTEL_EXPORTER_OTLP_ENDPOINT is set)', () => {
  const attribute = (span: OtlpSpan, key: string) => {
    const value = span.attributes?.find((a) => a.key === key)?.value.stringValue
    return typeof value === 'string' ? value : undefined
  }

  /** Which try of the test this is: a second one asks for a list the first did not (its result is kept). */
  let traceAttempt = 0

  it('sends one trace per page render: the request, its render and a span for each database statement it ran', async () => {
    traceAttempt++
    const priceRange = `car_price=${40_000 + traceAttempt}-${777_000 + traceAttempt}`
    const pathname = `/kop-bil?${priceRange}`
    const { queries } = await render('nordbil.localhost', pathname)
    expect(queries, 'a first render reads the database').toBeGreaterThan(0)
    // The request's own span names its address (this price range: the tests above asked for
    // other car lists, whose traces the collector also holds); its trace holds the rest.
    const isRequest = (span: OtlpSpan) =>
      [attribute(span, 'http.target'), attribute(span, 'url.path'), attribute(span, 'next.route')].some((v) => v?.includes(priceRange))
    await expect.poll(() => exported.some(isRequest), { timeout: 15_000 }).toBe(true)
    const traceId = exported.find(isRequest)!.traceId
    await new Promise((r) => setTimeout(r, 500))
    const trace = exported.filter((span) => span.traceId === traceId)
    const ids = new Set(trace.map((span) => span.spanId))
    // One trace: one span without a parent in it, every other span's parent in the same trace.
    expect(trace.filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId)).map((span) => span.name)).toHaveLength(1)
    const statements = trace.filter((span) => span.name.startsWith('db '))
    // One span per statement (a batch of several is one span, and counts as several queries).
    expect(statements.length).toBeGreaterThan(0)
    expect(statements.length).toBeLessThanOrEqual(queries)
    expect(attribute(statements[0]!, 'db.system.name')).toBe('sqlite')
    expect(attribute(statements[0]!, 'db.query.text')).toMatch(/^\s*(SELECT|select|WITH|with)/)
    // No other render's statements in it.
    expect(exported.filter((span) => span.traceId !== traceId && span.name.startsWith('db ') && ids.has(span.parentSpanId ?? ''))).toEqual([])
  })
})
