import { request } from 'node:http'

import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'

import { CHROMIUM_PATH, E2E_CHROMIUM_ARGS } from './browser'

export const e2e = () => inject('e2e')

/** http://<site>.localhost:<port><path>: Chromium resolves *.localhost to this machine. */
export const siteUrl = (siteKey: string, path = '/') => `http://${siteKey}.localhost:${e2e().port}${path}`
export const adminUrl = (path = '/') => `http://localhost:${e2e().port}${path}`

export type HttpResult = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A plain HTTP request to the test server with any Host header, redirects not followed. */
/**
 * One request to the e2e server. `from` is the loopback address to send it from (any of
 * 127.0.0.0/8 reaches the server): the server counts rate limits per socket address and, as
 * `npm start` leaves it, believes no X-Forwarded-For, so a test that must not share a limit with
 * the others sends from an address of its own.
 */
export function http(
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        localAddress: init.from,
        port: e2e().port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${host}:${e2e().port}`, ...init.headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    if (init.body) req.write(init.body)
    req.end()
  })
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS })
}

let workerChromium: Promise<Browser> | undefined

/**
 * The worker's one Chromium, shared by the files it runs one after another (issue 37: a launch per
 * file cost a second of CPU each, 40 times per run). Files never close it: `releaseBrowser` closes
 * the contexts a file opened, so the next file starts from a browser with none. A browser that
 * died is launched again. The worker's exit ends it.
 */
export async function workerBrowser(): Promise<Browser> {
  const current = workerChromium ? await workerChromium.catch(() => undefined) : undefined
  if (!current?.isConnected()) workerChromium = launchBrowser()
  return workerChromium!
}

/** A file's afterAll: closes every context the file left open in the worker's browser. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)))
}

/** Logs in through the REST API and returns the session token (Payload's payload-token cookie). */
export async function adminToken(): Promise<string> {
  const res = await http('/api/users/login', 'localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: e2e().adminEmail, password: e2e().adminPassword }),
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`)
  return (JSON.parse(res.body) as { token: string }).token
}

/** The value of a CSS custom property or computed style on the page's theme wrapper. */
export async function themeColor(page: Page, property: string): Promise<string> {
  return page
    .locator('[data-theme]')
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop).trim(), property)
}

/** A visitor who already chose "necessary only" on this site, so the consent dialog stays out of the way. */
export async function consentedVisitor(
  browser: Browser,
  siteKey: string,
  viewport = { width: 1280, height: 900 },
  allowed: { statistics: boolean } = { statistics: false },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport })
  const choice = { necessary: true, statistics: allowed.statistics, marketing: false, version: 1, decidedAt: new Date().toISOString() }
  await context.addCookies([{ name: 'showroom-consent', value: encodeURIComponent(JSON.stringify(choice)), domain: `${siteKey}.localhost`, path: '/' }])
  return { context, page: await context.newPage() }
}

/**
 * Sums the page's layout shifts from its next load on, as CLS counts them (not those right after
 * the visitor's input). Call before `goto`; the returned function reads the sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean }
        if (!shift.hadRecentInput) shifts.push(shift.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0))
}

/**
 * page.goto option for tests that click or type right after loading: the islands' code is loaded
 * per page (next/dynamic) and hydrates after the load event, and a key press or click that lands
 * before hydration does nothing. No network for 500 ms means every island's chunk has arrived.
 */
export const HYDRATED = { waitUntil: 'networkidle' } as const

/**
 * axe-core on the page, in its top frame (legacy mode), reporting violations only. The default
 * mode runs axe in every frame separately and finishes in a new blank page, sending every node
 * that passed across: on the car list (2,500 elements) that took 9–10 s a check on an idle
 * machine, 2.9 s this way, with the same violations found (issue 37: the suite's time). The one
 * difference is cross-origin frames, which legacy mode does not enter: the pages here have none
 * (the YouTube players load from a click and cannot load offline; their iframe itself is checked).
 * `resultTypes` keeps one node per passed rule instead of all of them; the violations are whole.
 */
function accessibilityCheck(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}

/** axe's findings on the page (or within `selector`), each with where: an empty list is clean. */
export async function accessibilityViolations(page: Page, selector?: string, impacts?: readonly string[]): Promise<string[]> {
  const builder = accessibilityCheck(page)
  if (selector) builder.include(selector)
  return (await builder.analyze()).violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** axe's serious and critical findings on the page (or within `selector`), each with where: an empty list is clean. */
export function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  return accessibilityViolations(page, selector, ['serious', 'critical'])
}

/** The car list's hit count as its status line says it ('960 bilar'). */
export async function carListHits(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /bilar$/ })
    .first()
    .textContent()
  return Number(text?.replace(/\D/g, ''))
}
