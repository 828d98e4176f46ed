import { describe, expect, it } from 'vitest'

import { E2E_METRICS_TOKEN } from './e2e-data'
import { e2e, http } from './helpers'

describe('what an operator watches (issue 40)', () => {
  /** The value of the first sample of `name` whose labels include all of `labels`. */
  const sampleOf = (text: string, name: string, labels: string[]) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))
      .map((line) => Number(line.split(' ').at(-1)))[0]

  it('GET /metrics answers only with the token, and counts page views, the page cache and search index builds', async () => {
    expect((await http('/metrics', 'nordbil.localhost')).status).toBe(401)
    for (let i = 0; i < 2; i++) expect((await http('/', 'nordbil.localhost')).status).toBe(200)
    const res = await http('/metrics', 'localhost', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    // Counted in the HTTP entry (compiled apart from Next) …
    expect(sampleOf(res.body, 'showroom_page_cache_answers_total', ['result="hit"'])).toBeGreaterThanOrEqual(1)
    expect(sampleOf(res.body, 'showroom_http_request_duration_seconds_count', ['route="page"', 'status="2xx"'])).toBeGreaterThanOrEqual(2)
    // … and inside Next's bundles (the search index builds at start): one registry per process.
    expect(sampleOf(res.body, 'showroom_search_index_builds_total', ['index="vehicles-se"', 'result="built"'])).toBeGreaterThanOrEqual(1)
    expect(res.body).toMatch(/^# TYPE showroom_outbox_documents gauge$/m)
    expect(res.body).toMatch(/^showroom_page_renders_in_flight\{app="showroom"\} \d+$/m)
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes\{app="showroom"\} \d+/m)
  })

  it('names every answer by a request id, and no client picks its own', async () => {
    const res = await http('/', 'nordbil.localhost', { headers: { 'x-request-id': 'chosen-by-a-visitor' } })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('fixed routes', () => {
  it('/healthz reports the database as up', async () => {
    const res = await http('/healthz', 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ status: 'ok', database: 'up' })
  })

  it('/robots.txt is per site and points at that site’s sitemap', async () => {
    const res = await http('/robots.txt', 'fjordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toContain(`Sitemap: http://fjordbil.localhost:${e2e().port}/sitemap.xml`)
    expect(res.body).toContain('Disallow: /admin')
  })

  it('/sitemap.xml lists every published page in every language with hreflang alternates', async () => {
    const res = await http('/sitemap.xml', 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const origin = `http://nordbil.localhost:${e2e().port}`
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    for (const path of ['/', '/en', '/om-oss', '/en/om-oss', '/nyheter/vinterdack-i-tid', '/en/nyheter/vinterdack-i-tid']) expect(locs).toContain(origin + path)
    // The dealers' facility pages, in every language (issue 17).
    for (const path of ['/anlaggningar/nordbil-goteborg-hisingen', '/en/anlaggningar/nordbil-goteborg-hisingen']) expect(locs).toContain(origin + path)
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/om-oss"/>`)
    // Another site's pages are not in it.
    expect(res.body).not.toContain('kjop-bil')
  })

  it('sends no Critical-CH on public pages (Chrome would load each one twice), only on the admin panel', async () => {
    const page = await http('/om-oss', 'nordbil.localhost')
    expect(page.status).toBe(200)
    expect(page.headers['critical-ch']).toBeUndefined()
    expect(page.headers['accept-ch']).toBeUndefined()
    const admin = await http('/admin/login', 'localhost')
    expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('answers /favicon.ico with the site’s own icon', async () => {
    const res = await http('/favicon.ico', 'thames.localhost')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/api/media/file/thames-favicon.svg')
  })

  it('serves CMS media under /-/media/* and /-/jssmedia/*', async () => {
    for (const prefix of ['/-/media/', '/-/jssmedia/']) {
      const res = await http(`${prefix}nordbil-favicon.ico`, 'nordbil.localhost')
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
    }
  })
})

describe('hosts and languages', () => {
  it('permanently redirects the www host of the site that asks for it', async () => {
    const res = await http('/om-oss?x=1', 'www.nordbil.localhost')
    expect([301, 308]).toContain(res.status)
    expect(res.headers.location).toBe(`http://nordbil.localhost:${e2e().port}/om-oss?x=1`)
  })

  it('answers an unknown host with a clear 404 page', async () => {
    const res = await http('/', 'nowhere.example')
    expect(res.status).toBe(404)
    expect(res.body).toContain('No site here')
    expect(res.body).toContain('nowhere.example')
  })

  it('shows the index of demo sites on localhost', async () => {
    const res = await http('/', 'localhost')
    expect(res.status).toBe(200)
    for (const key of ['nordbil', 'fjordbil', 'thames', 'kilometra-se', 'kilometra-no', 'kilometra-fi', 'kilometra-sk', 'olivia'])
      expect(res.body).toContain(`http://${key}.localhost:${e2e().port}/`)
  })

  it('gives a translated 404 for a missing page', async () => {
    const sv = await http('/finns-inte', 'nordbil.localhost')
    expect(sv.status).toBe(404)
    expect(sv.body).toContain('Sidan kunde inte hittas')
    const en = await http('/en/finns-inte', 'nordbil.localhost')
    expect(en.status).toBe(404)
    expect(en.body).toContain('Page not found')
  })

  it('draws a 404 page in its first HTML, with its stylesheet, before any script has run (issue 39)', async () => {
    // Next's notFound() sent an empty document that only the page's script filled in: on a phone on
    // a slow network, a blank page for seconds. What the HTML shows is what is outside its scripts.
    const markup = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, '')
    const missing: [path: string, title: string][] = [
      ['/finns-inte', 'Sidan kunde inte hittas'],
      ['/en/finns-inte', 'Page not found'],
      ['/kop-bil/999999999/en-bil-som-inte-finns', 'Bilen finns inte längre'],
    ]
    for (const [path, title] of missing) {
      const res = await http(path, 'nordbil.localhost')
      expect(res.status, path).toBe(404)
      const html = markup(res.body)
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toMatch(/<link rel="stylesheet"/)
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
    }
  })

  it('serves the default language without prefix and refuses languages the site does not have', async () => {
    const prefixed = await http('/sv/om-oss', 'nordbil.localhost')
    expect([301, 308]).toContain(prefixed.status)
    expect(prefixed.headers.location).toMatch(/\/om-oss$/)
    expect((await http('/fi/om-oss', 'nordbil.localhost')).status).toBe(404)
    expect((await http('/', 'kilometra-fi.localhost')).body).toContain('lang="fi-FI"')
  })
})
