/**
 * The script a visitor's browser is given before any interaction, per public page type, and each
 * type's budget (issue 39): `npm run bench:bundles` prints the table and fails over a budget, and
 * `tests/e2e/script-budget.e2e.test.ts` checks the same in `npm test`.
 *
 * For each page it adds up every script the HTML references (`<script src>`, `<link
 * rel=modulepreload>`, `<link rel=preload as=script>`), each file once, plus the inline scripts
 * (Next's flight data among them; JSON-LD is data, not script, and is left out; so are `nomodule`
 * scripts, the polyfills a browser with modules never loads, as Lighthouse's network log shows).
 * Sizes are raw and gzip (zlib's default level, as the server compresses; inline scripts gzipped
 * one by one). A referenced file the server answers 404 costs the browser a request but no script:
 * it is listed under `missing`, not in the sizes. No timing: two runs on the same build and seed
 * give the same figures.
 *
 * **The budgets are today's figures plus about 2 %, not issue 39's.** The issue asks for 130 KB on
 * any page and 90 KB on content pages; about 130 KB of every page is the framework itself (React
 * and React DOM 73 KB, Next's App Router and Flight client 44 KB, Next's runtime 13 KB:
 * docs/architecture.md, "What a page's script is"), so those budgets need pages that ship no React
 * or another renderer for public pages, a decision for the whole project. Until then the budgets
 * hold what each type has, so a change that adds script to a page type fails and says where;
 * lower a budget when a change makes a page smaller.
 */
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'

/** A page to measure: a fixed path, or the first car a car list links to (`<list>/<id>/<slug>`), with its budget in KB (1024 bytes) gzip. */
export type PageToMeasure = { label: string; site: string; status: 200 | 404; budgetKb: number } & ({ path: string } | { firstCarOf: string })

const START_PAGE_SITES = ['nordbil', 'fjordbil', 'thames', 'kilometra-se', 'kilometra-no', 'kilometra-fi', 'kilometra-sk', 'olivia']

// Measured 30 November on the demo seed (KB gzip): start pages 190.7–193.5, car lists 203.9–204.9,
// car pages 200.1–205.9, content page and article 180.3, form page 199.3, 404 137.3, store
// locators 200.6–201.0. The 404 became 179.9 once the server drew it (a site page with the frame's
// islands, as a content page; before, an empty document whose client render loaded them later).
export const PAGES: PageToMeasure[] = [
  ...START_PAGE_SITES.map((site): PageToMeasure => ({ label: `start page (${site})`, site, path: '/', status: 200, budgetKb: 198 })),
  { label: 'car list, toggle filters (nordbil)', site: 'nordbil', path: '/kop-bil', status: 200, budgetKb: 209 },
  { label: 'car list, sticky filters (kilometra-se)', site: 'kilometra-se', path: '/kop-bil', status: 200, budgetKb: 209 },
  { label: 'car list, brand Volvo (nordbil)', site: 'nordbil', path: '/kop-bil/volvo', status: 200, budgetKb: 209 },
  { label: 'car detail, dealer group (nordbil)', site: 'nordbil', firstCarOf: '/kop-bil', status: 200, budgetKb: 210 },
  { label: 'car detail, car store (kilometra-se)', site: 'kilometra-se', firstCarOf: '/kop-bil', status: 200, budgetKb: 210 },
  { label: 'car detail, UK finance (thames)', site: 'thames', firstCarOf: '/buy-car', status: 200, budgetKb: 210 },
  { label: 'content page (nordbil /om-oss)', site: 'nordbil', path: '/om-oss', status: 200, budgetKb: 184 },
  { label: 'form page (nordbil /kontakt)', site: 'nordbil', path: '/kontakt', status: 200, budgetKb: 204 },
  { label: 'article (nordbil /nyheter/…)', site: 'nordbil', path: '/nyheter/vinterdack-i-tid', status: 200, budgetKb: 184 },
  { label: '404 (nordbil /finns-inte)', site: 'nordbil', path: '/finns-inte', status: 404, budgetKb: 184 },
  { label: 'facility page (nordbil /anlaggningar/…)', site: 'nordbil', path: '/anlaggningar/nordbil-goteborg-hisingen', status: 200, budgetKb: 194 },
  {
    label: 'service booking (nordbil /service-och-verkstad/boka-service)',
    site: 'nordbil',
    path: '/service-och-verkstad/boka-service',
    status: 200,
    budgetKb: 195,
  },
  { label: 'store locator (nordbil /om-oss/platser)', site: 'nordbil', path: '/om-oss/platser', status: 200, budgetKb: 205 },
  { label: 'store locator (thames /about-us/locations)', site: 'thames', path: '/about-us/locations', status: 200, budgetKb: 205 },
]

export type PageScripts = {
  page: string
  /** `<site><path>` */
  path: string
  files: number
  inline: number
  /** Referenced files the server answers 404 (`<tag> <path>`). */
  missing: string[]
  gzipBytes: number
  rawBytes: number
  inlineGzipBytes: number
  inlineRawBytes: number
  budgetKb: number
}

/** A referenced script file and the tag that references it. */
type ScriptReference = { url: string; tag: 'script' | 'modulepreload' | 'preload' }

/** GET with a site's Host header (Node's fetch cannot set it), uncompressed (no Accept-Encoding). */
export function getWithHost(origin: string, pathname: string, host: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname, headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined)
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
/** Script types the browser runs (no type, a JavaScript MIME type, or module); JSON and JSON-LD are data. */
const isExecutable = (type: string | undefined) => type === undefined || /^(module|(text|application)\/(javascript|ecmascript))$/i.test(type.trim())

/** The scripts an HTML document references: files (each once, by the first tag naming it) and the bodies of its inline scripts. */
export function referencedScripts(html: string): { files: ScriptReference[]; inline: string[] } {
  const files = new Map<string, ScriptReference>()
  const add = (url: string, tag: ScriptReference['tag']) => {
    const decoded = decodeEntities(url)
    if (!files.has(decoded)) files.set(decoded, { url: decoded, tag })
  }
  const inline: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(attributes, 'src')
    if (/(?:^|\s)nomodule(?=[\s=]|$)/i.test(attributes)) continue
    if (src) add(src, 'script')
    else if (isExecutable(attribute(attributes, 'type')) && body.trim() !== '') inline.push(body)
  }
  for (const [, attributes = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(attributes, 'rel')?.toLowerCase().split(/\s+/) ?? []
    const href = attribute(attributes, 'href')
    if (!href) continue
    if (rel.includes('modulepreload')) add(href, 'modulepreload')
    else if (rel.includes('preload') && attribute(attributes, 'as')?.toLowerCase() === 'script') add(href, 'preload')
  }
  return { files: [...files.values()], inline }
}

/** What follows a car list's path in a car's own address (`<id>/<slug>`), as a pattern. */
export const CAR_LINK = '\\d+/[a-z0-9-]+'

/**
 * The first address below `listPath` a server-rendered list page links to, whose rest matches
 * `rest` (a pattern, e.g. CAR_LINK): the demo's first car, facility or story, whatever the seed.
 */
export async function firstLinkBelow(origin: string, host: string, listPath: string, rest: string): Promise<string> {
  const { status, body } = await getWithHost(origin, listPath, host)
  if (status !== 200) throw new Error(`the list ${listPath} of ${host} answered ${status}`)
  const link = new RegExp(`href="(${listPath}/${rest})"`).exec(body.toString('utf8'))?.[1]
  if (!link) throw new Error(`the list ${listPath} of ${host} has no link like ${listPath}/${rest}`)
  return link
}

/** The host a site's pages are asked with on the server at `origin` (`<site>.localhost[:port]`). */
export const siteHost = (origin: string, site: string) => {
  const port = new URL(origin).port
  return `${site}.localhost${port ? `:${port}` : ''}`
}

/** Measures each page's script on the server at `origin` (the demo seed), in the order given. */
export async function measurePageScripts(origin: string, pages: PageToMeasure[] = PAGES): Promise<PageScripts[]> {
  /** Script files are the same for every site: fetched once, by path. */
  const fileSizes = new Map<string, { raw: number; gzip: number } | 'missing'>()
  const results: PageScripts[] = []
  for (const page of pages) {
    const host = siteHost(origin, page.site)
    const path = 'path' in page ? page.path : await firstLinkBelow(origin, host, page.firstCarOf, CAR_LINK)
    const { status, body } = await getWithHost(origin, path, host)
    if (status !== page.status) throw new Error(`${host}${path} answered ${status}, expected ${page.status}`)
    const { files, inline } = referencedScripts(body.toString('utf8'))
    const missing: string[] = []
    let gzipBytes = 0
    let rawBytes = 0
    for (const { url, tag } of files) {
      const resolved = new URL(url, `http://${host}${path}`)
      if (resolved.host !== host) throw new Error(`${page.label} references a script on another host (${resolved.href}): not counted here`)
      const key = resolved.pathname + resolved.search
      let size = fileSizes.get(key)
      if (!size) {
        const file = await getWithHost(origin, key, host)
        if (file.status === 404) size = 'missing'
        else if (file.status !== 200) throw new Error(`the script ${key} (on ${page.label}) answered ${file.status}`)
        else size = { raw: file.body.length, gzip: gzipSync(file.body).length }
        fileSizes.set(key, size)
      }
      if (size === 'missing') {
        missing.push(`${tag} ${key}`)
        continue
      }
      gzipBytes += size.gzip
      rawBytes += size.raw
    }
    const inlineRawBytes = inline.reduce((sum, script) => sum + Buffer.byteLength(script), 0)
    const inlineGzipBytes = inline.reduce((sum, script) => sum + gzipSync(script).length, 0)
    results.push({
      page: page.label,
      path: `${page.site}${path}`,
      files: files.length - missing.length,
      inline: inline.length,
      missing,
      gzipBytes: gzipBytes + inlineGzipBytes,
      rawBytes: rawBytes + inlineRawBytes,
      inlineGzipBytes,
      inlineRawBytes,
      budgetKb: page.budgetKb,
    })
  }
  return results
}

/** The pages over their budget, each as one line a person can act on (empty: every page within). */
export function pagesOverBudget(results: PageScripts[]): string[] {
  return results
    .filter((r) => r.gzipBytes > r.budgetKb * 1024)
    .map(
      (r) =>
        `${r.page}: ${(r.gzipBytes / 1024).toFixed(1)} KB gzip, over its budget of ${r.budgetKb} KB by ${(r.gzipBytes / 1024 - r.budgetKb).toFixed(1)} KB (${r.path})`,
    )
}
