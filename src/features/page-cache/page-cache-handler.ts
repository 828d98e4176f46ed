import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

import { logger } from '@/lib/logger'
import { redirectQueryNames } from '@/lib/redirect-query-names'
import { contentSecurityPolicy, SECURITY_HEADERS } from '@/lib/security-headers'

import { busyPageHtml } from './busy-page'
import { pageCacheKey, pageCachePath, type QueryKeyRule } from './page-cache-key'
import { HEADERS_NOT_KEPT, mayStoreResponse, pageCacheBypassReason } from './page-cache-rules'
import { type CachedPage, PageCacheStore } from './page-cache-store'
import { type BusyTexts, busyTextsFor } from './page-cache-warm-up'
import { type AdmissionTicket, RenderAdmission } from './render-admission'
import { QueryNamesByPath, type QueryUse, splitQueryTags } from './query-use'
import { claimRenderTags, openRenderTags, RENDER_ID_HEADER } from './render-tags'

/** The security headers of an answer Next never sees: no script may run on the entry's own small pages. */
const ENTRY_SECURITY_HEADERS: readonly (readonly [string, string])[] = [...SECURITY_HEADERS, ['Content-Security-Policy', contentSecurityPolicy()]]

export type PageCacheSettings = {
  enabled: boolean
  maxBytes: number
  ttlMs: number
  /** What a CDN in front may keep a page for, and serve stale while it asks again. */
  sharedMaxAgeSeconds: number
  staleWhileRevalidateSeconds: number
  maxRendersInFlight: number
  queueDeadlineMs: number
  maxQueue: number
  retryAfterSeconds: number
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Ends a claim on an address: hands the waiting visitors the page, or undefined (each then asks for its own render). */
type FillClaim = (page: CachedPage | undefined) => void

/** The largest page kept (a car list is about 200 KB of HTML). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/**
 * Puts the page cache and the render bound in front of Next's request handler (issue 23; see
 * docs/architecture.md "Page cache"). An anonymous page view is answered from the cache when a
 * fresh copy is there; otherwise one render per address runs (others asking for the same address
 * wait for it) if the render bound lets it start in time, and the page is kept when it may be.
 * Everything else goes to Next untouched.
 */
export function createPageCacheHandler(
  render: RequestHandler,
  settings: PageCacheSettings,
  textsFor: (host: string | undefined) => Promise<BusyTexts | undefined> = busyTextsFor,
) {
  const store = new PageCacheStore({ maxBytes: settings.maxBytes, ttlMs: settings.ttlMs })
  const admission = new RenderAdmission({ maxInFlight: settings.maxRendersInFlight, queueDeadlineMs: settings.queueDeadlineMs, maxQueue: settings.maxQueue })
  const filling = new Map<string, Promise<CachedPage | undefined>>()
  // Per path, the query names its renders read: the others are not part of its key (query-use.ts).
  const queryNames = new QueryNamesByPath()
  const sharedCacheControl = `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`

  function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'hit' | 'stale'): void {
    res.statusCode = page.status
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
    res.setHeader('cache-control', state === 'hit' ? sharedCacheControl : 'public, max-age=0, s-maxage=5')
    res.setHeader('etag', page.etag)
    res.setHeader('vary', 'Accept-Encoding')
    res.setHeader('x-showroom-cache', state)
    if (etagMatches(req.headers['if-none-match'], page.etag)) {
      res.statusCode = 304
      res.removeHeader('content-type')
      res.end()
      return
    }
    const gzip = acceptsGzip(req.headers['accept-encoding'])
    const body = gzip ? page.gzip : gunzipSync(page.gzip)
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** 503 at once, with the site's own page error texts (in its language) when they are known. */
  async function sendBusy(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const texts = await textsFor(req.headers.host)
    res.statusCode = 503
    res.setHeader('retry-after', String(settings.retryAfterSeconds))
    res.setHeader('cache-control', 'no-store')
    res.setHeader('x-showroom-cache', 'busy')
    if (!texts) return void res.end()
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(busyPageHtml(texts))
  }

  /**
   * Claims the address before the render waits for its turn: whoever asks for it meanwhile waits
   * for this one render (or, holding a stale copy, gets that at once) instead of queueing another.
   */
  function claimFill(key: string): FillClaim {
    let settle: (page: CachedPage | undefined) => void = () => {}
    const filled = new Promise<CachedPage | undefined>((resolve) => (settle = resolve))
    filling.set(key, filled)
    let settled = false
    return (page) => {
      if (settled) return
      settled = true
      if (filling.get(key) === filled) filling.delete(key)
      settle(page)
    }
  }

  async function renderAndStore(req: IncomingMessage, res: ServerResponse, key: string, ticket: AdmissionTicket, done: FillClaim): Promise<void> {
    const id = randomUUID()
    const originalUrl = req.url ?? '/'
    openRenderTags(id)
    req.headers[RENDER_ID_HEADER] = id
    // A browser that takes gzip gets the first render gzipped as well (Next compresses it as it
    // streams, so the head still arrives early); the kept copy is unpacked from those bytes. Only
    // gzip is asked for: that is the one encoding a cached copy is served in.
    if (acceptsGzip(req.headers['accept-encoding'])) req.headers['accept-encoding'] = 'gzip'
    else delete req.headers['accept-encoding']
    const generation = store.generation

    const chunks: Buffer[] = []
    let size = 0
    const capture = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      chunks.push(buffer)
    }
    const finish = () => {
      const { queryNames: read, defaults, tags } = splitQueryTags(claimRenderTags(id))
      const headers = res.getHeaders()
      if (size > MAX_PAGE_BYTES || !mayStoreResponse(res.statusCode, headers, tags)) return done(undefined)
      const sent = Buffer.concat(chunks)
      const encoding = headers['content-encoding']
      if (encoding !== undefined && encoding !== 'gzip') return done(undefined)
      const body = encoding === 'gzip' ? gunzipSync(sent) : sent
      if (body.length > MAX_PAGE_BYTES) return done(undefined)
      const kept: Record<string, string> = {}
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || HEADERS_NOT_KEPT.has(name)) continue
        kept[name] = Array.isArray(value) ? value.join(', ') : String(value)
      }
      const page: CachedPage = {
        status: res.statusCode,
        headers: kept,
        gzip: encoding === 'gzip' ? sent : gzipSync(body),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        tags,
        storedAt: Date.now(),
      }
      // Kept under the query names the path is now known to read (this render's among them).
      const host = String(req.headers.host)
      const url = originalUrl
      const keptKey = pageCacheKey(host, url, '', keyRule(host, queryNames.learn(pageCachePath(host, url), read, defaults)))
      if (!store.set(keptKey, page, generation)) logger.debug({ url, host }, 'A render that began before an invalidation of what it shows was not kept')
      done(page)
    }

    // Node's write/end have several overloads; these pass every argument on unchanged.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    res.write = ((...args: unknown[]) => {
      capture(args[0], args[1])
      return write(...args)
    }) as typeof res.write
    res.end = ((...args: unknown[]) => {
      capture(args[0], args[1])
      try {
        finish()
      } catch (error) {
        done(undefined)
        logger.error({ err: error, url: originalUrl }, 'Keeping a page in the cache failed')
      }
      return end(...args)
    }) as typeof res.end
    res.once('close', () => {
      ticket.release()
      claimRenderTags(id)
      done(undefined)
    })
    res.setHeader('x-showroom-cache', 'miss')
    try {
      await render(req, res)
    } catch (error) {
      done(undefined)
      throw error
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Every answer carries the security headers, also those made here (busy) and by the entry
    // (its 500); a kept page replays its own, and Next and the proxy set the page's policy with
    // its nonce over these (lib/security-headers.ts).
    for (const [name, value] of ENTRY_SECURITY_HEADERS) res.setHeader(name, value)
    const bypass = settings.enabled ? pageCacheBypassReason(req) : 'off'
    if (bypass) {
      await render(req, res)
      return
    }
    const host = String(req.headers.host)
    const key = pageCacheKey(host, req.url ?? '/', '', keyRule(host, queryNames.get(pageCachePath(host, req.url ?? '/'))))
    const cached = store.get(key)
    if (cached?.fresh) return sendCached(req, res, cached.page, 'hit')
    const pending = filling.get(key)
    if (pending) {
      // Stale while one render refreshes it: after a publish or an import a popular page costs
      // one render, and nobody waits for it but the visitor whose request started it.
      if (cached) return sendCached(req, res, cached.page, 'stale')
      const page = await pending
      if (page) return sendCached(req, res, page, 'hit')
    }
    const head = req.method === 'HEAD'
    const done = head ? () => {} : claimFill(key)
    // A visitor may leave while waiting for a turn (a proxy's timeout, a closed tab): their
    // response's 'close' has then gone by before the render below could listen for it.
    let left = false
    res.once('close', () => (left = true))
    // A stale page's refresh goes first: until it lands, every visitor of the page gets the old copy.
    const ticket = await admission.acquire({ first: cached !== undefined })
    if (!ticket) {
      done(undefined)
      if (cached) return sendCached(req, res, cached.page, 'stale')
      return sendBusy(req, res)
    }
    if (left || res.destroyed) {
      // Nobody to render for: the turn and the address are handed on. Left unsettled, the address
      // was answered stale for good and the turn was lost (a process kept its old start page after
      // a publish, npm run test:cluster).
      ticket.release()
      done(undefined)
      return
    }
    // While it waited, another render may have filled the address.
    const now = store.get(key)
    if (now?.fresh) {
      ticket.release()
      done(now.page)
      return sendCached(req, res, now.page, 'hit')
    }
    if (head) {
      res.once('close', ticket.release)
      res.setHeader('x-showroom-cache', 'miss')
      await render(req, res)
      return
    }
    await renderAndStore(req, res, key, ticket, done)
  }

  return {
    handle,
    store,
    admission,
    invalidate: (tags: readonly string[]) => store.invalidate(tags),
  }
}

export type PageCacheHandler = ReturnType<typeof createPageCacheHandler>

/**
 * The query parameters that make a page of their own at `host`: those any of the host's redirect
 * rules look at (a request with one of them may be redirected instead of shown the page; kept even
 * empty), and those the page's renders read, unless with a value they said changes nothing. Until the host's rules are loaded, every non-empty
 * one, as before anything was learnt.
 */
function keyRule(host: string, use: QueryUse | undefined): QueryKeyRule {
  const redirects = redirectQueryNames(host)
  if (!redirects) return {}
  const byRedirect = (name: string) => redirects.has(name.toLowerCase())
  const read = use?.names
  if (read === undefined || read === 'all') return { keepsEmpty: byRedirect }
  // A value the page shows the same as none (`?page=1`) is left out, as an unread name is.
  const changes = (name: string, value: string) => read.has(name) && !use?.defaults.get(name)?.has(value)
  return { counts: (name, value) => changes(name, value) || byRedirect(name), keepsEmpty: byRedirect }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}
