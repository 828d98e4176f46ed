import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessibilityViolations, consentedVisitor, e2e, http, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * Issue 36 item 1 (spec 03 §2.9 "Some redirects carry preset list filters as query", spec 02 §2):
 * an old address redirects to the car or dealer list with filters in the query, and every filter
 * the search index knows applies, whether or not the list shows a facet for it. The count the page
 * shows equals the search service's count for the same filters (POST /api/search), each filter has
 * a removable chip, the brand from the path is in the breadcrumb, the filter stays when the visitor
 * changes another one, and a parameter no index field has changes nothing (not even the page
 * cache's key).
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type Filter = { name: string; values: string[] }

/** The search service's count for filters (spec 02 §7), as a client of POST /api/search asks it. */
async function searchCount(index: string, filters: Filter[]): Promise<number> {
  const res = await http('/api/search', 'localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'showroom-local-search-key' },
    body: JSON.stringify({ index, limit: 0, filters: filters.map((f) => ({ ...f, type: 'terms' })) }),
  })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { total_items: number }).total_items
}

/** Where an old address redirects (308, one hop), as a path with its query. */
async function redirectOf(siteKey: string, path: string): Promise<string> {
  const res = await http(path, `${siteKey}.localhost`)
  expect(res.status).toBe(308)
  return String(res.headers.location).replace(`http://${siteKey}.localhost:${e2e().port}`, '')
}

/** The car list's live count ('14 cars'). */
const carHits = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /\bcars?$/ })
        .first()
        .textContent()
    )?.replace(/\D/g, ''),
  )
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove ${label}`, exact: true })
/** The breadcrumb's names, the current page's (not a link) included. */
const crumbs = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'You are here' }).getByRole('listitem').allTextContents()).map((t) => t.replace('/', '').trim())
const addressOf = (page: Page) => {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname + url.search)
}

async function axe(page: Page) {
  expect(await accessibilityViolations(page, 'main')).toEqual([])
}

describe('a redirect’s preset filters on the car list (Thames)', () => {
  it('/used-bmw shows the used BMWs the search service counts, with chips and the brand in the breadcrumb; the filter stays through another change and its chip removes it', async () => {
    const target = await redirectOf('thames', '/used-bmw')
    expect(target).toBe('/buy-car/bmw?car_condition=Used')
    const used = await searchCount('vehicles-uk', [
      { name: 'car_brand', values: ['BMW'] },
      { name: 'car_condition', values: ['Used'] },
    ])
    const allBmw = await searchCount('vehicles-uk', [{ name: 'car_brand', values: ['BMW'] }])
    expect(used).toBeGreaterThan(0)
    expect(used).toBeLessThan(allBmw)

    const { context, page } = await consentedVisitor(browser, 'thames')
    await page.goto(siteUrl('thames', target), HYDRATED)
    expect(await carHits(page)).toBe(used)
    expect(await chip(page, 'Used').isVisible()).toBe(true)
    expect(await chip(page, 'BMW').isVisible()).toBe(true)
    expect(await crumbs(page)).toContain('BMW')
    // Every card is a BMW.
    const headings = await page.getByRole('list', { name: 'Search results' }).getByRole('heading').allTextContents()
    expect(headings.length).toBe(Math.min(48, used))
    expect(headings.every((h) => h.includes('BMW'))).toBe(true)

    // Another change keeps the filter that came by the link.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ index: 1 })
    await page.waitForURL(/sortName=/)
    expect(addressOf(page)).toMatch(/^\/buy-car\/bmw\?car_condition=Used&sortName=/)
    await expect.poll(() => carHits(page)).toBe(used)
    expect(await chip(page, 'Used').isVisible()).toBe(true)

    // Its chip removes it: every BMW again, and the breadcrumb still names the brand.
    await chip(page, 'Used').click()
    await expect.poll(() => addressOf(page)).toMatch(/^\/buy-car\/bmw\?sortName=[a-z_]+$/)
    await expect.poll(() => carHits(page)).toBe(allBmw)
    expect(await chip(page, 'Used').count()).toBe(0)
    expect(await crumbs(page)).toContain('BMW')

    // A reload of the address shows the same search.
    await page.reload(HYDRATED)
    expect(await carHits(page)).toBe(allBmw)
    await context.close()
  })

  it('/surrey shows the cars in Surrey, /vans the vans (the spec’s car_vehicle_type), /bmw/used-cars both filters as query parameters', async () => {
    const cases: Array<{ from: string; to: string; filters: Filter[]; chips: string[] }> = [
      { from: '/surrey', to: '/buy-car?car_site_region=Surrey', filters: [{ name: 'car_site_region', values: ['Surrey'] }], chips: ['Surrey'] },
      { from: '/vans', to: '/buy-car?car_vehicle_type=LCV', filters: [{ name: 'car_vehicle_type', values: ['LCV'] }], chips: ['LCV'] },
      {
        from: '/bmw/used-cars',
        to: '/buy-car?car_brand=BMW&car_condition=Used',
        filters: [
          { name: 'car_brand', values: ['BMW'] },
          { name: 'car_condition', values: ['Used'] },
        ],
        chips: ['BMW', 'Used'],
      },
    ]
    const all = await searchCount('vehicles-uk', [])
    const { context, page } = await consentedVisitor(browser, 'thames')
    for (const { from, to, filters, chips } of cases) {
      expect(await redirectOf('thames', from)).toBe(to)
      const expected = await searchCount('vehicles-uk', filters)
      expect(expected, to).toBeGreaterThan(0)
      expect(expected, to).toBeLessThan(all)
      await page.goto(siteUrl('thames', to), HYDRATED)
      expect(await carHits(page), to).toBe(expected)
      for (const label of chips) expect(await chip(page, label).isVisible(), `${to}: chip ${label}`).toBe(true)
    }
    await context.close()
  })

  it('ignores a parameter no index field has: same cars, and it is not part of the page cache’s key', async () => {
    const surrey = await searchCount('vehicles-uk', [{ name: 'car_site_region', values: ['Surrey'] }])
    const first = await http('/buy-car?car_site_region=Surrey&campaign=a1', 'thames.localhost')
    expect(first.status).toBe(200)
    // The second address differs only in a parameter the list never reads: the kept page answers.
    await expect.poll(async () => (await http('/buy-car?car_site_region=Surrey&campaign=b2', 'thames.localhost')).headers['x-showroom-cache']).toBe('hit')
    const { context, page } = await consentedVisitor(browser, 'thames')
    await page.goto(siteUrl('thames', '/buy-car?car_site_region=Surrey&campaign=c3'), HYDRATED)
    expect(await carHits(page)).toBe(surrey)
    expect(await chip(page, 'c3').count()).toBe(0)
    await context.close()
  })

  it('filters the Finnish list by a fuel from an old address (/cars/used-electric-cars)', async () => {
    const target = await redirectOf('kilometra-fi', '/cars/used-electric-cars')
    expect(target).toBe('/osta-auto?car_fuel=S%C3%A4hk%C3%B6')
    const expected = await searchCount('carstore-vehicles-fi', [{ name: 'car_fuel', values: ['Sähkö'] }])
    expect(expected).toBeGreaterThan(0)
    const { context, page } = await consentedVisitor(browser, 'kilometra-fi')
    await page.goto(siteUrl('kilometra-fi', '/osta-auto?car_fuel=S%C3%A4hk%C3%B6'), HYDRATED)
    const count = Number(
      (
        await page
          .getByRole('status')
          .filter({ hasText: /autoa?$/ })
          .first()
          .textContent()
      )?.replace(/\D/g, ''),
    )
    expect(count).toBe(expected)
    await context.close()
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`is axe-clean with its chips at ${viewport.width} px`, async () => {
      const { context, page } = await consentedVisitor(browser, 'thames', viewport)
      await page.goto(siteUrl('thames', '/buy-car/bmw?car_condition=Used'), HYDRATED)
      await axe(page)
      await context.close()
    })
  }
})

describe('a redirect’s preset filters on the dealer list (Thames)', () => {
  it('/porsche/contact-us lists the Porsche sales departments only, with removable chips', async () => {
    const target = await redirectOf('thames', '/porsche/contact-us')
    expect(target).toBe('/find-us?site_departments.brands.name=Porsche&site_departments.name=Car+sales')
    const expected = await searchCount('sites-uk', [
      { name: 'site_departments.brands.name', values: ['Porsche'] },
      { name: 'site_departments.name', values: ['Car sales'] },
    ])
    expect(expected).toBe(1)
    const all = await searchCount('sites-uk', [])

    const { context, page } = await consentedVisitor(browser, 'thames')
    await page.goto(siteUrl('thames', target), HYDRATED)
    const cards = page.getByRole('list', { name: 'Dealers' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBe(expected)
    expect(await cards.getByRole('heading').allTextContents()).toEqual(['Thames Motor Group Guildford'])
    const chips = page.getByRole('list', { name: 'Chosen filters' })
    expect(await chips.getByRole('link').allTextContents()).toEqual(['Porsche', 'Car sales'])
    await axe(page)

    // A chip removes its filter: every dealer with Car sales.
    await chips.getByRole('link', { name: 'Remove the filter Porsche' }).click()
    await page.waitForURL(/\/find-us\?site_departments\.name=Car\+sales$/)
    const carSales = await searchCount('sites-uk', [{ name: 'site_departments.name', values: ['Car sales'] }])
    expect(carSales).toBeGreaterThan(1)
    await expect.poll(() => cards.count()).toBe(carSales)
    await chips.getByRole('link', { name: 'Remove the filter Car sales' }).click()
    await page.waitForURL(/\/find-us$/)
    await expect.poll(() => cards.count()).toBe(all)
    await context.close()
  })

  it('works without script: the chips are links and the form keeps the preset filters', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(siteUrl('thames', '/find-us?site_departments.name=Car+sales&utm_source=mail'))
    const cards = page.getByRole('list', { name: 'Dealers' }).getByRole('listitem')
    const carSales = await searchCount('sites-uk', [{ name: 'site_departments.name', values: ['Car sales'] }])
    expect(await cards.count()).toBe(carSales)
    await page.getByRole('checkbox', { name: /^BMW \(\d+\)$/ }).check()
    await page.getByRole('button', { name: 'Show results' }).click()
    await page.waitForURL(/site_brands=BMW/)
    expect(new URL(page.url()).searchParams.getAll('site_departments.name')).toEqual(['Car sales'])
    const bmwSales = await searchCount('sites-uk', [
      { name: 'site_brands', values: ['BMW'] },
      { name: 'site_departments.name', values: ['Car sales'] },
    ])
    expect(await cards.count()).toBe(bmwSales)
    await context.close()
  })
})
