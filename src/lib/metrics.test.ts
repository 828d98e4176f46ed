import { afterEach, describe, expect, it } from 'vitest'

import { observeRequest, reportOutboxBacklog, reportPageCacheStats, routeFamily, showroomMetrics } from './metrics'
import { processSingleton } from './process-singleton'

afterEach(() => processSingleton('Metrics').set(undefined))

/** The value of the sample `name{labels}` in the Prometheus text (labels in any order, app's among them), or undefined when absent. */
async function sample(series: string): Promise<number | undefined> {
  const [, name, labelText] = /^([a-z_]+)\{(.*)\}$/.exec(series)!
  const wanted = labelText!.split(',').sort().join(',')
  const text = await showroomMetrics().registry.metrics()
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line)
    if (match && match[1] === name && match[2]!.split(',').sort().join(',') === wanted) return Number(match[3])
  }
  return undefined
}

describe('routeFamily (issue 40: a metric label per route family, never per address)', () => {
  it('names static files, images, the admin, API routes and well-known files; every site page is "page"', () => {
    expect(routeFamily('/_next/static/chunks/3k_pspqzykca1.js')).toBe('/_next/static')
    expect(routeFamily('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75')).toBe('/_next/image')
    expect(routeFamily('/admin/collections/pages/12')).toBe('/admin')
    expect(routeFamily('/api/forms/comhub')).toBe('/api/forms/comhub')
    expect(routeFamily('/api/pages/12?depth=0')).toBe('/api/pages/:id')
    expect(routeFamily('/api/extra-media/ABC123')).toBe('/api/extra-media/:id')
    expect(routeFamily('/healthz')).toBe('/healthz')
    expect(routeFamily('/kop-bil/177092434/kia-sportage-2016?sort=price')).toBe('page')
    expect(routeFamily(undefined)).toBe('page')
  })
})

describe('showroomMetrics', () => {
  it('counts answered requests by route family and status class, and page views by how the cache answered', async () => {
    observeRequest({ url: '/kop-bil', method: 'GET', status: 200, seconds: 0.004, cache: 'hit' })
    observeRequest({ url: '/kop-bil?pris=1', method: 'GET', status: 200, seconds: 0.2, cache: 'miss' })
    observeRequest({ url: '/om-oss', method: 'GET', status: 503, seconds: 3, cache: 'busy' })
    observeRequest({ url: '/api/made/up', method: 'GET', status: 404, seconds: 0.01, cache: undefined })
    expect(await sample('showroom_http_request_duration_seconds_count{route="page",method="GET",status="2xx",app="showroom"}')).toBe(2)
    expect(await sample('showroom_http_request_duration_seconds_bucket{le="0.005",route="page",method="GET",status="2xx",app="showroom"}')).toBe(1)
    expect(await sample('showroom_http_request_duration_seconds_count{route="page",method="GET",status="5xx",app="showroom"}')).toBe(1)
    // A path nobody serves does not become a series of its own.
    expect(await sample('showroom_http_request_duration_seconds_count{route="not-found",method="GET",status="4xx",app="showroom"}')).toBe(1)
    expect(await sample('showroom_page_cache_answers_total{result="hit",app="showroom"}')).toBe(1)
    expect(await sample('showroom_page_cache_answers_total{result="busy",app="showroom"}')).toBe(1)
  })

  it("reads the page cache's state and the outboxes' backlog at each scrape", async () => {
    let stats = { entries: 3, bytes: 4096, rendersInFlight: 2, rendersQueued: 5 }
    reportPageCacheStats(() => stats)
    let backlog = [
      { source: 'leads', status: 'pending', count: 4 },
      { source: 'leads', status: 'needs-attention', count: 1 },
    ]
    reportOutboxBacklog(async () => backlog)
    expect(await sample('showroom_page_renders_queued{app="showroom"}')).toBe(5)
    expect(await sample('showroom_page_cache_entries{app="showroom"}')).toBe(3)
    expect(await sample('showroom_outbox_documents{source="leads",status="needs-attention",app="showroom"}')).toBe(1)

    stats = { ...stats, rendersQueued: 0 }
    backlog = [{ source: 'leads', status: 'pending', count: 1 }]
    expect(await sample('showroom_page_renders_queued{app="showroom"}')).toBe(0)
    expect(await sample('showroom_outbox_documents{source="leads",status="pending",app="showroom"}')).toBe(1)
    // A status that emptied is gone, not stuck at its last count.
    expect(await sample('showroom_outbox_documents{source="leads",status="needs-attention",app="showroom"}')).toBeUndefined()
  })

  it("has Node's own metrics", async () => {
    expect(await showroomMetrics().registry.metrics()).toMatch(/^process_cpu_user_seconds_total\{app="showroom"\} /m)
    expect(await showroomMetrics().registry.metrics()).toMatch(/^nodejs_eventloop_lag_p99_seconds\{app="showroom"\} /m)
  })
})
