/**
 * npm run bench:pages [-- --runs 200 --changes 30 --no-build]
 *
 * The car list as a visitor meets it, on the production build with the demo stock (about 3,000
 * cars across the sites; a site's list holds its own share):
 *   1. server render of the list page at one connection (the target: p50 < 60 ms);
 *   2. a filter change in the browser until the new results are on screen (target: < 150 ms);
 *   3. server render of car detail pages at one connection (target: p50 < 50 ms);
 *   4. server render of facility detail pages, the dealers the car pages link to (issue 17 target: p50 ≤ 50 ms).
 * Starts its own server on a fresh SQLite database in a temporary folder.
 */
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'

import { chromium } from 'playwright-core'

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../tests/e2e/browser'
import { startBenchServer } from './bench-server'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    changes: { type: 'string', default: '30' },
    port: { type: 'string', default: '3198' },
    site: { type: 'string', default: 'nordbil' },
    /** Use the build that is there (after `npm run build`). */
    'no-build': { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const changes = Number(args.changes)
const port = Number(args.port)
const site = args.site ?? 'nordbil'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (n: number) => `${n.toFixed(1)} ms`

function get(agent: Agent, pathname: string): Promise<{ status: number; ms: number; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request({ host: '127.0.0.1', port, path: pathname, agent, headers: { host: `${site}.localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, bytes: body.length, body: body.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

async function main() {
  const server = await startBenchServer({ name: 'bench-pages', port, build: !args['no-build'] })
  try {
    // 1. Server render at one connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const pages = ['/kop-bil', '/kop-bil/volvo', '/kop-bil?sortName=price_asc', '/kop-bil/volvo/xc60?car_fuel=Laddhybrid']
    for (let i = 0; i < 20; i++) await get(agent, pages[i % pages.length]!) // warm-up: compile, caches
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < runs; i++) {
      const r = await get(agent, pages[i % pages.length]!)
      if (r.status !== 200) throw new Error(`status ${r.status} for ${pages[i % pages.length]}`)
      times.push(r.ms)
      bytes += r.bytes
    }
    console.log(`\nServer render of the car list (${runs} requests, 1 connection, ${pages.length} URLs, ~${Math.round(bytes / runs / 1024)} KB each)`)
    console.log(`  p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(Math.max(...times))}   (target p50 < 60 ms)`)

    // 3. (measured before the browser runs, on the same quiet server) Car detail pages: the cars the list links to.
    const listHtml = (await get(agent, '/kop-bil')).body
    const detailPages = [...new Set([...listHtml.matchAll(/href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/g)].map((m) => m[1]!))].slice(0, 24)
    if (detailPages.length === 0) throw new Error('the car list links to no car detail pages')
    for (const detail of detailPages) await get(agent, detail) // warm-up
    const detailTimes: number[] = []
    let detailBytes = 0
    for (let i = 0; i < runs; i++) {
      const r = await get(agent, detailPages[i % detailPages.length]!)
      if (r.status !== 200) throw new Error(`status ${r.status} for ${detailPages[i % detailPages.length]}`)
      detailTimes.push(r.ms)
      detailBytes += r.bytes
    }
    const detailReport = [
      `\nServer render of car detail pages (${runs} requests, 1 connection, ${detailPages.length} cars, ~${Math.round(detailBytes / runs / 1024)} KB each)`,
      `  p50 ${ms(percentile(detailTimes, 50))}   p95 ${ms(percentile(detailTimes, 95))}   max ${ms(Math.max(...detailTimes))}   (target p50 < 50 ms)`,
    ]

    // 4. Facility detail pages: the dealers the car pages link to (their departments, hours, staff and latest cars).
    const facilityPages = new Set<string>()
    for (const detail of detailPages) for (const m of (await get(agent, detail)).body.matchAll(/href="(\/anlaggningar\/[a-z0-9-]+)"/g)) facilityPages.add(m[1]!)
    const facilities = [...facilityPages]
    if (facilities.length === 0) throw new Error('the car pages link to no facility pages')
    for (const facility of facilities) await get(agent, facility) // warm-up
    const facilityTimes: number[] = []
    let facilityBytes = 0
    for (let i = 0; i < runs; i++) {
      const r = await get(agent, facilities[i % facilities.length]!)
      if (r.status !== 200) throw new Error(`status ${r.status} for ${facilities[i % facilities.length]}`)
      facilityTimes.push(r.ms)
      facilityBytes += r.bytes
    }
    const facilityReport = [
      `\nServer render of facility detail pages (${runs} requests, 1 connection, ${facilities.length} dealers, ~${Math.round(facilityBytes / runs / 1024)} KB each)`,
      `  p50 ${ms(percentile(facilityTimes, 50))}   p95 ${ms(percentile(facilityTimes, 95))}   max ${ms(Math.max(...facilityTimes))}   (target p50 ≤ 50 ms)`,
    ]

    // 2. A filter change in the browser: click → new results on screen.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS })
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const choice = { necessary: true, statistics: false, marketing: false, version: 1, decidedAt: new Date().toISOString() }
    await context.addCookies([{ name: 'showroom-consent', value: encodeURIComponent(JSON.stringify(choice)), domain: `${site}.localhost`, path: '/' }])
    const page = await context.newPage()
    await page.goto(`http://${site}.localhost:${port}/kop-bil`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Visa filter' }).click()
    const fuels = page.getByRole('group', { name: /Drivmedel/ }).getByRole('checkbox')
    const fuelCount = await fuels.count()
    const changeTimes: number[] = []
    for (let i = 0; i < changes + 3; i++) {
      const box = fuels.nth(i % Math.max(1, fuelCount))
      const before = await page
        .getByRole('status')
        .filter({ hasText: /bilar$/ })
        .first()
        .textContent()
      const t0 = performance.now()
      await box.click()
      // New results are on screen when the list is no longer busy and the hit count has been rendered again.
      await page.waitForFunction(() => {
        const list = document.querySelector('[aria-busy]')
        return list?.getAttribute('aria-busy') === 'false' && document.querySelector('[aria-busy] li h2, [aria-busy] li h3') !== null
      })
      const elapsed = performance.now() - t0
      const after = await page
        .getByRole('status')
        .filter({ hasText: /bilar$/ })
        .first()
        .textContent()
      if (i >= 3) changeTimes.push(elapsed) // the first changes warm the route up
      if (before === after && fuelCount > 1) console.log(`  note: change ${i} kept the same total (${after})`)
    }
    await browser.close()
    console.log(`\nFilter change in the browser until the new cards show (${changeTimes.length} changes)`)
    console.log(`  p50 ${ms(percentile(changeTimes, 50))}   p95 ${ms(percentile(changeTimes, 95))}   max ${ms(Math.max(...changeTimes))}   (target < 150 ms)`)
    console.log(detailReport.join('\n'))
    console.log(facilityReport.join('\n'))
  } finally {
    server.stop()
  }
}

await main()
