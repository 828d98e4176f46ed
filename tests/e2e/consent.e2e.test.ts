import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, e2e, http, HYDRATED, releaseBrowser, workerBrowser, siteUrl } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

/** Page views the server recorded through the built-in analytics adapter. */
function recordedPageViews(): { pageName: string; siteKey: string; path: string; channel: string; currency: string; language: string }[] {
  const folder = path.join(e2e().dataDir, 'analytics')
  let files: string[] = []
  try {
    files = readdirSync(folder)
  } catch {
    return []
  }
  return files.flatMap((f) =>
    readFileSync(path.join(folder, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  )
}

async function watch(page: Page) {
  const pageViews: string[] = []
  const tagManager: string[] = []
  // The tag manager lives outside; the test answers for it so nothing leaves the machine.
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagManager.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtm */' })
  })
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/page-view')) pageViews.push(r.postData() ?? '')
  })
  return { pageViews, tagManager }
}

describe('cookie consent', () => {
  it('asks first, and loads neither the tag manager nor page-view tracking until the visitor allows it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const seen = await watch(page)
    // Hydrated: the sheet of the first HTML takes no clicks before the page's script runs.
    await page.goto(siteUrl('nordbil', '/om-oss'), HYDRATED)
    const dialog = page.getByRole('dialog', { name: 'Vi använder cookies' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // First visit: the choices are one click away ("Välj själv").
    expect(await dialog.getByRole('checkbox').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Välj själv' }).click()
    expect(await dialog.getByRole('checkbox', { name: 'Marknadsföring' }).isChecked()).toBe(false)
    // Google consent mode starts denied, before anything else.
    const first = await page.evaluate(() => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []))
    expect(first.slice(0, 2)).toEqual(['consent', 'default'])

    await dialog.getByRole('button', { name: 'Endast nödvändiga' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await page.waitForTimeout(500)
    expect(seen.tagManager).toEqual([])
    expect(seen.pageViews).toEqual([])
    expect(await page.locator('script[data-showroom-gtm]').count()).toBe(0)
    const stored = (await context.cookies()).find((c) => c.name === 'showroom-consent')
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ necessary: true, statistics: false, marketing: false })

    // The footer link reopens the settings; allowing statistics starts tracking at once.
    await page.getByTestId('site-footer').getByRole('button', { name: 'Cookieinställningar' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // Opened from the settings link it shows the categories straight away, with the current choice.
    expect(await dialog.getByRole('checkbox', { name: 'Statistik' }).isChecked()).toBe(false)
    await dialog.getByRole('checkbox', { name: 'Statistik' }).check()
    expect(await dialog.getByRole('checkbox', { name: 'Nödvändiga' }).isDisabled()).toBe(true)
    // A sheet over the page: the page behind keeps its scrolling.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await dialog.getByRole('button', { name: 'Spara mina val' }).click()
    // Closed, the focus is back on the link that opened it.
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cookieinställningar')
    await expect.poll(() => seen.tagManager.length).toBe(1)
    expect(seen.tagManager[0]).toContain('id=GTM-NB4SE21')
    await expect.poll(() => seen.pageViews.length).toBe(1)
    expect(JSON.parse(seen.pageViews[0]!)).toMatchObject({
      channel: 'WEB',
      currency: 'USD', // spec 01 §7.2: USD on every site
      pageName: 'Om oss',
      language: 'sv',
      path: '/om-oss',
      siteKey: 'nordbil',
    })
    await expect.poll(() => recordedPageViews().filter((v) => v.siteKey === 'nordbil' && v.path === '/om-oss').length).toBe(1)

    // The choice is remembered: no dialog on the next page, and its view is tracked too.
    await page.goto(siteUrl('nordbil', '/kontakt'))
    await expect.poll(() => seen.pageViews.length).toBe(2)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it("shows a first visitor the question in the first paint, before the page's script has run, and a visitor who chose nothing of it (issue 39)", async () => {
    const noScripts = async (page: Page) => page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort())
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await noScripts(page)
    await page.goto(siteUrl('nordbil', '/om-oss'))
    const title = page.getByRole('heading', { name: 'Vi använder cookies' })
    expect(await title.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Endast nödvändiga' }).isVisible()).toBe(true)
    // At the bottom of the screen, where the modal sheet opens once the script runs.
    const sheet = (await page.locator('dialog').filter({ has: title }).boundingBox())!
    expect(sheet.y + sheet.height).toBeCloseTo(844, 0)
    await context.close()

    const decided = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    await noScripts(decided.page)
    await decided.page.goto(siteUrl('nordbil', '/om-oss'))
    expect(await decided.page.getByRole('heading', { name: 'Vi använder cookies' }).isVisible()).toBe(false)
    await decided.context.close()
  })

  it('opens the same sheet as a modal without moving it, and it stays closed once answered', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(siteUrl('nordbil', '/om-oss'))
    const box = async () =>
      page
        .locator('dialog')
        .filter({ has: page.getByRole('heading', { name: 'Vi använder cookies' }) })
        .boundingBox()
    const before = await box()
    await page.waitForLoadState('networkidle')
    await expect.poll(() => page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true)
    expect(await box()).toEqual(before)
    await page.getByRole('dialog', { name: 'Vi använder cookies' }).getByRole('button', { name: 'Godkänn alla' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Vi använder cookies' }).isVisible()).toBe(false)
    await page.waitForTimeout(300)
    expect(await page.getByRole('heading', { name: 'Vi använder cookies' }).isVisible()).toBe(false)
    await context.close()
  })

  it('answers a malformed page-view event with 400 naming the field', async () => {
    const res = await http('/api/analytics/page-view', 'nordbil.localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'WEB', currency: 'kronor' }),
    })
    expect(res.status).toBe(400)
    const body = JSON.parse(res.body) as { error: string; fields: string[] }
    expect(body.fields).toContain('currency')
    expect(body.fields).toContain('pageName')
  })
})
