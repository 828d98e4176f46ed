/**
 * The production HTTP entry (issue 23): Next's request handler behind the page cache and the
 * render bound (features/page-cache). `npm run build` compiles it to .next/showroom-server.mjs
 * (scripts/server-entry.ts), which `npm start`, the end-to-end tests and the benchmarks run with
 * `node`, PORT (default 3000) in the environment; it replaces
 * `next start`, which has no place to keep a whole response or to refuse work it cannot do in time.
 *
 * The public port opens when the start pages and car lists are warm (asked for through a private
 * loopback port first), so a load balancer, and `npm start`, send no visitor to a cold process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import next from 'next'

import { busyPageHtml, busyTextsFor, createPageCacheHandler, publishedWarmUpTargets, warmPageCache } from '@/features/page-cache'
import { handleWithAccessLog } from '@/lib/access-log'
import { cacheInvalidationsWritten, onCacheInvalidation } from '@/lib/cache-invalidation'
import { settleForwardedHeaders } from '@/lib/client-address'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { reportPageCacheStats } from '@/lib/metrics'
import { answerMetricsRequest } from '@/lib/metrics-endpoint'
import { answerWithPageStatus } from '@/lib/request-work'
import { runShutdownTasks, startDraining } from '@/lib/shutdown'
import { holdDatabaseProcessLock, type SqliteProcessLock } from '@/lib/sqlite-process-lock'

const WARM_UP_LIMIT_MS = 90_000

/** The longest a shutdown takes after the drain before the process exits anyway (a container's stop waits 10 s unless told more). */
const SHUTDOWN_LIMIT_MS = 9_000

let databaseLock: SqliteProcessLock | undefined

async function main() {
  const config = getConfig()
  // SQLite is one process (issue 40 item 5): a second server on the file stops here, saying who has it.
  // Kept in the module: a lock nothing refers to could be collected, and its file lock with it.
  databaseLock = await holdDatabaseProcessLock(config.database, `server on port ${config.port}`)
  const port = config.port
  // The proxy's own loopback lookups read the port from here, as under `next start`.
  process.env.PORT = String(port)
  const app = next({ dev: false, dir: process.cwd(), port, hostname: process.env.HOSTNAME || undefined })
  await app.prepare()
  const render = app.getRequestHandler()
  const pageCache = createPageCacheHandler((req, res) => render(req, res), {
    enabled: config.pageCache.enabled,
    maxBytes: config.pageCache.maxBytes,
    ttlMs: config.pageCache.ttlMs,
    sharedMaxAgeSeconds: 60,
    staleWhileRevalidateSeconds: 60,
    maxRendersInFlight: config.pageCache.maxRenders,
    queueDeadlineMs: config.pageCache.renderQueueMs,
    maxQueue: 200,
    retryAfterSeconds: 5,
  })
  onCacheInvalidation((tags) => pageCache.invalidate(tags))
  reportPageCacheStats(() => ({
    entries: pageCache.store.size,
    bytes: pageCache.store.storedBytes,
    rendersInFlight: pageCache.admission.rendering,
    rendersQueued: pageCache.admission.queued,
  }))
  // The metrics port (issue 40): readable by whoever reaches it, so bind it to a private address.
  if (config.metrics.port !== undefined) {
    const metricsServer = createServer((req, res) => {
      if (!answerMetricsRequest(req, res, { open: true }))
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only /metrics is served here.\n')
    })
    metricsServer.listen(config.metrics.port, config.metrics.host)
    metricsServer.unref()
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Who is asking, before anything reads a header (lib/client-address.ts): the socket's peer,
    // or what a configured trusted proxy says. Every limit below counts this address.
    settleForwardedHeaders(req, config.proxyTrust)
    // A page that draws the site's not-found page in place answers 404 (features/pages).
    answerWithPageStatus(res)
    handleWithAccessLog(req, res, () => {
      if (answerMetricsRequest(req, res, { token: config.metrics.token, open: false })) return
      return pageCache.handle(req, res).catch(async (error: unknown) => {
        logger.error({ err: error, url: req.url }, 'A request failed')
        if (res.headersSent) return void res.destroy()
        // The site's own page error texts, as Next's error page would show them.
        const texts = await busyTextsFor(req.headers.host)
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(texts ? busyPageHtml(texts) : undefined)
      })
    })
  }

  // Warm first, through a private port: the public port opens (and /healthz answers) when it is done.
  const started = Date.now()
  const warmUp = createServer(handle)
  await new Promise<void>((resolve) => warmUp.listen(0, '127.0.0.1', resolve))
  const warmUpPort = (warmUp.address() as AddressInfo).port
  // The proxy's loopback lookups (redirect tables, id-only car links) go to the port that listens.
  process.env.PORT = String(warmUpPort)
  try {
    // The first request runs instrumentation, which names the pages to warm.
    await warmPageCache(warmUpPort, [{ host: 'localhost', path: '/api/healthz' }])
    const targets = await publishedWarmUpTargets()
    const ok = await Promise.race([warmPageCache(warmUpPort, targets), delay(WARM_UP_LIMIT_MS).then(() => -1)])
    logger.info({ warmed: ok < 0 ? 'some' : ok, pages: targets.length, ms: Date.now() - started }, 'Page cache warmed')
  } catch (error) {
    logger.error({ err: error }, 'Warming the page cache failed; serving cold')
  }
  warmUp.close()
  process.env.PORT = String(port)

  const server = createServer(handle)
  // Longer than a load balancer's idle timeout, so it closes first.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve) => server.listen(port, process.env.HOSTNAME || undefined, resolve))
  logger.info({ port, pageCache: config.pageCache.enabled ? 'on' : 'off' }, `Showroom listening on port ${port}`)

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Graceful shutdown (issue 40): no new connections; requests in flight end (a keep-alive
      // connection closes once its response is out, so the proxy sends the next one elsewhere);
      // the outboxes' deliveries in flight end and are marked; a save's signal row is written (or
      // the other processes would keep the changed pages until their lifetime ends); then exit.
      // First, with a drain time, /healthz says 503 while everything is still served: the load
      // balancer's checks take the process out, so nothing is sent to it as its port closes (a lead
      // sent in that instant met a closed connection and, not being safe to repeat, failed).
      startDraining()
      logger.info({ signal, drainMs: config.shutdownDrainMs }, 'Shutting down: finishing the requests and deliveries in flight')
      void delay(config.shutdownDrainMs).then(() => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        const closeIdle = setInterval(() => server.closeIdleConnections(), 250)
        void Promise.all([closed, runShutdownTasks(SHUTDOWN_LIMIT_MS - 1_000)])
          .then(() => cacheInvalidationsWritten())
          .finally(() => {
            clearInterval(closeIdle)
            void (databaseLock?.release() ?? Promise.resolve()).finally(() => process.exit(0))
          })
      })
      setTimeout(() => process.exit(0), config.shutdownDrainMs + SHUTDOWN_LIMIT_MS).unref()
    })
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

main().catch((error: unknown) => {
  // A configuration error's message lists every wrong setting, a refused start says who holds the
  // database: the log line for the operator's tools, and the plain text for whoever ran the command.
  const message = error instanceof Error ? error.message : String(error)
  logger.fatal({ err: error }, message)
  process.stderr.write(`${message}\n`)
  process.exit(1)
})
