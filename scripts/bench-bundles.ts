/**
 * npm run bench:bundles [-- --port 3196 --no-build --base http://127.0.0.1:3000]
 *
 * The script a visitor's browser is given, per public page type, on the production build with the
 * demo stock: each demo site's start page, the car list (both filter layouts) and a brand-filtered
 * one, a car detail page of each layout bench-lighthouse measures (dealer group, car store, UK
 * finance quote), CMS content pages (text, form, article), the 404 page and the store locators.
 * What is counted, and each page type's budget, is in scripts/page-scripts.ts (issue 39): the
 * table has a budget column, and the run fails (exit 1, naming the pages) when a page is over its
 * budget. The same check runs in `npm test` (tests/e2e/script-budget.e2e.test.ts). No timing, so
 * two runs on the same build and seed print the same figures.
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
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../tests/e2e/browser'
import { startBenchServer } from './bench-server'
import { getWithHost as get, measurePageScripts, PAGES, pagesOverBudget, siteHost } from './page-scripts'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3196' },
    'no-build': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    /** Measure a server that is already running here instead (e.g. http://127.0.0.1:3000). */
    base: { type: 'string' },
  },
})

/** What a page fetched in a browser: every script, and the map code among it (KB are gzip of the files). */
type LoadedScripts = { page: string; files: number; gzipBytes: number; mapFiles: string[]; mapGzipBytes: number; mapRawBytes: number }

/** MapLibre's own class names: in its code, in no other module of ours. */
const isMapCode = (url: string, body: Buffer) => url.includes('maplibre-gl-worker') || body.includes('maplibregl-')

async function main() {
  const port = Number(args.port)
  const server = args.base ? undefined : await startBenchServer({ name: 'bench-bundles', port, build: !args['no-build'] })
  const origin = args.base ?? server!.origin
  try {
    const hostOf = (site: string) => siteHost(origin, site)
    const results = await measurePageScripts(origin)

    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const labelWidth = Math.max(...results.map((r) => r.page.length))
    console.log(`\nScripts per page (files + inline; KB = 1024 bytes; gzip at zlib's default level)`)
    console.log(
      `${'page'.padEnd(labelWidth)}  ${'scripts'.padStart(9)}  ${'KB gzip'.padStart(8)}  ${'budget'.padStart(6)}  ${'KB raw'.padStart(8)}  ${'inline KB gzip'.padStart(14)}  ${'404'.padStart(3)}`,
    )
    for (const r of results) {
      console.log(
        `${r.page.padEnd(labelWidth)}  ${`${r.files} + ${r.inline}`.padStart(9)}  ${kb(r.gzipBytes).padStart(8)}  ${String(r.budgetKb).padStart(6)}  ${kb(r.rawBytes).padStart(8)}  ${kb(r.inlineGzipBytes).padStart(14)}  ${String(r.missing.length).padStart(3)}`,
      )
    }
    for (const r of results.filter((r) => r.missing.length > 0)) console.log(`  404 on ${r.page}: ${r.missing.join(', ')}`)

    const loaded: LoadedScripts[] = []
    if (!args['no-browser']) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS })
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
    const over = pagesOverBudget(results)
    if (over.length > 0) {
      console.error(`\nOver the script budget (scripts/page-scripts.ts):\n${over.map((line) => `  ${line}`).join('\n')}`)
      process.exitCode = 1
    } else console.log('\nEvery page is within its script budget.')
  } finally {
    server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
