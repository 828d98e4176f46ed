/**
 * npm run bench:redirects [-- --rules 10000 --seconds 8 --rounds 3 --connections 8 --no-build --lookup-only]
 *
 * Issue 18's two figures for one site with 10,000 rules (a third exact, a third rest-of-path
 * wildcards, a third query-conditional):
 *   1. lookup time in process: every lookup timed alone, p50 / p99 / max, target p99 ≤ 20 µs;
 *   2. page-serving throughput with and without the 10,000 rules, side by side in one run: the
 *      production build on a fresh demo database, the rules imported into Kilometra NO and removed
 *      again between rounds (without, with, without, with …), the same pages (none of them
 *      redirected) at the same concurrency. Each request to Kilometra NO is followed by the same
 *      kind of page of Kilometra FI, whose rules never change: on a shared machine the load of
 *      other work moves both alike, so Kilometra NO's speed relative to Kilometra FI is compared
 *      (target: within 5 %), and the raw requests per second are printed beside it.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { compileRedirects, type RedirectRule } from '../src/features/redirects'
import { startBenchServer } from './bench-server'

const { values: args } = parseArgs({
  options: {
    rules: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '3196' },
    site: { type: 'string', default: 'kilometra-no' },
    'no-build': { type: 'boolean', default: false },
    'lookup-only': { type: 'boolean', default: false },
    /** The server's log level; its last lines are printed when a change does not come into force. */
    'server-log-level': { type: 'string', default: 'warn' },
  },
})
const ruleCount = Number(args.rules)
const port = Number(args.port)
const site = args.site ?? 'kilometra-no'

/** Pages measured on the site with the rules and, as a control, the same kind of page on a site whose rules never change. */
const CONTROL_SITE = 'kilometra-fi'
const PAGES = [
  { test: '/', control: '/' },
  { test: '/om-oss', control: '/meista' },
  { test: '/aktuelt', control: '/ajankohtaista' },
  { test: '/kontakt-oss', control: '/yhteystiedot' },
  { test: '/aktuelt/bytt-til-vinterdekk', control: '/ajankohtaista/talvirenkaat-ajoissa' },
]

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const us = (n: number) => `${n.toFixed(2)} µs`

/** The benchmark's rules: rule i is exact, a wildcard or query-conditional by i mod 3. */
function benchRules(count: number): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (let i = 0; i < count; i++) {
    if (i % 3 === 0) rules.push({ id: i + 1, source: `/gamla-sidor/sektion-${i}/sida-${i}`, destination: `/nya-sidor/${i}` })
    else if (i % 3 === 1) rules.push({ id: i + 1, source: `/arkiv-${i}/*`, destination: `/nytt-arkiv/${i}/*` })
    else rules.push({ id: i + 1, source: `/lista-${i % 500}`, queryConditions: `kategori=k${i}`, destination: `/listor/${i}`, visitorQuery: 'drop' })
  }
  return rules
}

/** Requests for rule i (it matches), and paths no rule matches. */
function requestFor(i: number): [string, string] {
  if (i % 3 === 0) return [`/gamla-sidor/sektion-${i}/sida-${i}`, '']
  if (i % 3 === 1) return [`/arkiv-${i}/a/b/c`, '?utm_source=nyhetsbrev']
  return [`/lista-${i % 500}`, `?kategori=k${i}&sida=2`]
}

function lookupBenchmark() {
  const rules = benchRules(ruleCount)
  const t0 = performance.now()
  const table = compileRedirects(rules, { servedPrefixes: [] })
  const compileMs = performance.now() - t0
  if (table.size !== rules.length) throw new Error(`${rules.length - table.size} rules did not compile: ${JSON.stringify(table.skipped.slice(0, 3))}`)
  const kinds = ['exact', 'wildcard', 'query-conditional', 'no match'] as const
  const samples: Record<(typeof kinds)[number], Array<[string, string]>> = { exact: [], wildcard: [], 'query-conditional': [], 'no match': [] }
  for (let n = 0; n < 20_000; n++) {
    const i = (n * 7919) % ruleCount
    samples[kinds[i % 3]!].push(requestFor(i))
    samples['no match'].push([`/kop-bil/volvo/xc${n % 90}`, n % 2 ? '?page=2' : ''])
  }
  // Every sample must do what it says before it is timed.
  for (const kind of kinds) {
    for (const [p, q] of samples[kind].slice(0, 200)) {
      const answer = table.lookup(p, q)
      if ((answer === null) !== (kind === 'no match')) throw new Error(`${kind} ${p}${q}: ${JSON.stringify(answer)}`)
    }
  }
  for (const kind of kinds) for (const [p, q] of samples[kind]) table.lookup(p, q) // warm-up (JIT)
  const all: number[] = []
  const rows: string[] = []
  for (const kind of kinds) {
    const times: number[] = []
    for (let round = 0; round < 3; round++) {
      for (const [p, q] of samples[kind]) {
        const start = process.hrtime.bigint()
        table.lookup(p, q)
        times.push(Number(process.hrtime.bigint() - start) / 1000)
      }
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    rows.push(`  ${kind.padEnd(18)} p50 ${us(percentile(times, 50))}   p99 ${us(percentile(times, 99))}   max ${us(times.at(-1)!)}   (${times.length} lookups)`)
  }
  all.sort((a, b) => a - b)
  const p99 = percentile(all, 99)
  console.log(
    `\n1. Lookup in process, ${ruleCount} rules on one site (a third each exact, wildcard, query-conditional); compiled in ${compileMs.toFixed(0)} ms`,
  )
  for (const row of rows) console.log(row)
  console.log(`  all                p50 ${us(percentile(all, 50))}   p99 ${us(p99)}   (target p99 ≤ 20 µs: ${p99 <= 20 ? 'met' : 'NOT met'})`)
}

type Measure = { rps: number; testMs: number; controlMs: number }

/**
 * `seconds` of load at `connections` at once; every connection asks a page of the measured site
 * and then the same kind of page of the control site (whose rules never change), so both see the
 * same machine at the same moment. Returns the requests served per second and each site's mean
 * time per page.
 */
async function throughput(seconds: number, connections: number): Promise<Measure> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const until = performance.now() + seconds * 1000
  let served = 0
  let next = 0
  const time = { test: 0, control: 0, testN: 0, controlN: 0 }
  const one = (host: string, pathname: string) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now()
      const req = request({ host: '127.0.0.1', port, path: pathname, agent, headers: { host: `${host}.localhost:${port}` } }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode} for ${host}${pathname} while measuring`))
          resolve(performance.now() - t0)
        })
      })
      req.on('error', reject)
      req.end()
    })
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const i = next++ % PAGES.length
        // Awaited first, then added: `time.test += await …` would read the sum before the await and lose the other connections' additions.
        const testMs = await one(site, PAGES[i]!.test)
        time.test += testMs
        time.testN++
        const controlMs = await one(CONTROL_SITE, PAGES[i]!.control)
        time.control += controlMs
        time.controlN++
        served += 2
      }
    }),
  )
  agent.destroy()
  return { rps: served / seconds, testMs: time.test / time.testN, controlMs: time.control / time.controlN }
}

function statusOf(host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host: `${host}.localhost:${port}` } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitForStatus(pathname: string, status: number, logFile: string) {
  const t0 = Date.now()
  let last = 0
  while ((last = await statusOf(site, pathname)) !== status) {
    if (Date.now() - t0 > 30_000) {
      console.error(`The server's log:\n${readFileSync(logFile, 'utf8').split('\n').slice(-80).join('\n')}`)
      throw new Error(`${pathname} did not answer ${status} within 30 s (last answer ${last})`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return Date.now() - t0
}

async function servingBenchmark() {
  const folder = mkdtempSync(path.join(tmpdir(), 'showroom-bench-redirects-'))
  const withRules = path.join(folder, 'rules.csv')
  const withoutRules = path.join(folder, 'empty.csv')
  const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s)
  writeFileSync(
    withRules,
    [
      'source,query_conditions,destination,visitor_query',
      ...benchRules(ruleCount).map((r) => [r.source, r.queryConditions ?? '', r.destination, r.visitorQuery ?? 'keep'].map(csvCell).join(',')),
    ].join('\n'),
  )
  writeFileSync(withoutRules, 'source,destination\n')
  const logFile = path.join(folder, 'server.log')
  const server = await startBenchServer({ name: 'bench-redirects', port, build: !args['no-build'], logFile, logLevel: args['server-log-level'] })
  try {
    const load = (file: string) => {
      const t0 = Date.now()
      const r = spawnSync('npx', ['--no-install', 'tsx', 'scripts/redirects-import.ts', file, '--site', site, '--replace'], {
        env: server.env,
        encoding: 'utf8',
      })
      if (r.status !== 0) throw new Error(`the import failed:\n${r.stdout}\n${r.stderr}`)
      if (!/ → /.test(r.stdout)) console.log(r.stdout)
      return Date.now() - t0
    }
    const probe = requestFor(0)[0]
    for (const { test, control } of PAGES) {
      if ((await statusOf(site, test)) !== 200) throw new Error(`${test} does not answer 200 on ${site}`)
      if ((await statusOf(CONTROL_SITE, control)) !== 200) throw new Error(`${control} does not answer 200 on ${CONTROL_SITE}`)
    }
    const connections = Number(args.connections)
    await throughput(3, connections) // warm-up: compile, caches

    const rounds = Number(args.rounds)
    const seconds = Number(args.seconds)
    const results: { without: Measure[]; with: Measure[] } = { without: [], with: [] }
    console.log(
      `\n2. Page serving on ${site} (pages ${PAGES.map((p) => p.test).join(' ')}) without and with ${ruleCount} rules, side by side:` +
        ` ${rounds} rounds of ${seconds} s each way, ${connections} connections, every request to ${site} followed by the same kind of page of` +
        ` ${CONTROL_SITE} (whose rules stay as they are), so what the rest of the machine does falls on both`,
    )
    const ratio = (m: Measure) => m.controlMs / m.testMs
    for (let round = 0; round < rounds; round++) {
      const without = await throughput(seconds, connections)
      results.without.push(without)
      const importMs = load(withRules)
      const inForceMs = await waitForStatus(probe, 308, logFile)
      await throughput(1, connections) // the first requests after a change compile the new table
      const withRulesMeasure = await throughput(seconds, connections)
      results.with.push(withRulesMeasure)
      const removeMs = load(withoutRules)
      const goneMs = await waitForStatus(probe, 404, logFile)
      const line = (m: Measure) => `${m.rps.toFixed(1)} req/s (${site} ${m.testMs.toFixed(0)} ms, ${CONTROL_SITE} ${m.controlMs.toFixed(0)} ms a page)`
      console.log(`  round ${round + 1}: without ${line(without)}; with ${line(withRulesMeasure)}`)
      console.log(
        `           import ${(importMs / 1000).toFixed(1)} s, in force ${(inForceMs / 1000).toFixed(1)} s after it; removal ${(removeMs / 1000).toFixed(1)} s, gone ${(goneMs / 1000).toFixed(1)} s after it`,
      )
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const rawWithout = median(results.without.map((m) => m.rps))
    const rawWith = median(results.with.map((m) => m.rps))
    const rawDiff = ((rawWith - rawWithout) / rawWithout) * 100
    // The measured site's speed relative to the control site in the same seconds: the machine's own ups and downs cancel out.
    const relWithout = median(results.without.map(ratio))
    const relWith = median(results.with.map(ratio))
    const relDiff = ((relWith - relWithout) / relWithout) * 100
    const sign = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`
    console.log(`  median throughput: without ${rawWithout.toFixed(1)} req/s, with ${rawWith.toFixed(1)} req/s: ${sign(rawDiff)} (raw, as the machine allowed)`)
    console.log(
      `  ${site} against the control site: without ${relWithout.toFixed(3)}, with ${relWith.toFixed(3)}: ${sign(relDiff)}` +
        ` (target within 5 %: ${Math.abs(relDiff) <= 5 ? 'met' : 'NOT met'})`,
    )
  } finally {
    server.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

lookupBenchmark()
if (!args['lookup-only']) await servingBenchmark()
