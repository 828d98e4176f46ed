/**
 * npm run bench:lighthouse [-- --runs 3 --port 3197 --no-build] [--page <host>/<path> ... | --all-page-types]
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
 * With --all-page-types (issue 39), every public page type instead: the start page of each
 * navigation variant (dealer group, car store, brand importer), a content page, the car list, the
 * car page in both layouts and with the UK finance widget, the dealer list and a facility page, the
 * store locator, the stories list and a story, service booking, the tyre hotel and the kits list;
 * after the lines it prints one table, a row per page: performance and TBT in both methods, CLS
 * (the larger), script and the other categories' scores (issue 39 asks accessibility, best
 * practices and SEO at 100).
 *
 * Starts its own server on a fresh SQLite database in a temporary folder (bench-server.ts), or
 * measures --base.
 */
import { parseArgs } from 'node:util'

import { startBenchServer } from './bench-server'
import { median, type Metric, measureWithRetry, type Run, type Throttling } from './lighthouse-run'
import { CAR_LINK, firstLinkBelow, getWithHost } from './page-scripts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3197' },
    'no-build': { type: 'boolean', default: false },
    /** Measure a server that is already running here instead (e.g. http://localhost:3000). */
    base: { type: 'string' },
    /** A page to measure instead of the car detail pages: `<host>/<path>` (repeatable). */
    page: { type: 'string', multiple: true },
    /** Every public page type (issue 39), with one table at the end. */
    'all-page-types': { type: 'boolean', default: false },
  },
})
const runs = Math.max(1, Number(args.runs))
const port = Number(args.port)

/** `nordbil.localhost/nyheter/2026/x` → host and path (a leading `http://` and a port are dropped: the server's port is used). */
function parsePageArg(arg: string): { host: string; path: string } {
  const match = /^(?:https?:\/\/)?([a-z0-9.-]+)(?::\d+)?(\/[^\s]*)?$/i.exec(arg.trim())
  if (!match) throw new Error(`--page ${arg}: expected <host>/<path>, e.g. olivia.localhost/blockkatalog`)
  return { host: match[1]!.toLowerCase(), path: match[2] ?? '/' }
}

type Target = { label: string; host: string; path: (hostWithPort: string) => Promise<string> }

const fixed = (label: string, site: string, path: string): Target => ({ label, host: `${site}.localhost`, path: async () => path })
/** A page found on the server: the first link below a list page (a car, a facility, a story). */
const firstBelow = (origin: string, label: string, site: string, listPath: string, rest: string): Target => ({
  label,
  host: `${site}.localhost`,
  path: (hostWithPort) => firstLinkBelow(origin, hostWithPort, listPath, rest),
})

/** Issue 39's page types on the demo seed. */
function allPageTypes(origin: string): Target[] {
  return [
    fixed('start page, dealer group (nordbil)', 'nordbil', '/'),
    fixed('start page, car store (kilometra-se)', 'kilometra-se', '/'),
    fixed('start page, brand importer (olivia)', 'olivia', '/'),
    fixed('content page (nordbil /om-oss)', 'nordbil', '/om-oss'),
    fixed('car list (nordbil)', 'nordbil', '/kop-bil'),
    firstBelow(origin, 'car page, dealer group (nordbil)', 'nordbil', '/kop-bil', CAR_LINK),
    firstBelow(origin, 'car page, car store (kilometra-se)', 'kilometra-se', '/kop-bil', CAR_LINK),
    firstBelow(origin, 'car page, UK finance (thames)', 'thames', '/buy-car', CAR_LINK),
    fixed('dealer list (nordbil)', 'nordbil', '/anlaggningar'),
    firstBelow(origin, 'facility page (nordbil)', 'nordbil', '/anlaggningar', '[a-z0-9-]+'),
    fixed('store locator (nordbil)', 'nordbil', '/om-oss/platser'),
    fixed('stories list (nordbil)', 'nordbil', '/nyheter'),
    firstBelow(origin, 'story (nordbil)', 'nordbil', '/nyheter', '[a-z0-9-]+(?:/[a-z0-9-]+)*'),
    fixed('service booking (nordbil)', 'nordbil', '/service-och-verkstad/boka-service'),
    fixed('tyre hotel (nordbil)', 'nordbil', '/service-och-verkstad/dackhotell'),
    fixed('kits (kilometra-fi)', 'kilometra-fi', '/lisavarusteet'),
  ]
}

/**
 * Issue 39's table: a row per page, both throttling methods side by side (simulate / devtools),
 * CLS the larger of the two, script as the devtools load transferred it.
 */
function pageTypeTable(rows: { label: string; medians: Record<Throttling, (key: Metric) => number> }[], runs: number): string {
  const score = (value: number) => String(Math.round(value * 100))
  const both = (row: (typeof rows)[number], format: (m: (key: Metric) => number) => string) =>
    `${format(row.medians.simulate)} / ${format(row.medians.devtools)}`
  const header = ['page', 'performance (simulate / devtools)', 'TBT ms (simulate / devtools)', 'CLS', 'script KB', 'accessibility', 'best practices', 'SEO']
  const body = rows.map((row) => [
    row.label,
    both(row, (m) => score(m('performance'))),
    both(row, (m) => Math.round(m('tbt')).toLocaleString('en')),
    Math.max(row.medians.simulate('cls'), row.medians.devtools('cls')).toFixed(3),
    (row.medians.devtools('scriptBytes') / 1024).toFixed(0),
    both(row, (m) => score(m('accessibility'))),
    both(row, (m) => score(m('bestPractices'))),
    both(row, (m) => score(m('seo'))),
  ])
  return [
    `Every page type, Lighthouse mobile (4x CPU, slow 4G), median of ${runs} run(s) per method (issue 39: performance >= 95 in both, the rest 100)`,
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...body.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n')
}

async function main() {
  const server = args.base ? undefined : await startBenchServer({ name: 'bench-lighthouse', port, build: !args['no-build'] })
  const origin = args.base ?? server!.origin
  try {
    const hostPort = new URL(origin).port
    // Each target gives its host and how to find its path (the first car of a list, or the path named).
    const targets: Target[] = args['all-page-types']
      ? allPageTypes(origin)
      : args.page?.length
        ? args.page.map((arg) => {
            const { host, path } = parsePageArg(arg)
            return { label: `${host.replace(/\.localhost$/, '')}${path}`, host, path: async () => path }
          })
        : [
            firstBelow(origin, 'dealer group (nordbil)', 'nordbil', '/kop-bil', CAR_LINK),
            firstBelow(origin, 'car store (kilometra)', 'kilometra-se', '/kop-bil', CAR_LINK),
            firstBelow(origin, 'UK dealer (thames)', 'thames', '/buy-car', CAR_LINK),
          ]
    const labelWidth = Math.max(24, ...targets.map((t) => t.label.length))
    const lines: string[] = []
    const table: { label: string; medians: Record<Throttling, (key: Metric) => number> }[] = []
    for (const site of targets) {
      const medians = {} as Record<Throttling, (key: Metric) => number>
      const hostWithPort = `${site.host}:${hostPort}`
      const pagePath = await site.path(hostWithPort)
      const url = `http://${hostWithPort}${pagePath}`
      // A first visit warms the server's caches (and shows a missing page before Lighthouse runs); Lighthouse measures the ones after.
      const { status } = await getWithHost(origin, pagePath, hostWithPort)
      if (status !== 200) throw new Error(`${url} answered ${status}`)
      for (const throttling of ['simulate', 'devtools'] as const) {
        const results: Run[] = []
        for (let i = 0; i < runs; i++) results.push(await measureWithRetry(url, throttling))
        const m = (key: Metric) => median(results.map((r) => r[key]))
        medians[throttling] = m
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
      table.push({ label: site.label, medians })
    }
    console.log(`\nLighthouse ${runs} run(s) per line, medians (targets: performance >= 90, accessibility 100)\n${lines.join('\n')}`)
    if (args['all-page-types']) console.log(`\n${pageTypeTable(table, runs)}`)
  } finally {
    server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
