import { applyCacheInvalidation } from '@/lib/cache-invalidation'
import { normalizeHost } from '@/lib/host-name'
import { publishRedirectQueryNames } from '@/lib/redirect-query-names'
import { logger } from '@/lib/logger'
import { processSingleton } from '@/lib/process-singleton'

import { INTERNAL_HEADER, internalToken, loopbackOrigin, REDIRECT_HITS_ROUTE, REDIRECT_TABLE_ROUTE } from './redirect-internal'
import { type CompiledRedirects, compileRedirectsInSlices } from './redirect-matcher'
import { redirectTableBody, rulesOfBody } from './redirect-table-body'

/**
 * The proxy's side of the redirects (issue 18, docs/architecture.md "Redirects"): every process
 * holds each site's rules compiled in memory and answers a match with 308 before anything renders.
 * No database query per request: the table comes from this app's own GET /api/redirect-table over
 * loopback and is revalidated by ETag (a 304 most of the time):
 *   - younger than REVALIDATE_AFTER_MS: used as it is;
 *   - older: used, and revalidated in the background;
 *   - older than WAIT_AFTER_MS (a quiet process): the request waits for the revalidation.
 * With the route's 1 s fingerprint cache, a change is in force on every process within ~4 s.
 * Hits are counted here and handed to POST /api/redirect-hits in batches (never a write per request).
 */

export const REVALIDATE_AFTER_MS = 1000
export const WAIT_AFTER_MS = 3000
const FETCH_TIMEOUT_MS = 1500
const HIT_FLUSH_MS = 5000
const MAX_HOSTS = 500

type HostEntry = {
  etag: string | null
  /** null: no site on this host (or not known yet). */
  table: CompiledRedirects | null
  bareHost: string | null
  checkedAt: number
  refreshing: Promise<void> | null
}

type ProxyState = {
  hosts: Map<string, HostEntry>
  hits: Map<number, { count: number; lastHitAt: string }>
  flushTimer: ReturnType<typeof setTimeout> | null
  /** Log lines already written (key → time), so a failing loopback is logged once a minute, not per request. */
  logged: Map<string, number>
}
const state = processSingleton<ProxyState>('RedirectProxy').getOrCreate(() => ({ hosts: new Map(), hits: new Map(), flushTimer: null, logged: new Map() }))

function logOnce(key: string, log: () => void, everyMs = 60_000) {
  const now = Date.now()
  const last = state.logged.get(key)
  if (last !== undefined && now - last < everyMs) return
  state.logged.set(key, now)
  log()
}

async function refresh(entry: HostEntry, host: string): Promise<void> {
  const url = new URL(REDIRECT_TABLE_ROUTE, loopbackOrigin())
  url.searchParams.set('host', host)
  const headers: Record<string, string> = { [INTERNAL_HEADER]: internalToken() }
  if (entry.etag) headers['if-none-match'] = entry.etag
  const started = Date.now()
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: 'no-store' })
    logger.debug({ host, status: res.status, etag: res.headers.get('etag'), ms: Date.now() - started }, 'Redirect table checked')
    if (res.status === 304) {
      entry.checkedAt = Date.now()
      return
    }
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined)
      Object.assign(entry, { etag: null, table: null, bareHost: null, checkedAt: Date.now() })
      publishRedirectQueryNames(host, new Set())
      return
    }
    if (!res.ok) throw new Error(`${REDIRECT_TABLE_ROUTE} answered ${res.status}`)
    const body = redirectTableBody.parse(await res.json())
    const table = await compileRedirectsInSlices(rulesOfBody(body), { servedPrefixes: body.servedPrefixes })
    if (table.skipped.some((s) => !s.reason.startsWith('Inactive')))
      logOnce(`skipped:${host}:${res.headers.get('etag')}`, () =>
        logger.warn({ site: body.site, skipped: table.skipped.filter((s) => !s.reason.startsWith('Inactive')) }, 'Redirect rules skipped: they do not parse'),
      )
    table.onCircle = (ruleIds) =>
      logOnce(`circle:${ruleIds.join(',')}`, () => logger.warn({ site: body.site, ruleIds }, 'Redirect rules lead in a circle; the request is not redirected'))
    const replaced = entry.table !== null
    Object.assign(entry, { etag: res.headers.get('etag'), table, bareHost: body.bareHost, checkedAt: Date.now() })
    publishRedirectQueryNames(host, table.queryNames)
    // The page cache sits in front of this proxy (issue 23): a page kept while the old table still
    // answered (a rule added, or one removed) must not outlive it. The collection's own signal
    // may have come and gone before this process read the new table.
    if (replaced) applyCacheInvalidation([`site:${body.siteId}`])
    logger.debug({ host, rules: table.size, ms: Date.now() - started }, 'Redirect table compiled')
  } catch (error) {
    // The last table (if any) keeps answering; try again after REVALIDATE_AFTER_MS.
    entry.checkedAt = Date.now()
    logOnce(`refresh:${host}`, () => logger.error({ err: error, host }, 'Redirect rules could not be loaded; serving the last known rules'))
  }
}

function revalidate(entry: HostEntry, host: string): Promise<void> {
  entry.refreshing ??= refresh(entry, host).finally(() => {
    entry.refreshing = null
  })
  return entry.refreshing
}

async function entryFor(host: string, now: number): Promise<HostEntry> {
  let entry = state.hosts.get(host)
  if (!entry) {
    if (state.hosts.size >= MAX_HOSTS) state.hosts.delete(state.hosts.keys().next().value!)
    entry = { etag: null, table: null, bareHost: null, checkedAt: 0, refreshing: null }
    state.hosts.set(host, entry)
  }
  const age = now - entry.checkedAt
  if (age >= WAIT_AFTER_MS) await revalidate(entry, host)
  else if (age >= REVALIDATE_AFTER_MS) void revalidate(entry, host)
  return entry
}

function countHits(ruleIds: ReadonlyArray<number | string>, at: Date) {
  const iso = at.toISOString()
  for (const id of ruleIds) {
    if (typeof id !== 'number') continue
    const hit = state.hits.get(id)
    if (hit) {
      hit.count++
      hit.lastHitAt = iso
    } else state.hits.set(id, { count: 1, lastHitAt: iso })
  }
  if (state.hits.size > 0 && !state.flushTimer) {
    state.flushTimer = setTimeout(() => void flushHits(), HIT_FLUSH_MS)
    state.flushTimer.unref?.()
  }
}

/** Hands the counted hits to the app (one write per rule and batch). Lost on failure: counts are a guide for editors, not accounting. */
export async function flushHits(): Promise<void> {
  state.flushTimer = null
  if (state.hits.size === 0) return
  const hits = [...state.hits].map(([id, h]) => ({ id, count: h.count, lastHitAt: h.lastHitAt }))
  state.hits.clear()
  try {
    const res = await fetch(new URL(REDIRECT_HITS_ROUTE, loopbackOrigin()), {
      method: 'POST',
      headers: { [INTERNAL_HEADER]: internalToken(), 'content-type': 'application/json' },
      body: JSON.stringify({ hits }),
      signal: AbortSignal.timeout(5000),
    })
    await res.arrayBuffer().catch(() => undefined)
    if (!res.ok) throw new Error(`${REDIRECT_HITS_ROUTE} answered ${res.status}`)
  } catch (error) {
    logOnce('hits', () => logger.warn({ err: error, rules: hits.length }, 'Redirect hit counts could not be saved'))
  }
}

export type ProxyRedirect = { location: URL; status: 308 }

/**
 * The permanent redirect for a public request, or null (no rule, no site, or the rules could not
 * be loaded: then the page answers as usual). 308 everywhere: permanent, and the method is kept
 * (spec 03 §2.9 "All entries are permanent"; the same status the www and language redirects use).
 */
export async function proxyRedirect(
  request: { method: string; headers: Headers; nextUrl: { pathname: string; search: string } },
  origin: string,
): Promise<ProxyRedirect | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const host = normalizeHost(request.headers.get('host'))
  if (!host) return null
  const now = Date.now()
  const entry = await entryFor(host, now)
  const answer = entry.table?.lookup(request.nextUrl.pathname, request.nextUrl.search)
  if (!answer) return null
  countHits(answer.ruleIds, new Date(now))
  const base = entry.bareHost ? swapHost(origin, entry.bareHost) : origin
  return { location: new URL(answer.location, base), status: 308 }
}

/** The visitor's origin on another host name (www → bare), keeping scheme and port. */
function swapHost(origin: string, host: string): string {
  const url = new URL(origin)
  url.hostname = host
  return url.origin
}
