/**
 * The HTTP load generator of the benchmarks and the cluster test: GET with a site's Host header
 * over keep-alive agents, each answer timed and tallied (status class, a 503's Retry-After, the
 * page cache's answer), and the visitor mixes found on a running server (real car addresses of
 * the demo stock). Used by bench-load.ts and test-cluster.ts.
 */
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { mulberry32 } from '../src/demo/stock/prng'

const TIMEOUT_MS = 30_000

export type Outcome = { ms: number; status: number; kind: OutcomeKind; cache: string }
export type OutcomeKind = 'ok' | '503 Retry-After' | '5xx' | '4xx' | '3xx' | 'timeout' | 'network'

export function get(
  agent: Agent,
  serverPort: number,
  host: string,
  pathname: string,
  {
    body = false,
    timeoutMs = TIMEOUT_MS,
    // The port the Host header names: a process behind a proxy sees the proxy's (and keys its page cache by it).
    hostPort = serverPort,
    headers = {},
  }: { body?: boolean; timeoutMs?: number; hostPort?: number; headers?: Record<string, string> } = {},
): Promise<Outcome & { body: string; retryAfter: number | null }> {
  return new Promise((resolve) => {
    const t0 = performance.now()
    let done = false
    const finish = (outcome: Omit<Outcome, 'ms'> & { body?: string; retryAfter?: number | null }) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve({ body: '', retryAfter: null, ...outcome, ms: performance.now() - t0 })
    }
    const req = request(
      {
        host: '127.0.0.1',
        port: serverPort,
        path: pathname,
        agent,
        // '' is the bare host (the site index).
        headers: { host: host === '' ? `localhost:${hostPort}` : `${host}.localhost:${hostPort}`, 'accept-encoding': 'gzip', ...headers },
      },
      (res) => {
        const status = res.statusCode ?? 0
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          if (body) chunks.push(chunk)
        })
        res.on('end', () => {
          const retryAfterHeader = res.headers['retry-after']
          const retryAfter = retryAfterHeader === undefined ? null : Number(retryAfterHeader) || 1
          const kind: OutcomeKind =
            status >= 200 && status < 300
              ? 'ok'
              : status === 503 && retryAfter !== null
                ? '503 Retry-After'
                : status >= 500
                  ? '5xx'
                  : status >= 400
                    ? '4xx'
                    : '3xx'
          const cacheHeader = res.headers['x-showroom-cache']
          finish({
            status,
            kind,
            cache: typeof cacheHeader === 'string' ? cacheHeader : 'none',
            retryAfter,
            body: body ? gunzipIfNeeded(chunks, res.headers['content-encoding']) : '',
          })
        })
        res.on('error', () => finish({ status, kind: 'network', cache: 'none' }))
      },
    )
    const timer = setTimeout(() => {
      finish({ status: 0, kind: 'timeout', cache: 'none' })
      req.destroy()
    }, timeoutMs)
    req.on('error', () => finish({ status: 0, kind: 'network', cache: 'none' }))
    req.end()
  })
}

function gunzipIfNeeded(chunks: Buffer[], encoding: string | undefined): string {
  const raw = Buffer.concat(chunks)
  return (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
}

/** Outcomes of one measurement, with the load generator's own CPU time over it. */
export class Tally {
  readonly times: number[] = []
  readonly kinds = new Map<OutcomeKind, number>()
  readonly caches = new Map<string, number>()
  private readonly started = performance.now()
  private readonly cpuStarted = process.cpuUsage()
  elapsedMs = 0
  cpuPercent = 0

  /** When each failed answer came (wall clock), to line them up with what happened meanwhile. */
  readonly failedAt: { at: Date; kind: OutcomeKind; status: number }[] = []

  add(outcome: Outcome) {
    if (outcome.kind !== 'ok' && this.failedAt.length < 100) this.failedAt.push({ at: new Date(), kind: outcome.kind, status: outcome.status })
    this.times.push(outcome.ms)
    this.kinds.set(outcome.kind, (this.kinds.get(outcome.kind) ?? 0) + 1)
    this.caches.set(outcome.cache, (this.caches.get(outcome.cache) ?? 0) + 1)
  }

  end(): this {
    this.elapsedMs = performance.now() - this.started
    const cpu = process.cpuUsage(this.cpuStarted)
    this.cpuPercent = ((cpu.user + cpu.system) / 1000 / this.elapsedMs) * 100
    return this
  }

  get count() {
    return this.times.length
  }
  get rps() {
    return this.count / (this.elapsedMs / 1000)
  }
  get errors() {
    return this.count - (this.kinds.get('ok') ?? 0)
  }
  percentile(p: number) {
    if (this.count === 0) return Number.NaN
    const sorted = [...this.times].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  }
  /** "0" or "12 (3 timeout, 9 503 Retry-After)". */
  errorText() {
    if (this.errors === 0) return '0'
    const parts = [...this.kinds].filter(([kind]) => kind !== 'ok').map(([kind, n]) => `${n} ${kind}`)
    return `${this.errors} (${parts.join(', ')})`
  }
  /** "hit 100 %" or "miss 3 %, hit 97 %"; "no header" without a page cache. */
  cacheText() {
    if (this.caches.size === 1 && this.caches.has('none')) return 'no header'
    return [...this.caches]
      .sort((a, b) => b[1] - a[1])
      .map(([value, n]) => `${value} ${Math.round((n / this.count) * 100)} %`)
      .join(', ')
  }
}

/** `connections` loops on one keep-alive agent, for `seconds`. */
export async function closedLoop(serverPort: number, connections: number, seconds: number, next: () => { host: string; path: string }): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const tally = new Tally()
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const { host, path: pathname } = next()
        tally.add(await get(agent, serverPort, host, pathname))
      }
    }),
  )
  agent.destroy()
  return tally.end()
}

export type SiteMix = { host: string; starts: string[]; lists: string[]; details: string[] }

export async function bodyOf(serverPort: number, host: string, pathname: string): Promise<string> {
  const agent = new Agent({ keepAlive: false })
  const r = await get(agent, serverPort, host, pathname, { body: true })
  if (r.status !== 200) throw new Error(`${host}${pathname} answered ${r.status || r.kind}`)
  return r.body
}

export const linksIn = (html: string, prefix: string, rest: string) => [
  ...new Set([...html.matchAll(new RegExp(`href="(${prefix}/${rest})"`, 'g'))].map((m) => m[1]!)),
]

/** A site's start page, car lists with varied filters that answer 200, and up to 40 of its cars. */
export async function findMix(serverPort: number, host: string): Promise<SiteMix> {
  const candidates = [
    '/kop-bil',
    '/kop-bil?sortName=price_asc',
    '/kop-bil?sortName=price_desc',
    '/kop-bil?car_fuel=El',
    '/kop-bil?car_fuel=Hybrid',
    '/kop-bil?car_price=100000-300000',
    '/kop-bil?car_price=-200000',
    '/kop-bil?page=2',
    '/kop-bil/volvo',
    '/kop-bil/volvo/xc60',
    '/kop-bil/toyota',
    '/kop-bil/kia',
    '/kop-bil/volvo?car_fuel=El',
  ]
  const lists: string[] = []
  const details = new Set<string>()
  const agent = new Agent({ keepAlive: false })
  for (const candidate of candidates) {
    const r = await get(agent, serverPort, host, candidate, { body: true })
    if (r.status !== 200) {
      console.log(`  (${host}${candidate} answered ${r.status || r.kind}: left out of the mix)`)
      continue
    }
    lists.push(candidate)
    for (const link of linksIn(r.body, '/kop-bil', '\\d+/[a-z0-9-]+')) if (details.size < 40) details.add(link)
  }
  if (lists.length === 0 || details.size === 0) throw new Error(`${host} has no car list or no cars for the mix`)
  return { host, starts: ['/'], lists, details: [...details] }
}

/**
 * `count` visitors for `seconds`, each on a keep-alive connection of its own, asking for a mix of
 * start pages (20 %), car lists (40 %) and car pages (40 %) of the sites in `mixes`, one request
 * after the other (no think time). A 503 with Retry-After sends that visitor away for as long.
 */
export async function visitorLoad(
  serverPort: number,
  mixes: SiteMix[],
  count: number,
  seconds: number,
  /** Go on past `seconds` until this settles (the cluster test's restarts happen under load). */
  until?: Promise<unknown>,
  /** The port the Host header names, when it is not `serverPort` (a process asked as its proxy would ask it). */
  hostPort = serverPort,
): Promise<{ tally: Tally; windowRps: number }> {
  const tally = new Tally()
  const minimumEnd = performance.now() + seconds * 1000
  let end = until ? Number.POSITIVE_INFINITY : minimumEnd
  void until?.finally(() => (end = Math.max(minimumEnd, performance.now())))
  let inWindow = 0
  await Promise.all(
    Array.from({ length: count }, async (_, visitor) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const rand = mulberry32(visitor + 1)
      const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!
      // Visitors start over the first second, not all in the same millisecond.
      await new Promise((r) => setTimeout(r, rand() * 1000))
      while (performance.now() < end) {
        const mix = pick(mixes)
        const roll = rand()
        const pathname = roll < 0.2 ? pick(mix.starts) : roll < 0.6 ? pick(mix.lists) : pick(mix.details)
        const outcome = await get(agent, serverPort, mix.host, pathname, { hostPort })
        tally.add(outcome)
        if (performance.now() <= end) inWindow++
        // A 503 asks to come back later: this visitor does (at most 5 s), as a browser's reload would.
        if (outcome.kind === '503 Retry-After') await new Promise((r) => setTimeout(r, Math.min(5, outcome.retryAfter ?? 1) * 1000))
      }
      agent.destroy()
    }),
  )
  return { tally: tally.end(), windowRps: inWindow / seconds }
}
