import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { processSingleton } from './process-singleton'

/**
 * This process's Prometheus metrics (issue 40 item 2), served by `GET /metrics` (src/server.ts).
 * One registry per process on globalThis: the HTTP entry (compiled apart) and Next's bundles each
 * load this module, and a metric counted in one copy must be read by the other. Each process
 * reports its own counters; the outbox backlog is the database's, so every process reports the
 * same value (sum the counters over processes, take the maximum of the backlog).
 */
export type ShowroomMetrics = ReturnType<typeof createMetrics>

/** What the page cache of this process holds and does now, read at each scrape. */
export type PageCacheStats = { entries: number; bytes: number; rendersInFlight: number; rendersQueued: number }

/** Documents waiting in an outbox, by status (pending, retrying, needs-attention), read at each scrape. */
export type OutboxBacklog = { source: string; status: string; count: number }[]

type Sources = { pageCache?: () => PageCacheStats; outboxBacklog?: () => Promise<OutboxBacklog> }

function createMetrics() {
  const registry = new Registry()
  registry.setDefaultLabels({ app: 'showroom' })
  collectDefaultMetrics({ register: registry })
  const sources: Sources = {}
  const pageCacheGauge = (name: string, help: string, read: (stats: PageCacheStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = sources.pageCache?.()
        if (stats) this.set(read(stats))
      },
    })
  return {
    registry,
    sources,
    httpRequests: new Histogram({
      name: 'showroom_http_request_duration_seconds',
      help: 'Requests by route family, method and status class, with their duration until the response ended',
      labelNames: ['route', 'method', 'status'] as const,
      // From a cached page (a few ms) to a cold render on a busy machine and the render queue's deadline.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCacheAnswers: new Counter({
      name: 'showroom_page_cache_answers_total',
      help: 'Page views by how the page cache answered: hit, stale (served while one render refreshes), miss (rendered), busy (503, too many renders waiting)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    pageCacheEntries: pageCacheGauge('showroom_page_cache_entries', 'Pages held in this process’s page cache', (s) => s.entries),
    pageCacheBytes: pageCacheGauge('showroom_page_cache_bytes', 'Bytes held in this process’s page cache', (s) => s.bytes),
    rendersInFlight: pageCacheGauge('showroom_page_renders_in_flight', 'Page renders running now', (s) => s.rendersInFlight),
    rendersQueued: pageCacheGauge('showroom_page_renders_queued', 'Page renders waiting for a turn (beyond the queue, 503)', (s) => s.rendersQueued),
    outboxBacklog: new Gauge({
      name: 'showroom_outbox_documents',
      help: 'Leads, bookings and quotes not yet delivered, by source and status (needs-attention: staff must act); the same on every process',
      labelNames: ['source', 'status'] as const,
      registers: [registry],
      async collect() {
        if (!sources.outboxBacklog) return
        this.reset()
        for (const { source, status, count } of await sources.outboxBacklog()) this.set({ source, status }, count)
      },
    }),
    outboxDeliveries: new Counter({
      name: 'showroom_outbox_deliveries_total',
      help: 'Delivery attempts by this process, by source and result (delivered, retrying, needs-attention)',
      labelNames: ['source', 'result'] as const,
      registers: [registry],
    }),
    searchIndexBuilds: new Counter({
      name: 'showroom_search_index_builds_total',
      help: 'Search index builds (at start and after each stock import) by index and result',
      labelNames: ['index', 'result'] as const,
      registers: [registry],
    }),
    searchIndexBuildSeconds: new Histogram({
      name: 'showroom_search_index_build_seconds',
      help: 'How long a search index build took',
      labelNames: ['index'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
  }
}

const metricsSlot = processSingleton<ShowroomMetrics>('Metrics')

/** This process's metrics, made on first use. */
export function showroomMetrics(): ShowroomMetrics {
  return metricsSlot.getOrCreate(createMetrics)
}

/** Where the page cache gauges read from (the HTTP entry's page cache). */
export function reportPageCacheStats(read: () => PageCacheStats): void {
  showroomMetrics().sources.pageCache = read
}

/** Where the outbox backlog gauge reads from (the outboxes' tables, from instrumentation). */
export function reportOutboxBacklog(read: () => Promise<OutboxBacklog>): void {
  showroomMetrics().sources.outboxBacklog = read
}

/**
 * The route family of a request path, for a metric label: few values whatever the path (an id,
 * a slug or a car's address never becomes a label of its own). Site pages are all `page`.
 */
export function routeFamily(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/'
  if (path.startsWith('/_next/static/')) return '/_next/static'
  if (path.startsWith('/_next/image')) return '/_next/image'
  if (path.startsWith('/_next/')) return '/_next'
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin'
  if (path.startsWith('/api/')) {
    const segments = path.split('/').slice(2, 4)
    return `/api/${segments.map((segment) => (/^[a-z][a-z-]*$/i.test(segment) && segment.length <= 32 ? segment : ':id')).join('/')}`
  }
  if (['/healthz', '/metrics', '/robots.txt', '/sitemap.xml', '/favicon.ico'].includes(path)) return path
  return 'page'
}

/** Counts one answered request (the access log calls it when the response has ended). */
export function observeRequest(request: {
  url: string | undefined
  method: string | undefined
  status: number
  seconds: number
  cache: string | undefined
}): void {
  const metrics = showroomMetrics()
  // A path nobody serves is one label, or made-up addresses would each make a series.
  metrics.httpRequests.observe(
    {
      route: request.status === 404 ? 'not-found' : routeFamily(request.url),
      method: request.method ?? 'GET',
      status: `${Math.floor(request.status / 100)}xx`,
    },
    request.seconds,
  )
  if (request.cache) metrics.pageCacheAnswers.inc({ result: request.cache })
}
