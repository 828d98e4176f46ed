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
 *
 * In `npm test` each page family is rendered a few times, not once per address (issue 37: the
 * check took 4 of the suite's 15 minutes, most of it English copies of car pages): the first
 * CAR_PAGES_PER_SITE car pages (in any language), the first QUERY_PAGES_PER_SITE addresses with a
 * query, and the first LANGUAGE_COPIES_PER_SITE copies in a site's other languages (`/en/…`, the
 * same pages as the default language's); beyond those, a rotating sample (one address in
 * SAMPLE_ONE_IN, at most SAMPLED_PER_FAMILY per family) picked by the day, or by
 * SHOWROOM_LINK_CHECK_SEED to repeat a run (each site's figures print the seed), so runs on
 * different days open different addresses. `npm run bench:links` runs the full crawl: every
 * language copy, and the old caps of 8 car pages and 16 query pages per site.
 */

const FULL = process.env.SHOWROOM_LINK_CHECK_FULL === '1'
const SEED = process.env.SHOWROOM_LINK_CHECK_SEED || new Date().toISOString().slice(0, 10)
const MAX_DEPTH = 3
const CAR_PAGES_PER_SITE = FULL ? 8 : 4
const QUERY_PAGES_PER_SITE = FULL ? 16 : 8
const LANGUAGE_COPIES_PER_SITE = FULL ? Infinity : 12
const SAMPLE_ONE_IN = 8
/** At most this many sampled addresses per family and site: the car pages' family runs to thousands. */
const SAMPLED_PER_FAMILY = 4
const PARALLEL = 4

/** Whether an address beyond its family's first few is in this run's rotating sample. */
function inRotatingSample(path: string): boolean {
  if (FULL) return false
  // FNV-1a over seed and address: stable within a run, different from one day to the next.
  let hash = 0x811c9dc5
  for (const char of `${SEED} ${path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash % SAMPLE_ONE_IN === 0
}

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

type CrawlFigures = { visited: number; carPages: number; queryPages: number; languageCopies: number; sampled: number; broken: Broken[] }

async function crawl(siteKey: string, carDetailPath: string, otherLocales: readonly string[]): Promise<CrawlFigures> {
  const host = `${siteKey}.localhost`
  const origin = `http://${host}:${e2e().port}`
  // A car page in another language (`/en/kop-bil/…`) is a car page too: the same template.
  const languagePrefix = otherLocales.length > 0 ? `(/(${otherLocales.join('|')}))?` : ''
  const isCarPage = (path: string) => new RegExp(`^${languagePrefix}${carDetailPath.replace(/\/$/, '')}/\\d+(/|$)`).test(path)
  const seen = new Set<string>()
  const broken: Broken[] = []
  const isLanguageCopy = (path: string) =>
    otherLocales.some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`))
  let carPages = 0
  let queryPages = 0
  let languageCopies = 0
  let sampled = 0
  const sampledIn = { cars: 0, query: 0, language: 0 }
  const queue: Visit[] = []
  /** Counts an address into its family; false when the family's first few are taken and it is not sampled. */
  const admit = (family: keyof typeof sampledIn, count: number, cap: number, path: string) => {
    if (count < cap) return true
    if (sampledIn[family] >= SAMPLED_PER_FAMILY || !inRotatingSample(path)) return false
    sampledIn[family]++
    sampled++
    return true
  }
  const enqueue = (visit: Visit) => {
    if (seen.has(visit.path)) return
    if (isCarPage(visit.path)) {
      if (!admit('cars', carPages, CAR_PAGES_PER_SITE, visit.path)) return
      carPages++
    } else if (visit.path.includes('?')) {
      if (!admit('query', queryPages, QUERY_PAGES_PER_SITE, visit.path)) return
      queryPages++
    } else if (isLanguageCopy(visit.path)) {
      if (!admit('language', languageCopies, LANGUAGE_COPIES_PER_SITE, visit.path)) return
      languageCopies++
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
  return { visited, carPages, queryPages, languageCopies, sampled, broken }
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

  it.each(DEMO_SITES.map((site) => [site.key, site.paths.carDetail, site.extraLocales] as const))(
    '%s: every internal link from the start page and the sitemap, to depth 3, leads to a page',
    async (siteKey, carDetailPath, otherLocales) => {
      const { visited, carPages, queryPages, languageCopies, sampled, broken } = await crawl(siteKey, carDetailPath, otherLocales)
      console.log(
        `link check ${siteKey}${FULL ? ' (full)' : ` (seed ${SEED})`}: ${visited} addresses (${carPages} car pages, ${queryPages} with a query, ${languageCopies} in other languages; ${sampled} of them the rotating sample)`,
      )
      expect(visited).toBeGreaterThan(10)
      expect(carPages).toBeGreaterThan(0)
      expect(broken.map((b) => `${b.status} ${b.path} (linked from ${b.from})`)).toEqual([])
    },
    240_000,
  )
})
