import { describe, expect, it } from 'vitest'

import { DEMO_SITES } from '../../src/demo/seed/demo-sites'
import { e2e, http } from './helpers'

/**
 * Issue 17: a link check over every demo site finds 0 broken internal links. Crawls from the start
 * page and every address in the site's sitemap, following internal links to depth 3 (the start
 * page and the sitemap's pages are depth 0), as a visitor clicking would. A redirect is followed
 * on the same host; a link is broken when where it ends answers 400 or more.
 *
 * Car detail pages are the one page type with thousands of addresses (every car of the stock, and
 * every car page links to similar cars): the first CAR_PAGES_PER_SITE of them are opened and
 * crawled like any page, the rest are left out, so the check visits every page type of a site in
 * about a minute. They are one template: eight per site (reached from the start page's cars and the
 * car lists, so new and used ones) show every kind of link a car page has, and each opened car page
 * costs a server render and its similar cars' links. Their addresses come from the search index the pages read (car-detail e2e checks
 * a wrong id or slug).
 *
 * Addresses with a query string are the other family that multiplies: a list's sort orders, pages
 * and filters (the stories list's tag chips combine, ?tags=a|b|c, at every depth). The first
 * QUERY_PAGES_PER_SITE of them are opened; each is the page of its path, which is checked without
 * a query, and the car list's and stories list's own tests check their filters.
 */

const MAX_DEPTH = 3
const CAR_PAGES_PER_SITE = 8
const QUERY_PAGES_PER_SITE = 16
const PARALLEL = 4

type Visit = { path: string; depth: number; from: string }
type Broken = { path: string; status: number; from: string }

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Internal link targets of an HTML page (`<a href>`), as paths with query, without fragments. */
function internalLinks(html: string, pageUrl: URL): string[] {
  const out = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const raw = decodeEntities(match[1] ?? '').trim()
    if (raw === '' || raw.startsWith('#') || /^(mailto|tel|sms|javascript|data):/i.test(raw)) continue
    let url: URL
    try {
      url = new URL(raw, pageUrl)
    } catch {
      out.add(`(unparseable) ${raw}`)
      continue
    }
    if (url.host !== pageUrl.host) continue
    if (/^\/(api|_next|admin)(\/|$)/.test(url.pathname)) continue
    out.add(`${url.pathname}${url.search}`)
  }
  return [...out]
}

async function sitemapPaths(host: string): Promise<string[]> {
  const res = await http('/sitemap.xml', host)
  expect(res.status).toBe(200)
  return [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => {
    const url = new URL(decodeEntities(m[1] ?? '/'))
    return `${url.pathname}${url.search}`
  })
}

async function crawl(siteKey: string, carDetailPath: string): Promise<{ visited: number; carPages: number; queryPages: number; broken: Broken[] }> {
  const host = `${siteKey}.localhost`
  const origin = `http://${host}:${e2e().port}`
  const isCarPage = (path: string) => new RegExp(`^${carDetailPath.replace(/\/$/, '')}/\\d+(/|$)`).test(path)
  const seen = new Set<string>()
  const broken: Broken[] = []
  let carPages = 0
  let queryPages = 0
  const queue: Visit[] = []
  const enqueue = (visit: Visit) => {
    if (seen.has(visit.path)) return
    if (isCarPage(visit.path)) {
      if (carPages >= CAR_PAGES_PER_SITE) return
      carPages++
    } else if (visit.path.includes('?')) {
      if (queryPages >= QUERY_PAGES_PER_SITE) return
      queryPages++
    }
    seen.add(visit.path)
    queue.push(visit)
  }
  enqueue({ path: '/', depth: 0, from: '(start page)' })
  for (const path of await sitemapPaths(host)) enqueue({ path, depth: 0, from: '(sitemap)' })

  const visit = async ({ path, depth, from }: Visit) => {
    if (path.startsWith('(unparseable)')) {
      broken.push({ path, status: 0, from })
      return
    }
    let current = path
    let res = await http(current, host)
    // A redirect on this host is followed (a few hops at most); one to another host is not ours.
    for (let hop = 0; hop < 5 && res.status >= 300 && res.status < 400; hop++) {
      const location = res.headers.location
      if (typeof location !== 'string') break
      const next = new URL(location, `${origin}${current}`)
      if (next.host !== new URL(origin).host) return
      current = `${next.pathname}${next.search}`
      res = await http(current, host)
    }
    if (res.status >= 400) {
      broken.push({ path: current === path ? path : `${path} → ${current}`, status: res.status, from })
      return
    }
    if (depth >= MAX_DEPTH || res.status !== 200 || !String(res.headers['content-type'] ?? '').includes('text/html')) return
    for (const link of internalLinks(res.body, new URL(`${origin}${current}`))) enqueue({ path: link, depth: depth + 1, from: current })
  }

  let visited = 0
  // Breadth first, a few requests at a time.
  while (queue.length > 0) {
    const batch = queue.splice(0, PARALLEL)
    visited += batch.length
    await Promise.all(batch.map(visit))
  }
  return { visited, carPages, queryPages, broken }
}

describe('link check', () => {
  it('reads internal links as a browser resolves them and leaves out other hosts, fragments and mail links', () => {
    const page = new URL('http://nordbil.localhost:3000/om-oss/team')
    const html = [
      '<a href="/kop-bil?sortName=price_asc&amp;page=2">x</a>',
      '<a class="c" href="kontakt#form">x</a>',
      '<a href="https://example.com/">x</a>',
      '<a href="mailto:info@nordbil.se">x</a>',
      '<a href="tel:+4631">x</a>',
      '<a href="#main">x</a>',
      '<a href="/_next/static/x.js">x</a>',
    ].join('')
    expect(internalLinks(html, page)).toEqual(['/kop-bil?sortName=price_asc&page=2', '/om-oss/kontakt'])
  })

  it.each(DEMO_SITES.map((site) => [site.key, site.paths.carDetail] as const))(
    '%s: every internal link from the start page and the sitemap, to depth 3, leads to a page',
    async (siteKey, carDetailPath) => {
      const { visited, carPages, queryPages, broken } = await crawl(siteKey, carDetailPath)
      console.log(`link check ${siteKey}: ${visited} addresses (${carPages} car pages, ${queryPages} with a query)`)
      expect(visited).toBeGreaterThan(10)
      expect(carPages).toBeGreaterThan(0)
      expect(broken.map((b) => `${b.status} ${b.path} (linked from ${b.from})`)).toEqual([])
    },
    240_000,
  )
})
