/**
 * npm run bench:search -- --cars 100000          the engine: build time, memory, query latency
 * npm run bench:search -- --http [--cars 100000]  the whole service over HTTP: import time, req/s
 *
 * Stock comes from the demo generator (npm run stock:generate), all cars in one index.
 * Targets (issue "search service"): at 100,000 cars match-all p95 < 10 ms, other queries
 * p95 < 5 ms, build < 10 s, RSS < 500 MB; over HTTP ≥ 250 req/s with 8 connections, no errors.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { buildSearchIndex, querySearchIndex } from '@/integrations/search/built-in/engine'
import { slimRecordFor } from '@/integrations/search/built-in/indexed-fields'
import { VEHICLES_SCHEMA } from '@/integrations/search/index-schema'
import { searchRequest, type SearchRequest } from '../src/integrations/search/search-contract'
import { generateCars } from '../src/demo/stock'
import { SERVER_ENTRY } from './server-entry'

const { values: args } = parseArgs({
  options: {
    cars: { type: 'string', default: '100000' },
    http: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    runs: { type: 'string', default: '300' },
    port: { type: 'string', default: '3199' },
  },
})
const cars = Number(args.cars)
if (!Number.isInteger(cars) || cars < 1) {
  console.error('--cars must be a positive whole number')
  process.exit(2)
}

const TWELVE_FACETS = [
  'car_brand>car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_year',
  'car_site_city',
  'car_is_used',
  'car_price',
  'car_mileage',
  'car_power',
].map((name) => ({ name }))

/** What a car card on the list page shows (spec 02: "List: 48 cars per page with a reduced field list"). */
const LIST_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_year',
  'car_mileage',
  'car_mileage_text',
  'car_fuel',
  'car_gearbox',
  'car_price',
  'car_price_text',
  'car_campaign_price',
  'car_campaign_price_text',
  'car_has_campaign_price',
  'car_retail_price_text',
  'car_primary_image',
  'car_site_city',
  'car_is_sample',
  'car_vehicle_type_code',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
]

/** The query types the issue names, each a function of the run number so runs differ a little. */
function queryTypes(index: string): Record<string, (run: number) => SearchRequest> {
  const q = (body: unknown) => searchRequest.parse(body)
  return {
    'match-all, 12 facets, by price': () => q({ index, fields: LIST_FIELDS, facets: TWELVE_FACETS, sort_name: 'price_asc', limit: 48 }),
    "keyphrase 'volvo xc60 diesel'": () => q({ index, fields: LIST_FIELDS, keyphrase: 'volvo xc60 diesel', facets: TWELVE_FACETS, limit: 48 }),
    'two brands + fuel + price range': (run) =>
      q({
        index,
        facets: [
          { name: 'car_brand>car_model', filters: run % 2 ? ['Volvo', 'Kia'] : ['Volkswagen', 'Toyota'] },
          { name: 'car_fuel', filters: run % 3 ? ['Diesel'] : ['El'] },
          { name: 'car_price', type: 'range', filters: [100_000 + (run % 5) * 10_000, 600_000] },
          ...TWELVE_FACETS.slice(1, 9),
        ],
        sort_name: 'price_asc',
        fields: LIST_FIELDS,
        limit: 48,
      }),
    'offset 960': () => q({ index, fields: LIST_FIELDS, facets: TWELVE_FACETS, sort_name: 'price_asc', limit: 48, offset: 960 }),
    'brand>model counts under one brand': (run) =>
      q({ index, facets: [{ name: 'car_brand>car_model', filters: [run % 2 ? 'Volvo' : 'Volkswagen'] }], limit: 0 }),
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ms = (n: number) => n.toFixed(2).padStart(7)

async function benchEngine() {
  console.log(`Generating ${cars} cars…`)
  let started = performance.now()
  const slim = slimRecordFor(VEHICLES_SCHEMA)
  const records: Record<string, unknown>[] = []
  for (const { record } of generateCars({ cars })) records.push(slim(record as unknown as Record<string, unknown>))
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`)

  ;(globalThis as { gc?: () => void }).gc?.()
  started = performance.now()
  const index = buildSearchIndex(VEHICLES_SCHEMA, records)
  const buildSeconds = (performance.now() - started) / 1000
  records.length = 0
  // Let V8 hand the generator's garbage back before measuring what the index holds.
  for (let i = 0; i < 3; i++) {
    ;(globalThis as { gc?: () => void }).gc?.()
    await new Promise((r) => setTimeout(r, 500))
  }
  const memory = process.memoryUsage()
  console.log(
    `Index of ${index.size} cars built in ${buildSeconds.toFixed(2)} s; heap used ${mb(memory.heapUsed)} + typed arrays ${mb(memory.arrayBuffers)}; ` +
      `process RSS ${mb(memory.rss)} (after the generator's garbage was collected; the server's figure is in --http)`,
  )

  const runs = Number(args.runs)
  console.log(`\n${'query'.padEnd(38)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   total`)
  for (const [name, make] of Object.entries(queryTypes('bench'))) {
    for (let i = 0; i < 20; i++) querySearchIndex(index, make(i)) // warm-up
    const times: number[] = []
    let total = 0
    for (let run = 0; run < runs; run++) {
      const query = make(run)
      const t0 = performance.now()
      total = querySearchIndex(index, query).total
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    console.log(`${name.padEnd(38)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))}   ${total}`)
  }
}

function post(agent: Agent, port: number, body: string, apiKey: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/search',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Resident memory of the server: every process in its process group (npx, next-server). */
function serverRss(groupId: number): number {
  let kb = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      if (Number(stat[2]) !== groupId) continue
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kb += Number(rss?.[1] ?? 0)
    } catch {
      // process ended
    }
  }
  return kb * 1024
}

async function benchHttp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-bench-'))
  const port = Number(args.port)
  const apiKey = 'bench-search-key-0123456789'
  const env = {
    ...process.env,
    SHOWROOM_DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'bench.db')}`,
    SHOWROOM_SEARCH_API_KEY: apiKey,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  }
  let server: ChildProcess | undefined
  try {
    const build = spawnSync(
      'npx',
      ['--no-install', 'tsx', '-e', "import('./scripts/build-fingerprint.ts').then(m => process.exit(m.buildIsCurrent(process.cwd()) ? 0 : 1))"],
      { stdio: 'ignore' },
    )
    if (build.status !== 0) {
      console.log('Building first…')
      if (spawnSync('npx', ['--no-install', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' }).status !== 0) process.exit(1)
    }
    console.log(`Generating and importing ${cars} cars…`)
    const generated = spawnSync('npx', ['--no-install', 'tsx', 'scripts/stock-generate.ts', '--cars', String(cars), '--out', path.join(dataDir, 'stock')], {
      env,
      stdio: 'inherit',
    })
    if (generated.status !== 0) process.exit(1)
    const t0 = performance.now()
    // Every market's cars into one index, so the server searches all N of them.
    const files = readdirSync(path.join(dataDir, 'stock'))
      .filter((f) => f.includes('vehicles'))
      .map((f) => path.join(dataDir, 'stock', f))
    const imported = spawnSync('npx', ['--no-install', 'tsx', 'scripts/stock-import.ts', ...files, '--index', 'bench'], { env, stdio: 'ignore' })
    if (imported.status !== 0) process.exit(1)
    console.log(`Import of ${cars} cars took ${((performance.now() - t0) / 1000).toFixed(1)} s`)

    server = spawn(process.execPath, [SERVER_ENTRY], { env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore', detached: true })
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
      } catch {
        // not yet
      }
      if (i > 360) throw new Error('server did not start')
      await new Promise((r) => setTimeout(r, 500))
    }
    const types = Object.values(queryTypes('bench'))
    // First query builds the index in the server.
    await post(new Agent(), port, JSON.stringify(types[0]!(0)), apiKey)

    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    const seconds = Number(args.seconds)
    const until = performance.now() + seconds * 1000
    const latencies: number[] = []
    let errors = 0
    let n = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() < until) {
          const run = n++
          // Vary keyphrases and offsets so the 60 s answer cache does not make this a cache test.
          const query = { ...types[run % types.length]!(run), offset: (run % 20) * 48 }
          const t = performance.now()
          const status = await post(agent, port, JSON.stringify(query), apiKey).catch(() => 0)
          latencies.push(performance.now() - t)
          if (status !== 200) errors++
        }
      }),
    )
    latencies.sort((a, b) => a - b)
    console.log(`Server memory with the index loaded: RSS ${mb(serverRss(server.pid!))}`)
    console.log(
      `\nHTTP, 8 connections, ${seconds} s: ${(latencies.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${errors}`,
    )
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (args.http) await benchHttp()
else await benchEngine()
