/**
 * npm run bench:lighthouse [-- --runs 3 --port 3197 --no-build] [--page <host>/<path> ...]
 *
 * Lighthouse (mobile) on pages of the production build with the demo content and stock: the
 * issues' target is performance at least 90 and accessibility 100 (issue 6, item 10; issue 21).
 * By default three car detail pages: a Swedish dealer-group car (default layout, finance
 * calculators), a car-store car (sticky image column and the similar-cars drawer) and a UK car (the
 * finance quote widget). With --page (repeatable) exactly the pages named instead, each as the
 * site's host and the path, e.g. `--page olivia.localhost/blockkatalog --page
 * nordbil.localhost/nyheter/2026/vinterklar-bil-pa-30-minuter` (the port is the server's).
 *
 * Two throttling methods, both Lighthouse's own mobile settings (4x CPU slowdown, slow 4G):
 *  - simulate (Lighthouse's default): one fast unthrottled load, the timings computed from it;
 *  - devtools: the page really loaded on a throttled network and CPU.
 * On localhost the simulation sees every script arrive before the first paint (nothing is far
 * away), so it counts them all as holding the paint back; devtools throttling shows what a phone
 * on a slow network meets. Both are reported, each the median of --runs runs.
 *
 * JS is the script bytes the page transferred (Lighthouse's resource-summary, compressed as served).
 *
 * Starts its own server on a fresh SQLite database in a temporary folder (bench-server.ts), or
 * measures --base.
 */
import { request } from 'node:http'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { z } from 'zod'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser'
import { startBenchServer } from './bench-server'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3197' },
    'no-build': { type: 'boolean', default: false },
    /** Measure a server that is already running here instead (e.g. http://localhost:3000). */
    base: { type: 'string' },
    /** A page to measure instead of the car detail pages: `<host>/<path>` (repeatable). */
    page: { type: 'string', multiple: true },
  },
})
const runs = Math.max(1, Number(args.runs))
const port = Number(args.port)

type Run = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; scriptBytes: number }
type Throttling = 'simulate' | 'devtools'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Lighthouse's resource-summary rows: one per resource type, with the bytes transferred. */
const resourceSummaryRows = z.object({ items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })) })

/** GET with a site's Host header (Node's fetch cannot set it; *.localhost needs no name lookup this way). */
function getPage(origin: string, pathname: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port: originPort } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port: originPort, path: pathname, headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** `nordbil.localhost/nyheter/2026/x` → host and path (a leading `http://` and a port are dropped: the server's port is used). */
function parsePageArg(arg: string): { host: string; path: string } {
  const match = /^(?:https?:\/\/)?([a-z0-9.-]+)(?::\d+)?(\/[^\s]*)?$/i.exec(arg.trim())
  if (!match) throw new Error(`--page ${arg}: expected <host>/<path>, e.g. olivia.localhost/blockkatalog`)
  return { host: match[1]!.toLowerCase(), path: match[2] ?? '/' }
}

/** The first car the site's car list links to (a server-rendered link: `<list path>/<id>/<slug>`). */
async function detailPath(origin: string, host: string, listPath: string): Promise<string> {
  const { status, body: html } = await getPage(origin, listPath, host)
  if (status !== 200) throw new Error(`the car list ${listPath} of ${host} answered ${status}`)
  const link = new RegExp(`href="(${listPath}/\\d+/[a-z0-9-]+)"`).exec(html)?.[1]
  if (!link) throw new Error(`the car list ${listPath} of ${host} links to no car`)
  return link
}

async function measure(url: string, throttling: Throttling): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: throttling,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits } = result.lhr
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      scriptBytes: resourceSummaryRows.parse(audits['resource-summary']?.details).items.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    }
  } finally {
    chrome.kill()
  }
}

async function main() {
  const server = args.base ? undefined : await startBenchServer({ name: 'bench-lighthouse', port, build: !args['no-build'] })
  const origin = args.base ?? server!.origin
  try {
    const hostPort = new URL(origin).port
    // Each target gives its host and how to find its path (the first car of a list, or the path named).
    const targets: { label: string; host: string; path: (hostWithPort: string) => Promise<string> }[] = args.page?.length
      ? args.page.map((arg) => {
          const { host, path } = parsePageArg(arg)
          return { label: `${host.replace(/\.localhost$/, '')}${path}`, host, path: async () => path }
        })
      : [
          { label: 'dealer group (nordbil)', host: 'nordbil.localhost', listPath: '/kop-bil' },
          { label: 'car store (kilometra)', host: 'kilometra-se.localhost', listPath: '/kop-bil' },
          { label: 'UK dealer (thames)', host: 'thames.localhost', listPath: '/buy-car' },
        ].map(({ label, host, listPath }) => ({ label, host, path: (hostWithPort: string) => detailPath(origin, hostWithPort, listPath) }))
    const labelWidth = Math.max(24, ...targets.map((t) => t.label.length))
    const lines: string[] = []
    for (const site of targets) {
      const hostWithPort = `${site.host}:${hostPort}`
      const pagePath = await site.path(hostWithPort)
      const url = `http://${hostWithPort}${pagePath}`
      // A first visit warms the server's caches (and shows a missing page before Lighthouse runs); Lighthouse measures the ones after.
      const { status } = await getPage(origin, pagePath, hostWithPort)
      if (status !== 200) throw new Error(`${url} answered ${status}`)
      for (const throttling of ['simulate', 'devtools'] as const) {
        const results: Run[] = []
        for (let i = 0; i < runs; i++) results.push(await measure(url, throttling))
        const m = (key: keyof Run) => median(results.map((r) => r[key]))
        const line = [
          `${site.label.padEnd(labelWidth)} ${throttling.padEnd(8)}`,
          `performance ${Math.round(m('performance') * 100)} (${results.map((r) => Math.round(r.performance * 100)).join('/')})`,
          `accessibility ${Math.round(m('accessibility') * 100)}`,
          `FCP ${Math.round(m('fcp'))} ms  LCP ${Math.round(m('lcp'))} ms  TBT ${Math.round(m('tbt'))} ms  SI ${Math.round(m('si'))} ms  CLS ${m('cls').toFixed(3)}`,
          `JS ${(m('scriptBytes') / 1024).toFixed(1)} KB`,
        ].join('  ')
        console.log(line)
        lines.push(line)
      }
      console.log(`  ${url}`)
    }
    console.log(`\nLighthouse ${runs} run(s) per line, medians (targets: performance >= 90, accessibility 100)\n${lines.join('\n')}`)
  } finally {
    server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
