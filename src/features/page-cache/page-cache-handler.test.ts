import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { publishRedirectQueryNames } from '@/lib/redirect-query-names'
import { contentSecurityPolicy, nonceOfPolicy } from '@/lib/security-headers'

import { createPageCacheHandler, type PageCacheSettings } from './page-cache-handler'
import { noteRenderTags, RENDER_ID_HEADER } from './render-tags'

const settings: PageCacheSettings = {
  enabled: true,
  maxBytes: 16 * 1024 * 1024,
  ttlMs: 60_000,
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 60,
  maxRendersInFlight: 2,
  queueDeadlineMs: 200,
  maxQueue: 10,
  retryAfterSeconds: 5,
}

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A stand-in for Next: renders "<path> #n" slowly, names the tags it is told, streams in two writes. */
function fakeNext(options: { delayMs?: number; tags?: string[]; setCookie?: boolean; status?: number } = {}) {
  let renders = 0
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    renders++
    const n = renders
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5))
    noteRenderTags(new Headers({ [RENDER_ID_HEADER]: String(req.headers[RENDER_ID_HEADER] ?? '') }), options.tags ?? ['site:1'])
    res.statusCode = options.status ?? 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-frame-options', 'SAMEORIGIN')
    if (options.setCookie) res.setHeader('set-cookie', 'visitor=me')
    res.write(`<html>${req.url} `)
    res.end(`#${n} for ${String(req.headers.cookie ?? 'anyone')}</html>`)
  }
  return { handler, renders: () => renders }
}

/** The compression middleware `next start` puts in front of every response (the same module). */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const nextCompression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware

/** Next as it really answers: its compression middleware gzips what the page streams when the request asks for gzip. */
function compressingNext(page: string) {
  const compress = nextCompression()
  return async (req: IncomingMessage, res: ServerResponse) => {
    compress(req, res, () => {})
    noteRenderTags(new Headers({ [RENDER_ID_HEADER]: String(req.headers[RENDER_ID_HEADER] ?? '') }), ['site:1'])
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(page.slice(0, 1000))
    await new Promise((resolve) => setTimeout(resolve, 5))
    res.end(page.slice(1000))
  }
}

let server: Server | undefined
afterEach(() => {
  server?.close()
  server = undefined
})

/** The site's page error texts, as instrumentation publishes them for its hosts. */
const swedishTexts = async (host: string | undefined) =>
  host === 'nordbil.localhost' ? { lang: 'sv-SE', title: 'Något gick fel', text: 'Sidan kunde inte visas just nu. Försök igen om en stund.' } : undefined

async function serve(render: (req: IncomingMessage, res: ServerResponse) => unknown, overrides: Partial<PageCacheSettings> = {}) {
  const cache = createPageCacheHandler(render, { ...settings, ...overrides }, swedishTexts)
  server = createServer((req, res) => void cache.handle(req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { host: 'nordbil.localhost', ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  return { cache, get }
}

describe('the page cache in front of the renderer', () => {
  it('renders an anonymous page once and serves the same page to the next visitors, with CDN headers', async () => {
    const next = fakeNext()
    const { get } = await serve(next.handler)
    const first = await get('/kop-bil?b=2&a=1')
    expect(first.headers['x-showroom-cache']).toBe('miss')
    const second = await get('/kop-bil?a=1&b=2&utm_source=tv')
    expect(second.headers['x-showroom-cache']).toBe('hit')
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60')
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(next.renders()).toBe(1)
  })

  it('keys a page by the query parameters its renders read, so an unknown parameter is served from the cache (issue 35 item 12)', async () => {
    // The car list reads `brand` and `page` (query-use.ts notes them as it reads); a redirect rule
    // of the site looks at `kategori` (the proxy publishes the names its rules' conditions use).
    publishRedirectQueryNames('nordbil.localhost', new Set(['kategori']))
    const next = fakeNext({ tags: ['site:1', 'query:brand', 'query:page'] })
    const { get } = await serve(next.handler)
    expect((await get('/kop-bil?brand=volvo&x=1')).headers['x-showroom-cache']).toBe('miss')
    for (let i = 2; i < 30; i++) expect((await get(`/kop-bil?brand=volvo&x=${i}&y=${i}`)).headers['x-showroom-cache']).toBe('hit')
    expect(next.renders()).toBe(1)
    // What the page reads still makes a page of its own.
    expect((await get('/kop-bil?brand=audi&x=1')).headers['x-showroom-cache']).toBe('miss')
    expect((await get('/kop-bil?brand=volvo&page=2')).headers['x-showroom-cache']).toBe('miss')
    expect(next.renders()).toBe(3)
    // A parameter a redirect rule looks at goes past the cache to the proxy (it may redirect), in any case.
    expect((await get('/kop-bil?brand=volvo&kategori=kampanj')).headers['x-showroom-cache']).toBe('miss')
    expect((await get('/kop-bil?brand=volvo&Kategori=x')).headers['x-showroom-cache']).toBe('miss')
    // Even empty: a presence condition (`?kategori=`) redirects whatever the value.
    expect((await get('/kop-bil?brand=volvo&kategori=')).headers['x-showroom-cache']).toBe('miss')
    // Another path has learnt nothing yet: its whole query counts until its first render.
    expect((await get('/om-oss?x=1')).headers['x-showroom-cache']).toBe('miss')
  })

  it('keys a page without the values its render said change nothing: ?page=0 is the cached first page (issue 38)', async () => {
    publishRedirectQueryNames('nordbil.localhost', new Set())
    const next = fakeNext({ tags: ['site:1', 'query:page', 'query:sortName', 'query-default:["page","0"]', 'query-default:["sortName","newest"]'] })
    const { get } = await serve(next.handler)
    expect((await get('/kop-bil?page=0&x=2')).headers['x-showroom-cache']).toBe('miss')
    for (const path of ['/kop-bil', '/kop-bil?page=0', '/kop-bil?sortName=newest&page=0', '/kop-bil?utm_source=mail&page=0'])
      expect((await get(path)).headers['x-showroom-cache'], path).toBe('hit')
    expect(next.renders()).toBe(1)
    expect((await get('/kop-bil?page=1')).headers['x-showroom-cache']).toBe('miss')
    expect((await get('/kop-bil?sortName=price_asc')).headers['x-showroom-cache']).toBe('miss')
  })

  it('keys by the whole query while the host’s redirect rules are not loaded', async () => {
    const next = fakeNext({ tags: ['site:1', 'query:brand'] })
    const { get } = await serve(next.handler)
    await get('/kop-bil?brand=volvo&x=1', { host: 'unloaded.localhost' })
    expect((await get('/kop-bil?brand=volvo&x=2', { host: 'unloaded.localhost' })).headers['x-showroom-cache']).toBe('miss')
  })

  it('keys by the whole query where a render read all of it', async () => {
    const next = fakeNext({ tags: ['site:1', 'query:*'] })
    const { get } = await serve(next.handler)
    await get('/tillbehor?make=volvo&x=1')
    expect((await get('/tillbehor?make=volvo&x=2')).headers['x-showroom-cache']).toBe('miss')
    expect((await get('/tillbehor?x=2&make=volvo')).headers['x-showroom-cache']).toBe('hit')
  })

  it('answers 304 to a matching ETag and gzip to a browser that accepts it', async () => {
    const { get } = await serve(fakeNext().handler)
    await get('/')
    const hit = await get('/', { 'accept-encoding': 'gzip, br' })
    expect(hit.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(hit.body).toString()).toContain('<html>/ #1')
    const again = await get('/', { 'if-none-match': String(hit.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('gzips the first render too for a browser that accepts it, keeps it gzipped only, and serves it plain from that', async () => {
    const page = `<html>${'Volvo XC60 i lager hos Nordbil. '.repeat(200)}</html>`
    const { cache, get } = await serve(compressingNext(page))
    const first = await get('/nyheter', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(first.headers['x-showroom-cache']).toBe('miss')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.body.length).toBeLessThan(page.length / 10)
    expect(gunzipSync(first.body).toString()).toBe(page)
    // One compressed copy (and the key): not the plain page's size again.
    expect(cache.store.storedBytes).toBeLessThan(first.body.length + 1024)
    const plain = await get('/nyheter')
    expect(plain.headers['x-showroom-cache']).toBe('hit')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    const gzipped = await get('/nyheter', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gzipped.body).toString()).toBe(page)
  })

  it('sends the first render plain to a client that does not take gzip', async () => {
    const page = `<html>${'Kia EV6 '.repeat(400)}</html>`
    const { get } = await serve(compressingNext(page))
    const first = await get('/kampanj', { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.body.toString()).toBe(page)
    expect((await get('/kampanj', { 'accept-encoding': 'gzip' })).headers['x-showroom-cache']).toBe('hit')
  })

  it('drops a page when a tag it was kept under is invalidated, and no other', async () => {
    const next = fakeNext({ tags: ['site:1', 'page:7'] })
    const { cache, get } = await serve(next.handler)
    await get('/om-oss')
    expect(cache.invalidate(['page:8', 'site:2'])).toBe(0)
    expect((await get('/om-oss')).headers['x-showroom-cache']).toBe('hit')
    expect(cache.invalidate(['page:7'])).toBe(1)
    const fresh = await get('/om-oss')
    expect(fresh.headers['x-showroom-cache']).toBe('miss')
    expect(fresh.body.toString()).toContain('#2')
  })

  it('never keeps a page that sets a cookie, an error, a render that showed a failure or named no tags', async () => {
    for (const options of [{ setCookie: true }, { status: 500 }, { status: 404 }, { tags: [] }, { tags: ['site:1', 'render-failed'] }]) {
      const next = fakeNext(options)
      const { get } = await serve(next.handler)
      await get('/x')
      expect((await get('/x')).headers['x-showroom-cache'], JSON.stringify(options)).toBe('miss')
      expect(next.renders()).toBe(2)
      server?.close()
    }
  })

  it('never serves one visitor’s session page to another: editors, draft mode and client navigation bypass it', async () => {
    const next = fakeNext()
    const { get } = await serve(next.handler)
    const editor = await get('/om-oss', { cookie: 'payload-token=abc' })
    expect(editor.headers['x-showroom-cache']).toBeUndefined()
    const anonymous = await get('/om-oss')
    expect(anonymous.body.toString()).toContain('for anyone')
    expect((await get('/om-oss', { cookie: '__prerender_bypass=1' })).body.toString()).toContain('__prerender_bypass')
    expect((await get('/om-oss', { rsc: '1' })).body.toString()).toContain('#4')
    expect((await get('/api/car-list')).headers['x-showroom-cache']).toBeUndefined()
    expect((await get('/om-oss', {}, 'POST')).headers['x-showroom-cache']).toBeUndefined()
  })

  it('renders the same address once for visitors who ask at the same time', async () => {
    const next = fakeNext({ delayMs: 100 })
    const { get } = await serve(next.handler)
    const replies = await Promise.all(Array.from({ length: 8 }, () => get('/')))
    expect(next.renders()).toBe(1)
    expect(new Set(replies.map((r) => r.body.toString())).size).toBe(1)
  })

  it('serves a stale page while one render refreshes it: 20 visitors at once after a publish cost one render (issue 38)', async () => {
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    let renders = 0
    const { cache, get } = await serve(async (req, res) => {
      renders++
      if (renders > 1) await gate
      noteRenderTags(new Headers({ [RENDER_ID_HEADER]: String(req.headers[RENDER_ID_HEADER] ?? '') }), ['site:1'])
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(`<html>${req.url} #${renders}</html>`)
    })
    await get('/kop-bil')
    cache.invalidate(['site:1'])
    const replies = Array.from({ length: 20 }, () => get('/kop-bil'))
    // The render that refreshes the page waits at the gate: everyone else is answered meanwhile.
    const settled = await Promise.all(replies.slice(1))
    expect(settled.map((r) => r.headers['x-showroom-cache'])).toEqual(Array(19).fill('stale'))
    expect(settled.every((r) => r.status === 200 && r.body.toString() === '<html>/kop-bil #1</html>')).toBe(true)
    open()
    const first = await replies[0]!
    expect(first.headers['x-showroom-cache']).toBe('miss')
    expect(first.body.toString()).toBe('<html>/kop-bil #2</html>')
    expect(renders).toBe(2)
    expect((await get('/kop-bil')).headers['x-showroom-cache']).toBe('hit')
  })

  it('renders a cold address once even when its visitors had to queue for a render', async () => {
    const next = fakeNext({ delayMs: 150 })
    const { get } = await serve(next.handler, { maxRendersInFlight: 2, queueDeadlineMs: 5_000 })
    // Both renders allowed are busy; when they end, two tickets free up at once.
    const busy = [get('/om-oss'), get('/kontakt')]
    await new Promise((resolve) => setTimeout(resolve, 20))
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/kop-bil')))
    await Promise.all(busy)
    expect(replies.every((r) => r.status === 200)).toBe(true)
    expect(new Set(replies.map((r) => r.body.toString())).size).toBe(1)
    expect(next.renders()).toBe(3)
  })

  it("refreshes a stale page before the cold renders queued ahead of it (issue 40: a publish reached a busy process's start page only after 30 s)", async () => {
    const next = fakeNext({ delayMs: 60 })
    const { cache, get } = await serve(next.handler, { maxRendersInFlight: 1, queueDeadlineMs: 400, maxQueue: 50 })
    await get('/')
    cache.invalidate(['site:1'])
    // Ten cold addresses queue for the one render allowed (600 ms of work, past the deadline) …
    const cold = Array.from({ length: 10 }, (_, i) => get(`/bil/${i}`))
    await new Promise((resolve) => setTimeout(resolve, 20))
    // … and the start page's refresh, asked for after them, still renders within the deadline.
    const refresh = await get('/')
    expect(refresh.headers['x-showroom-cache']).toBe('miss')
    expect((await get('/')).headers['x-showroom-cache']).toBe('hit')
    await Promise.all(cold)
  })

  it('hands on the turn and the address of a visitor who left while waiting for a render (issue 40: a stale page was served for good)', async () => {
    let renders = 0
    const { cache, get } = await serve(
      async (req, res) => {
        // As Next does: nothing is rendered for a response that is already closed.
        if (res.destroyed) return
        renders++
        if (req.url === '/slow') await new Promise((resolve) => setTimeout(resolve, 300))
        noteRenderTags(new Headers({ [RENDER_ID_HEADER]: String(req.headers[RENDER_ID_HEADER] ?? '') }), ['site:1'])
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(`<html>${req.url} #${renders}</html>`)
      },
      { maxRendersInFlight: 1, queueDeadlineMs: 2_000 },
    )
    await get('/')
    cache.invalidate(['site:1'])
    const slow = get('/slow')
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The start page's refresh waits for the one turn; its visitor gives up before it comes.
    const port = (server!.address() as AddressInfo).port
    const leaving = request({ host: '127.0.0.1', port, path: '/', headers: { host: 'nordbil.localhost' } })
    leaving.on('error', () => {})
    leaving.end()
    await new Promise((resolve) => setTimeout(resolve, 50))
    leaving.destroy()
    await slow
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The next visitor refreshes the page (not the old copy for good), and the turn is there for others.
    const next = await get('/')
    expect(next.headers['x-showroom-cache']).toBe('miss')
    expect((await get('/')).headers['x-showroom-cache']).toBe('hit')
    expect((await get('/kontakt')).status).toBe(200)
  })

  it('answers 503 with Retry-After at once when no render can start in time, and serves a stale page instead when it has one', async () => {
    const next = fakeNext({ delayMs: 600 })
    const { cache, get } = await serve(next.handler, { maxRendersInFlight: 1, queueDeadlineMs: 100 })
    await get('/a')
    cache.invalidate(['site:1'])
    let slowDone = false
    const slow = get('/b').then((reply) => {
      slowDone = true
      return reply
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const [busy, stale] = await Promise.all([get('/c'), get('/a')])
    // Answered while the one render allowed is still running, not after it.
    expect(slowDone).toBe(false)
    expect(busy.status).toBe(503)
    expect(busy.headers['retry-after']).toBe('5')
    expect(busy.body.toString()).toContain('<html lang="sv-SE">')
    expect(busy.body.toString()).toContain('<h1>Något gick fel</h1><p>Sidan kunde inte visas just nu. Försök igen om en stund.</p>')
    // The entry's own page carries the security headers too, and a policy that lets no script run.
    expect(busy.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': contentSecurityPolicy(),
    })
    expect(stale.status).toBe(200)
    expect(stale.headers['x-showroom-cache']).toBe('stale')
    expect(stale.body.toString()).toContain('<html>/a #1')
    expect((await slow).status).toBe(200)
  })

  it('keeps a page with the script policy (and nonce) of the render that made it; the next render brings its own', async () => {
    let renders = 0
    const { cache, get } = await serve(async (req, res) => {
      const nonce = `bm9uY2Ut${++renders}`
      // The page reads `q` (a search box): its value is part of the key (query-use.ts).
      noteRenderTags(new Headers({ [RENDER_ID_HEADER]: String(req.headers[RENDER_ID_HEADER] ?? '') }), ['site:1', 'query:q'])
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-security-policy', contentSecurityPolicy(nonce))
      res.end(`<html><script nonce="${nonce}">1</script></html>`)
    })
    const nonceOf = (reply: Reply) => ({
      header: nonceOfPolicy(String(reply.headers['content-security-policy'])),
      body: /nonce="([^"]+)"/.exec(reply.body.toString())?.[1],
    })
    const first = await get('/om-oss')
    const hit = await get('/om-oss', { 'accept-encoding': 'gzip' })
    expect(hit.headers['x-showroom-cache']).toBe('hit')
    expect(nonceOf(first)).toEqual({ header: 'bm9uY2Ut1', body: 'bm9uY2Ut1' })
    expect(nonceOf({ ...hit, body: gunzipSync(hit.body) })).toEqual({ header: 'bm9uY2Ut1', body: 'bm9uY2Ut1' })
    const revalidated = await get('/om-oss', { 'if-none-match': String(hit.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(nonceOfPolicy(String(revalidated.headers['content-security-policy']))).toBe('bm9uY2Ut1')
    // A content change invalidates the page: the next visitor gets a new render and a new nonce.
    cache.invalidate(['site:1'])
    const fresh = await get('/om-oss')
    expect(fresh.headers['x-showroom-cache']).toBe('miss')
    expect(nonceOf(fresh)).toEqual({ header: 'bm9uY2Ut2', body: 'bm9uY2Ut2' })
    // Another address is another render, with a nonce of its own.
    expect(nonceOf(await get('/om-oss?q=<script>'))).toEqual({ header: 'bm9uY2Ut3', body: 'bm9uY2Ut3' })
  })

  it('passes everything through untouched when switched off', async () => {
    const next = fakeNext()
    const { get } = await serve(next.handler, { enabled: false })
    await get('/')
    await get('/')
    expect(next.renders()).toBe(2)
  })
})
