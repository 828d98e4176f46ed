/**
 * npm run bench:load [-- --no-build] [--seconds 5] [--visitors 200] [--duration 60] [--port 3190] [--no-postgres] [--parts 1,2,3,4,5]
 *
 * Pages at scale (issue 23), in one run, on the production build with the demo content and stock:
 *   1. The same pages uncached and cached, at 1 and at 10 keep-alive connections: Nordbil's start
 *      page, its car list, the list with a make filter, a car detail page and a facility page; for
 *      each req/s, p50/p95/p99 and errors. Target: cached ≥ 10× uncached and ≥ 300 req/s at 10
 *      connections (start page, car list, car detail).
 *   2. 200 visitors for 60 s on the cached server, each a loop on its own keep-alive connection with a
 *      30 s timeout, over start pages, car lists with varied filters and car details of two sites
 *      (Nordbil, a dealer group, and Kilometra, a car store). Target: 0 errors, p95 ≤ 1 s.
 *   3. The first request after a start: from the server answering /healthz to its first start
 *      page. Target ≤ 300 ms.
 *   4. A publish visible on a second process: two servers on one PostgreSQL database (a throw-away
 *      cluster, skipped when PostgreSQL is not installed); a page's meta description and a site
 *      shell's footer text are changed through the REST API on process A as the admin, and the start
 *      page is read on B (and A) until it shows the new text. Target ≤ 5 s.
 *   5. Cold pages (issue 38), on freshly started cached servers, over addresses nobody asked for
 *      yet: every site's car pages (found by paging through its car list, as a crawler does) and car
 *      lists with price filters of their own:
 *      a. one connection, then ten, for `--cold-seconds` each, with a static file's throughput at
 *         ten connections in the same run. Targets: ≥ 60 pages/s at 10 connections, ≥ 0.05 of the
 *         static throughput, and ≥ the 1-connection figure;
 *      b. 120 visitors × 30 s over ≥ 900 such pages: 0 connection errors, ≤ 1 % 503, p95 ≤ 2 s;
 *      c. after a restart, 200 visitors × 30 s over ≥ 700 such pages (the first pass), then the same
 *         addresses again (the warm pass): each 0 connection errors and ≤ 1 % 503, p95 ≤ 2 s cold
 *         and ≤ 200 ms warm;
 *      d. after a restart, a crawl of every car page of every site (one client, 8 connections)
 *         while a visitor asks for a start page every 250 ms: 0 errors, the start page's p95 < 300 ms.
 *
 * "Uncached" is a server started with SHOWROOM_PAGE_CACHE=off, "cached" one with the cache on; the
 * two run one after the other on the same SQLite database (two servers at once on two cores would
 * share them). Answers carry `x-showroom-cache: hit|miss|bypass`, counted per measurement; a
 * server without the header has no page cache. The load generator is this process (node:http,
 * keep-alive agents) on the same two cores as the server: its own CPU time is reported beside each
 * figure. Requests ask for gzip like a browser. Exits 0 whatever the figures (a benchmark, not a test).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { z } from 'zod'

import { type BenchServer, startBenchServer } from './bench-server'
import { bodyOf, closedLoop, findMix, get, linksIn, type SiteMix, Tally, visitorLoad } from './load-generator'
import { findPostgresBin, startPostgres } from './throwaway-postgres.mjs'
import { mulberry32 } from '../src/demo/stock/prng'

const { values: args } = parseArgs({
  options: {
    /** Seconds per page and connection count in part 1. */
    seconds: { type: 'string', default: '5' },
    visitors: { type: 'string', default: '200' },
    /** Seconds of the mixed visitors' run (part 2). */
    duration: { type: 'string', default: '60' },
    /** The SQLite servers' port; the two PostgreSQL processes use the next two. */
    port: { type: 'string', default: '3190' },
    /** Use the build that is there (after `npm run build`). */
    'no-build': { type: 'boolean', default: false },
    /** Skip part 4 (two processes on PostgreSQL). */
    'no-postgres': { type: 'boolean', default: false },
    /** Which parts run (1–3 go together), e.g. `--parts 5` for the cold pages alone. */
    parts: { type: 'string', default: '1,2,3,4,5' },
    /** Seconds of each cell of part 5a. */
    'cold-seconds': { type: 'string', default: '10' },
  },
})
const parts = new Set((args.parts ?? '').split(',').map((part) => part.trim()))
const cellSeconds = Number(args.seconds)
const visitorCount = Number(args.visitors)
const visitorSeconds = Number(args.duration)
const port = Number(args.port)
const SITE = 'nordbil'
const SECOND_SITE = 'kilometra-se'

// ---------------------------------------------------------------------------------------------
// What is requested on one server (the load generator is in load-generator.ts).

type Page = { label: string; host: string; path: string; target: boolean }

async function findPages(serverPort: number): Promise<Page[]> {
  const listHtml = await bodyOf(serverPort, SITE, '/kop-bil')
  const car = linksIn(listHtml, '/kop-bil', '\\d+/[a-z0-9-]+')[0]
  if (!car) throw new Error('the car list links to no car detail page')
  const facility = linksIn(await bodyOf(serverPort, SITE, '/anlaggningar'), '/anlaggningar', '[a-z0-9-]+')[0]
  return [
    { label: 'start page /', host: SITE, path: '/', target: true },
    { label: 'car list /kop-bil', host: SITE, path: '/kop-bil', target: true },
    { label: 'filtered list /kop-bil/toyota', host: SITE, path: '/kop-bil/toyota', target: false },
    { label: `car detail ${car.replace(/^(\/kop-bil\/\d+\/).*/, '$1…')}`, host: SITE, path: car, target: true },
    ...(facility ? [{ label: `facility ${facility.replace(/^(\/anlaggningar\/).*/, '$1…')}`, host: SITE, path: facility, target: false }] : []),
  ]
}

// ---------------------------------------------------------------------------------------------
// Part 1 and 3 on one server.

type PageResult = { page: Page; byConnections: Map<number, Tally> }

async function firstRequest(serverPort: number): Promise<{ startMs: number; listMs: number; startStatus: number }> {
  // Right after startBenchServer saw /healthz answer (it asks every 500 ms).
  const agent = new Agent({ keepAlive: true })
  const start = await get(agent, serverPort, SITE, '/')
  const list = await get(agent, serverPort, SITE, '/kop-bil')
  agent.destroy()
  return { startMs: start.ms, listMs: list.ms, startStatus: start.status }
}

async function measurePages(serverPort: number, pages: Page[], label: string): Promise<PageResult[]> {
  const results: PageResult[] = []
  for (const page of pages) {
    const byConnections = new Map<number, Tally>()
    for (const connections of [1, 10]) {
      await closedLoop(serverPort, connections, 1, () => page) // warm-up: fills the cache, compiles
      const tally = await closedLoop(serverPort, connections, cellSeconds, () => page)
      byConnections.set(connections, tally)
      console.log(
        `  ${label.padEnd(8)} ${page.label.padEnd(34)} ${String(connections).padStart(2)} conn  ${tally.rps.toFixed(0).padStart(5)} req/s` +
          `  p50 ${ms(tally.percentile(50))}  p95 ${ms(tally.percentile(95))}  p99 ${ms(tally.percentile(99))}  errors ${tally.errorText()}  cache ${tally.cacheText()}  (generator CPU ${tally.cpuPercent.toFixed(0)} %)`,
      )
    }
    results.push({ page, byConnections })
  }
  return results
}

// ---------------------------------------------------------------------------------------------
// Part 2: visitors (load-generator.ts), as configured.

const visitors = (serverPort: number, mixes: SiteMix[]) => visitorLoad(serverPort, mixes, visitorCount, visitorSeconds)

// ---------------------------------------------------------------------------------------------
// Part 4: two processes on PostgreSQL.

const docs = z.object({ docs: z.array(z.object({ id: z.number() })) })
const login = z.object({ token: z.string() })

async function api(origin: string, token: string | null, method: string, pathname: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${origin}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  return res.json()
}

type Visibility = { change: string; saveMs: number; bCacheBefore: string; onB: number | null; onA: number | null }

/** Seconds until the start page on `serverPort` shows `marker` (polled every 100 ms, at most 60 s); null if it never does. */
async function secondsUntilVisible(serverPort: number, marker: string, since: number): Promise<number | null> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    while (performance.now() - since < 60_000) {
      const r = await get(agent, serverPort, SITE, '/', { body: true })
      if (r.status === 200 && r.body.includes(marker)) return (performance.now() - since) / 1000
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return null
  } finally {
    agent.destroy()
  }
}

async function publishVisibility(a: BenchServer, b: BenchServer, password: string): Promise<Visibility[]> {
  const portOf = (server: BenchServer) => Number(new URL(server.origin).port)
  const { token } = login.parse(await api(a.origin, null, 'POST', '/api/users/login', { email: 'admin@showroom.local', password }))
  const siteId = docs.parse(await api(a.origin, token, 'GET', `/api/sites?depth=0&where[key][equals]=${SITE}`)).docs[0]?.id
  if (!siteId) throw new Error(`no site ${SITE}`)
  const pageId = docs.parse(await api(a.origin, token, 'GET', `/api/pages?depth=0&where[site][equals]=${siteId}&where[path][equals]=/`)).docs[0]?.id
  const shellId = docs.parse(await api(a.origin, token, 'GET', `/api/site-shell?depth=0&where[site][equals]=${siteId}`)).docs[0]?.id
  if (!pageId || !shellId) throw new Error(`${SITE} has no start page or no site shell`)
  const changes = [
    {
      change: 'page publish (start page meta description)',
      path: `/api/pages/${pageId}?depth=0`,
      data: (m: string) => ({ metaDescription: m, _status: 'published' }),
    },
    { change: 'site shell (footer text)', path: `/api/site-shell/${shellId}?depth=0`, data: (m: string) => ({ footer: { infoField2Text: m } }) },
  ]
  const results: Visibility[] = []
  for (const { change, path: apiPath, data } of changes) {
    // Both processes have the page in their cache before the change (two reads each).
    const agent = new Agent({ keepAlive: false })
    let bCacheBefore = 'none'
    for (let i = 0; i < 2; i++) {
      await get(agent, portOf(a), SITE, '/')
      bCacheBefore = (await get(agent, portOf(b), SITE, '/')).cache
    }
    const marker = `bench-load-${Date.now().toString(36)}`
    const t0 = performance.now()
    await api(a.origin, token, 'PATCH', apiPath, data(marker))
    const saved = performance.now()
    const [onB, onA] = await Promise.all([secondsUntilVisible(portOf(b), marker, saved), secondsUntilVisible(portOf(a), marker, saved)])
    results.push({ change, saveMs: saved - t0, bCacheBefore, onB, onA })
    console.log(
      `  ${change}: saved in ${(saved - t0).toFixed(0)} ms; visible on B after ${seconds(onB)}, on A after ${seconds(onA)} (B's cache before: ${bCacheBefore})`,
    )
  }
  return results
}

async function postgresPart(): Promise<Visibility[] | string> {
  if (args['no-postgres']) return 'skipped (--no-postgres)'
  const bin = findPostgresBin()
  if (!bin) return 'skipped: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/pg_ctl)'
  const pg = startPostgres(bin, 'showroom_bench', 56000 + (process.pid % 400))
  const shared = mkdtempSync(path.join(tmpdir(), 'showroom-bench-load-pgdata-'))
  const password = 'bench-load-admin-password'
  // PostgreSQL refuses the demo credentials (src/lib/config.ts): the benchmark brings its own. One data dir for both, as the README asks.
  const extraEnv = {
    DATABASE_URL: pg.url,
    SHOWROOM_DATA_DIR: shared,
    PAYLOAD_SECRET: 'bench-load-secret-0123456789abcdef',
    SHOWROOM_ADMIN_PASSWORD: password,
    SHOWROOM_SEARCH_API_KEY: 'bench-load-search-key-0123456789',
  }
  const servers: BenchServer[] = []
  try {
    console.log('\n4. Publish visible on a second process: two servers on one PostgreSQL database')
    servers.push(await startBenchServer({ name: 'bench-load-a', port: port + 1, build: false, extraEnv, logFile: path.join(shared, 'a.log') }))
    servers.push(await startBenchServer({ name: 'bench-load-b', port: port + 2, build: false, extraEnv, logFile: path.join(shared, 'b.log') }))
    return await publishVisibility(servers[0]!, servers[1]!, password)
  } catch (error) {
    for (const name of ['a', 'b']) {
      const log = path.join(shared, `${name}.log`)
      if (existsSync(log)) console.error(`Process ${name.toUpperCase()}'s log (end):\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`)
    }
    return `failed: ${error instanceof Error ? error.message : String(error)}`
  } finally {
    for (const server of servers) server.stop()
    pg.stop()
    rmSync(shared, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Part 5: cold pages (issue 38).

type ColdSite = { host: string; list: string; cars: string[] }
type ColdPage = { host: string; path: string }

/** Every site the index links to, its car list (where its start page's car links point) and all its cars, paged through as a crawler does. */
async function coldSites(serverPort: number): Promise<ColdSite[]> {
  const index = await bodyOf(serverPort, '', '/')
  const hosts = [...new Set([...index.matchAll(/href="http:\/\/([a-z0-9-]+)\.localhost:\d+\/"/g)].map((m) => m[1]!))]
  const sites: ColdSite[] = []
  for (const host of hosts) {
    const start = await bodyOf(serverPort, host, '/')
    const list = [...start.matchAll(/href="(\/[a-z-]+)\/\d{6,}\/[a-z0-9-]+"/g)][0]?.[1]
    if (!list) continue
    const cars = new Set<string>()
    for (let page = 1; page <= 200; page++) {
      const before = cars.size
      for (const link of linksIn(await bodyOf(serverPort, host, `${list}?page=${page}`), list, '\\d{6,}/[a-z0-9-]+')) cars.add(link)
      if (cars.size === before) break
    }
    sites.push({ host, list, cars: [...cars] })
  }
  return sites
}

/** Car pages and price-filtered lists, alternating and mixed across sites, none asked for before (`offset` keeps runs apart). */
function coldPages(sites: ColdSite[], count: number, offset: number): ColdPage[] {
  const pages: ColdPage[] = []
  for (let i = 0; pages.length < count; i++) {
    const site = sites[i % sites.length]!
    const n = offset + Math.floor(i / sites.length)
    if (i % 2 === 0 && n < site.cars.length) pages.push({ host: site.host, path: site.cars[n]! })
    else pages.push({ host: site.host, path: `${site.list}?car_price=${20_000 + 97 * n}-${900_000 - 89 * n}` })
    if (i > count * 20) throw new Error('not enough car pages for the cold run')
  }
  return pages
}

/** `connections` loops over `pages` in order (each asked once) for at most `seconds`. */
async function coldLoop(serverPort: number, connections: number, seconds: number, pages: ColdPage[]): Promise<{ tally: Tally; asked: number }> {
  let next = 0
  const tally = await closedLoop(serverPort, connections, seconds, () => {
    const page = pages[next++]
    if (!page) throw new Error(`the ${pages.length} cold pages ran out`)
    return page
  })
  return { tally, asked: next }
}

/** Visitors each on a keep-alive connection, for `seconds`, each request a page of `pages` in turn. */
async function coldVisitors(serverPort: number, count: number, seconds: number, pages: ColdPage[]): Promise<Tally> {
  const tally = new Tally()
  const end = performance.now() + seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: count }, async (_, visitor) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      await new Promise((r) => setTimeout(r, mulberry32(visitor + 1)() * 1000))
      while (performance.now() < end) {
        const page = pages[next++ % pages.length]!
        const outcome = await get(agent, serverPort, page.host, page.path)
        tally.add(outcome)
        if (outcome.kind === '503 Retry-After') await new Promise((r) => setTimeout(r, Math.min(5, outcome.retryAfter ?? 1) * 1000))
      }
      agent.destroy()
    }),
  )
  return tally.end()
}

/** A crawl of `pages` on 8 connections, while a visitor asks for `visitorPage` every 250 ms. */
async function crawl(serverPort: number, pages: ColdPage[], visitorPage: ColdPage): Promise<{ crawl: Tally; visitor: Tally }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  const crawled = new Tally()
  let next = 0
  let crawling = true
  const visitor = (async () => {
    const tally = new Tally()
    const own = new Agent({ keepAlive: true, maxSockets: 1 })
    while (crawling) {
      tally.add(await get(own, serverPort, visitorPage.host, visitorPage.path))
      await new Promise((r) => setTimeout(r, 250))
    }
    own.destroy()
    return tally.end()
  })()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < pages.length) {
        const page = pages[next++]!
        crawled.add(await get(agent, serverPort, page.host, page.path))
      }
    }),
  )
  crawling = false
  agent.destroy()
  return { crawl: crawled.end(), visitor: await visitor }
}

/** A static file of the build, at 10 connections: what the server can do without rendering. */
async function staticThroughput(serverPort: number, host: string, seconds: number): Promise<Tally> {
  const script = (await bodyOf(serverPort, host, '/')).match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  if (!script) throw new Error('the start page names no script of the build')
  return closedLoop(serverPort, 10, seconds, () => ({ host, path: script }))
}

type ColdResult = {
  sites: ColdSite[]
  one: Tally
  ten: Tally
  staticTen: Tally
  crowd: Tally
  crowdPages: number
  firstPass: Tally
  warmPass: Tally
  passPages: number
  crawled: Tally
  crawlVisitor: Tally
}

async function coldPart(sqliteEnv: Record<string, string>, logFile: string): Promise<ColdResult> {
  const coldSeconds = Number(args['cold-seconds'])
  const start = () => startBenchServer({ name: 'bench-load', port, build: false, extraEnv: sqliteEnv, logFile })
  let server = await start()
  try {
    const sites = await coldSites(port)
    const allCars = sites.reduce((n, site) => n + site.cars.length, 0)
    console.log(`  ${sites.length} sites, ${allCars} cars: ${sites.map((site) => `${site.host}${site.list} ${site.cars.length}`).join(', ')}`)
    // Each measurement takes pages from its own share of every site's cars, so none was asked for before.
    const share = Math.floor(Math.min(...sites.map((site) => site.cars.length)) / 6)
    const one = await coldLoop(port, 1, coldSeconds, coldPages(sites, 4 * share * sites.length, 0))
    console.log(
      `  5a. 1 connection: ${one.tally.rps.toFixed(1)} pages/s, p50 ${ms(one.tally.percentile(50))}, p95 ${ms(one.tally.percentile(95))}, errors ${one.tally.errorText()}, cache ${one.tally.cacheText()}`,
    )
    const ten = await coldLoop(port, 10, coldSeconds, coldPages(sites, 4 * share * sites.length, share))
    const staticTen = await staticThroughput(port, sites[0]!.host, coldSeconds)
    console.log(
      `  5a. 10 connections: ${ten.tally.rps.toFixed(1)} pages/s, p50 ${ms(ten.tally.percentile(50))}, p95 ${ms(ten.tally.percentile(95))}, errors ${ten.tally.errorText()}; static file ${staticTen.rps.toFixed(0)} req/s`,
    )
    const crowdPages = coldPages(sites, Math.max(900, 2 * share * sites.length), 2 * share)
    const crowd = await coldVisitors(port, 120, 30, crowdPages)
    console.log(`  5b. 120 visitors: ${crowd.count} requests, p95 ${ms(crowd.percentile(95))}, errors ${crowd.errorText()}`)
    server.stop()
    await portFreed(port)

    server = await start()
    const passPages = coldPages(sites, Math.max(700, 2 * share * sites.length), 4 * share)
    const firstPass = await coldVisitors(port, 200, 30, passPages)
    const warmPass = await coldVisitors(port, 200, 30, passPages)
    console.log(
      `  5c. 200 visitors, first pass p95 ${ms(firstPass.percentile(95))} errors ${firstPass.errorText()}; warm pass p95 ${ms(warmPass.percentile(95))} errors ${warmPass.errorText()}`,
    )
    server.stop()
    await portFreed(port)

    server = await start()
    const everyCar = sites.flatMap((site) => site.cars.map((path) => ({ host: site.host, path })))
    const crawled = await crawl(port, everyCar, { host: sites[0]!.host, path: '/' })
    console.log(
      `  5d. crawl: ${crawled.crawl.count} car pages in ${(crawled.crawl.elapsedMs / 1000).toFixed(1)} s, errors ${crawled.crawl.errorText()}; start page p95 ${ms(crawled.visitor.percentile(95))}`,
    )
    return {
      sites,
      one: one.tally,
      ten: ten.tally,
      staticTen,
      crowd,
      crowdPages: crowdPages.length,
      firstPass,
      warmPass,
      passPages: passPages.length,
      crawled: crawled.crawl,
      crawlVisitor: crawled.visitor,
    }
  } finally {
    server.stop()
    await portFreed(port)
  }
}

/** The report's lines for part 5. */
function coldReport(r: ColdResult): string[] {
  const connectionErrors = (t: Tally) => (t.kinds.get('network') ?? 0) + (t.kinds.get('timeout') ?? 0)
  const busyShare = (t: Tally) => (t.kinds.get('503 Retry-After') ?? 0) / Math.max(1, t.count)
  const crowdOk = (t: Tally, p95: number) => connectionErrors(t) === 0 && busyShare(t) <= 0.01 && t.percentile(95) <= p95
  const line = (t: Tally) =>
    `${t.count} requests, ${t.rps.toFixed(1)}/s · p50 ${ms(t.percentile(50))} · p95 ${ms(t.percentile(95))} · errors ${t.errorText()} (503: ${(100 * busyShare(t)).toFixed(1)} %) · cache ${t.cacheText()}`
  return [
    '',
    `### 5. Cold pages (issue 38): addresses nobody asked for yet on ${r.sites.length} sites (${r.sites.reduce((n, s) => n + s.cars.length, 0)} cars)`,
    '',
    `a. 1 connection: ${line(r.one)}`,
    `   10 connections: ${line(r.ten)}`,
    `   static file, 10 connections: ${r.staticTen.rps.toFixed(0)} req/s · cold pages at 10 / static = ${(r.ten.rps / r.staticTen.rps).toFixed(3)}`,
    `   targets: ≥ 60 pages/s at 10 connections ${mark(r.ten.rps >= 60)}; ≥ 0.05 of static ${mark(r.ten.rps / r.staticTen.rps >= 0.05)}; 10 ≥ 1 connection ${mark(r.ten.rps >= r.one.rps)}`,
    `b. 120 visitors × 30 s over ${r.crowdPages} cold pages: ${line(r.crowd)} · target ${mark(crowdOk(r.crowd, 2000))}`,
    `c. 200 visitors × 30 s over ${r.passPages} pages, first pass: ${line(r.firstPass)} · target ${mark(crowdOk(r.firstPass, 2000))}`,
    `   the same pages again (warm): ${line(r.warmPass)} · target ${mark(crowdOk(r.warmPass, 200) && r.warmPass.errors === 0)}`,
    `d. crawl of every car page (8 connections): ${line(r.crawled)} · ${(r.crawled.elapsedMs / 1000).toFixed(1)} s`,
    `   a visitor's start page meanwhile: p50 ${ms(r.crawlVisitor.percentile(50))} · p95 ${ms(r.crawlVisitor.percentile(95))} · target: crawl 0 errors, start page p95 < 300 ms ${mark(r.crawled.errors === 0 && r.crawlVisitor.percentile(95) < 300)}`,
  ]
}

/** Until nothing listens on `serverPort` (a stopped server takes a moment to go; the next start must not find it answering). */
async function portFreed(serverPort: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(serverPort, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (!listening) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`port ${serverPort} is still in use 20 s after the server was stopped`)
}

// ---------------------------------------------------------------------------------------------

const ms = (n: number) => (Number.isNaN(n) ? '–' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 1 : 0)} ms`)
const seconds = (s: number | null) => (s === null ? 'not within 60 s' : `${s.toFixed(2)} s`)
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met')

async function main() {
  const shared = mkdtempSync(path.join(tmpdir(), 'showroom-bench-load-'))
  // Both SQLite servers use one database, seeded once (the second start finds it prepared).
  const sqliteEnv = { SHOWROOM_DATA_DIR: shared, DATABASE_URL: `file:${path.join(shared, 'bench.db')}` }
  const logFile = path.join(shared, 'server.log')
  let server: BenchServer | undefined
  const stopAll = () => {
    server?.stop()
    rmSync(shared, { recursive: true, force: true })
  }
  process.on('SIGINT', () => {
    stopAll()
    process.exit(130)
  })
  try {
    const lines: string[] = [
      '',
      '## bench:load',
      '',
      'The load generator runs on the same 2 cores as the server (its CPU share is in the lines above); requests ask for gzip.',
    ]
    let built = args['no-build']
    if (parts.has('1') || parts.has('2') || parts.has('3')) {
      console.log(`Uncached server (SHOWROOM_PAGE_CACHE=off) on port ${port} …`)
      server = await startBenchServer({ name: 'bench-load', port, build: !built, extraEnv: { ...sqliteEnv, SHOWROOM_PAGE_CACHE: 'off' }, logFile })
      built = true
      const firstUncached = await firstRequest(port)
      const pages = await findPages(port)
      console.log(`Pages: ${pages.map((p) => `${p.host}.localhost${p.path}`).join('  ')}`)
      console.log(`\n1. Pages, ${cellSeconds} s per cell after a 1 s warm-up, keep-alive`)
      const uncached = await measurePages(port, pages, 'uncached')
      server.stop()
      server = undefined
      await portFreed(port)

      console.log(`\nCached server on port ${port} …`)
      server = await startBenchServer({ name: 'bench-load', port, build: false, extraEnv: sqliteEnv, logFile })
      const firstCached = await firstRequest(port)
      const cached = await measurePages(port, pages, 'cached')

      console.log(`\n2. ${visitorCount} visitors for ${visitorSeconds} s on ${SITE} and ${SECOND_SITE}`)
      const mixes = [await findMix(port, SITE), await findMix(port, SECOND_SITE)]
      for (const mix of mixes) console.log(`  ${mix.host}: start page, ${mix.lists.length} car lists (${mix.lists.join(' ')}), ${mix.details.length} cars`)
      const crowd = await visitors(port, mixes)
      console.log(
        `  ${crowd.tally.count} requests, p95 ${ms(crowd.tally.percentile(95))}, errors ${crowd.tally.errorText()} (generator CPU ${crowd.tally.cpuPercent.toFixed(0)} %)`,
      )
      server.stop()
      server = undefined
      await portFreed(port)

      // The report.
      lines.push(
        '',
        `### 1. Uncached vs cached (${cellSeconds} s per cell, keep-alive; target at 10 connections: cached ≥ 10× uncached and ≥ 300 req/s)`,
        '',
        '| page | conn | uncached req/s | p50 / p95 / p99 | errors | cached req/s | p50 / p95 / p99 | errors | cache | cached/uncached | target |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
      )
      const pct = (t: Tally) => `${ms(t.percentile(50))} / ${ms(t.percentile(95))} / ${ms(t.percentile(99))}`
      for (let i = 0; i < pages.length; i++) {
        const page = pages[i]!
        for (const connections of [1, 10]) {
          const u = uncached[i]!.byConnections.get(connections)!
          const c = cached[i]!.byConnections.get(connections)!
          const factor = c.rps / u.rps
          const target = connections === 10 && page.target ? mark(factor >= 10 && c.rps >= 300 && c.errors === 0) : ''
          lines.push(
            `| ${page.label} | ${connections} | ${u.rps.toFixed(0)} | ${pct(u)} | ${u.errorText()} | ${c.rps.toFixed(0)} | ${pct(c)} | ${c.errorText()} | ${c.cacheText()} | ${factor.toFixed(1)} | ${target} |`,
          )
        }
      }
      const t = crowd.tally
      lines.push(
        '',
        `### 2. ${visitorCount} visitors, ${visitorSeconds} s, ${mixes.map((m) => m.host).join(' + ')} (target: 0 errors, p95 ≤ 1 s)`,
        '',
        `requests ${t.count} (${crowd.windowRps.toFixed(0)} req/s in the ${visitorSeconds} s; ${(t.elapsedMs / 1000).toFixed(1)} s until the last answer) · p50 ${ms(t.percentile(50))} · p95 ${ms(t.percentile(95))} · p99 ${ms(t.percentile(99))} · max ${ms(t.times.reduce((a, b) => Math.max(a, b), 0))}`,
        `errors ${t.errorText()} · cache ${t.cacheText()} · target ${mark(t.errors === 0 && t.percentile(95) <= 1000)}`,
        '(percentiles over every request; a timeout counts with its 30 s; after a 503 with Retry-After a visitor waits that long, at most 5 s)',
        '',
        '### 3. First request after start (from /healthz answering, polled every 500 ms; target ≤ 300 ms)',
        '',
        `uncached: start page ${ms(firstUncached.startMs)} (status ${firstUncached.startStatus}), then the car list ${ms(firstUncached.listMs)}`,
        `cached:   start page ${ms(firstCached.startMs)} (status ${firstCached.startStatus}), then the car list ${ms(firstCached.listMs)} · target ${mark(firstCached.startStatus === 200 && firstCached.startMs <= 300)}`,
        '',
      )
    }

    if (parts.has('4')) {
      const pgResult = await postgresPart()
      lines.push('', '### 4. A change visible on a second process (two servers on one PostgreSQL; target ≤ 5 s)', '')
      if (typeof pgResult === 'string') lines.push(pgResult)
      else
        for (const v of pgResult)
          lines.push(
            `${v.change}: on B after ${seconds(v.onB)}, on A after ${seconds(v.onA)} (the save took ${v.saveMs.toFixed(0)} ms; B's cache before: ${v.bCacheBefore}) · target ${mark(v.onB !== null && v.onB <= 5)}`,
          )
    }

    if (parts.has('5')) {
      console.log(`\n5. Cold pages on port ${port} …`)
      if (!built) {
        // The first start builds (and seeds the database); part 5 starts its own servers after.
        ;(await startBenchServer({ name: 'bench-load', port, build: true, extraEnv: sqliteEnv, logFile })).stop()
        await portFreed(port)
      }
      lines.push(...coldReport(await coldPart(sqliteEnv, logFile)))
    }
    console.log(lines.join('\n'))
  } catch (error) {
    if (existsSync(logFile)) console.error(`The server's log (end):\n${readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`)
    throw error
  } finally {
    stopAll()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
