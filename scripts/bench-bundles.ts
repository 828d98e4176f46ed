/**
 * npm run bench:bundles [-- --port 3196 --no-build --base http://127.0.0.1:3000]
 *
 * The script a visitor's browser is given, per public page type, on the production build with the
 * demo stock: each demo site's start page, the car list (both filter layouts) and a brand-filtered
 * one, a car detail page of each layout bench-lighthouse measures (dealer group, car store, UK
 * finance quote), CMS content pages (text, form, article) and the 404 page. For each page it adds
 * up every script the HTML references (`<script src>`, `<link rel=modulepreload>`, `<link
 * rel=preload as=script>`), each file once, plus the inline scripts (Next's flight data among
 * them; JSON-LD is data, not script, and is left out; so are `nomodule` scripts, the polyfills a
 * browser with modules never loads, as Lighthouse's network log shows). Sizes are raw and gzip (zlib's default
 * level, as `next start` compresses; inline scripts gzipped one by one). A referenced file the
 * server answers 404 costs the browser a request but no script: it is counted under "404" (and
 * named on the console), not in the sizes. No timing, so two runs on the same build and seed
 * print the same figures: run it before and after a change (issue 16: bundle sizes per page no
 * worse than before).
 *
 * Maps (issue 17): the map's code (MapLibre, supercluster) is a chunk the store locator fetches
 * after hydration, so no HTML references it. A second pass opens each page in Chromium at 1280 px,
 * waits until the network is idle and counts every script the page fetched, and which of it is map
 * code (a file with MapLibre's `maplibregl-` class names, and MapLibre's worker): it must be on the
 * store locator pages only. `--no-browser` skips that pass.
 *
 * Prints a table and one JSON line (`{"bench":"bundles",...}`) for comparing runs. Starts its own
 * server on a fresh SQLite database in a temporary folder (bench-server.ts; --no-build uses the
 * build that is there), or measures --base (with the demo seed, on *.localhost host names).
 */
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser'
import { startBenchServer } from './bench-server'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3196' },
    'no-build': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    /** Measure a server that is already running here instead (e.g. http://127.0.0.1:3000). */
    base: { type: 'string' },
  },
})

/** A page to measure: a fixed path, or the first car a car list links to (`<list>/<id>/<slug>`). */
type PageToMeasure = { label: string; site: string; status: 200 | 404 } & ({ path: string } | { firstCarOf: string })

const START_PAGE_SITES = ['nordbil', 'fjordbil', 'thames', 'kilometra-se', 'kilometra-no', 'kilometra-fi', 'kilometra-sk', 'olivia']

const PAGES: PageToMeasure[] = [
  ...START_PAGE_SITES.map((site): PageToMeasure => ({ label: `start page (${site})`, site, path: '/', status: 200 })),
  { label: 'car list, toggle filters (nordbil)', site: 'nordbil', path: '/kop-bil', status: 200 },
  { label: 'car list, sticky filters (kilometra-se)', site: 'kilometra-se', path: '/kop-bil', status: 200 },
  { label: 'car list, brand Volvo (nordbil)', site: 'nordbil', path: '/kop-bil/volvo', status: 200 },
  { label: 'car detail, dealer group (nordbil)', site: 'nordbil', firstCarOf: '/kop-bil', status: 200 },
  { label: 'car detail, car store (kilometra-se)', site: 'kilometra-se', firstCarOf: '/kop-bil', status: 200 },
  { label: 'car detail, UK finance (thames)', site: 'thames', firstCarOf: '/buy-car', status: 200 },
  { label: 'content page (nordbil /om-oss)', site: 'nordbil', path: '/om-oss', status: 200 },
  { label: 'form page (nordbil /kontakt)', site: 'nordbil', path: '/kontakt', status: 200 },
  { label: 'article (nordbil /nyheter/…)', site: 'nordbil', path: '/nyheter/vinterdack-i-tid', status: 200 },
  { label: '404 (nordbil /finns-inte)', site: 'nordbil', path: '/finns-inte', status: 404 },
  { label: 'store locator (nordbil /om-oss/platser)', site: 'nordbil', path: '/om-oss/platser', status: 200 },
  { label: 'store locator (thames /about-us/locations)', site: 'thames', path: '/about-us/locations', status: 200 },
]

/** What a page fetched in a browser: every script, and the map code among it (KB are gzip of the files). */
type LoadedScripts = { page: string; files: number; gzipBytes: number; mapFiles: string[]; mapGzipBytes: number; mapRawBytes: number }

/** MapLibre's own class names: in its code, in no other module of ours. */
const isMapCode = (url: string, body: Buffer) => url.includes('maplibre-gl-worker') || body.includes('maplibregl-')

type PageScripts = {
  page: string
  path: string
  files: number
  inline: number
  /** Referenced files the server answers 404 (`<tag> <path>`). */
  missing: string[]
  gzipBytes: number
  rawBytes: number
  inlineGzipBytes: number
  inlineRawBytes: number
}

/** A referenced script file and the tag that references it. */
type ScriptReference = { url: string; tag: 'script' | 'modulepreload' | 'preload' }

/** GET with a site's Host header (Node's fetch cannot set it), uncompressed (no Accept-Encoding). */
function get(origin: string, pathname: string, host: string): Promise<{ status: number; body: Buffer }> {
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
function referencedScripts(html: string): { files: ScriptReference[]; inline: string[] } {
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

async function main() {
  const port = Number(args.port)
  const server = args.base ? undefined : await startBenchServer({ name: 'bench-bundles', port, build: !args['no-build'] })
  const origin = args.base ?? server!.origin
  try {
    const hostPort = new URL(origin).port
    const hostOf = (site: string) => `${site}.localhost${hostPort ? `:${hostPort}` : ''}`
    /** Script files are the same for every site: fetched once, by path. */
    const fileSizes = new Map<string, { raw: number; gzip: number } | 'missing'>()
    const results: PageScripts[] = []
    for (const page of PAGES) {
      const host = hostOf(page.site)
      let path: string
      if ('path' in page) path = page.path
      else {
        const list = await get(origin, page.firstCarOf, host)
        if (list.status !== 200) throw new Error(`the car list ${page.firstCarOf} of ${host} answered ${list.status}`)
        const link = new RegExp(`href="(${page.firstCarOf}/\\d+/[a-z0-9-]+)"`).exec(list.body.toString('utf8'))?.[1]
        if (!link) throw new Error(`the car list ${page.firstCarOf} of ${host} links to no car`)
        path = link
      }
      const { status, body } = await get(origin, path, host)
      if (status !== page.status) throw new Error(`${host}${path} answered ${status}, expected ${page.status}`)
      const { files, inline } = referencedScripts(body.toString('utf8'))
      const missing: string[] = []
      let gzipBytes = 0
      let rawBytes = 0
      for (const { url, tag } of files) {
        const resolved = new URL(url, `http://${host}${path}`)
        if (resolved.host !== host) throw new Error(`${page.label} references a script on another host (${resolved.href}): not counted by this bench`)
        const key = resolved.pathname + resolved.search
        let size = fileSizes.get(key)
        if (!size) {
          const file = await get(origin, key, host)
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
      })
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const labelWidth = Math.max(...results.map((r) => r.page.length))
    console.log(`\nScripts per page (files + inline; KB = 1024 bytes; gzip at zlib's default level)`)
    console.log(
      `${'page'.padEnd(labelWidth)}  ${'scripts'.padStart(9)}  ${'KB gzip'.padStart(8)}  ${'KB raw'.padStart(8)}  ${'inline KB gzip'.padStart(14)}  ${'404'.padStart(3)}`,
    )
    for (const r of results) {
      console.log(
        `${r.page.padEnd(labelWidth)}  ${`${r.files} + ${r.inline}`.padStart(9)}  ${kb(r.gzipBytes).padStart(8)}  ${kb(r.rawBytes).padStart(8)}  ${kb(r.inlineGzipBytes).padStart(14)}  ${String(r.missing.length).padStart(3)}`,
      )
    }
    for (const r of results.filter((r) => r.missing.length > 0)) console.log(`  404 on ${r.page}: ${r.missing.join(', ')}`)

    const loaded: LoadedScripts[] = []
    if (!args['no-browser']) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      try {
        for (const [i, page] of PAGES.entries()) {
          const path = results[i]!.path.slice(page.site.length)
          const host = hostOf(page.site)
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
          const tab = await context.newPage()
          const scripts = new Set<string>()
          // Page scripts and the scripts of workers the page starts (MapLibre's).
          context.on('request', (request) => {
            if (request.resourceType() === 'script' || request.url().endsWith('.mjs') || request.url().includes('.mjs?')) scripts.add(request.url())
          })
          await tab.goto(`http://${host}${path}`, { waitUntil: 'networkidle' })
          // The map chunk is asked for after hydration; give a slow machine its time.
          await tab.waitForTimeout(1500)
          await tab.waitForLoadState('networkidle')
          await context.close()
          const entry: LoadedScripts = { page: page.label, files: 0, gzipBytes: 0, mapFiles: [], mapGzipBytes: 0, mapRawBytes: 0 }
          for (const url of scripts) {
            const resolved = new URL(url)
            if (resolved.host !== host) continue
            const file = await get(origin, resolved.pathname + resolved.search, host)
            if (file.status !== 200) continue
            const gzip = gzipSync(file.body).length
            entry.files += 1
            entry.gzipBytes += gzip
            if (isMapCode(url, file.body)) {
              entry.mapFiles.push(resolved.pathname)
              entry.mapGzipBytes += gzip
              entry.mapRawBytes += file.body.length
            }
          }
          loaded.push(entry)
        }
      } finally {
        await browser.close()
      }
      console.log(`\nScripts fetched in Chromium at 1280 px until the network is idle (files; KB gzip), and the map code among them`)
      console.log(`${'page'.padEnd(labelWidth)}  ${'files'.padStart(5)}  ${'KB gzip'.padStart(8)}  ${'map KB gzip'.padStart(11)}  ${'map KB raw'.padStart(10)}`)
      for (const r of loaded) {
        console.log(
          `${r.page.padEnd(labelWidth)}  ${String(r.files).padStart(5)}  ${kb(r.gzipBytes).padStart(8)}  ${kb(r.mapGzipBytes).padStart(11)}  ${kb(r.mapRawBytes).padStart(10)}`,
        )
      }
      for (const r of loaded.filter((r) => r.mapFiles.length > 0)) console.log(`  map code on ${r.page}: ${r.mapFiles.join(', ')}`)
    }
    console.log(JSON.stringify({ bench: 'bundles', pages: results, loaded }))
  } finally {
    server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
