import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, http, HYDRATED, releaseBrowser, workerBrowser, siteUrl } from './helpers'

/**
 * Issue 36 item 10, spec 02 §7 'Analytics': the product_detail_page event reaches the dataLayer
 * exactly once per car page view, counted in the browser: on a first load, after a client-side
 * navigation to another car, and after going back. Read-only: it sends nothing a visitor is limited
 * in.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type Car = { car_id: string; slug: string; car_brand: string; car_model: string }

async function usedCars(siteKey: string): Promise<Car[]> {
  const res = await http('/api/car-list', `${siteKey}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters: { car_is_used: ['true'] } }, facets: [], sorts: ['newest'] }),
  })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { cars: Car[] }).cars
}

/** The car ids of the product_detail_page events in the page's dataLayer, in order. */
const detailViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry): entry is { event: string; product: { id: string } } => (entry as { event?: unknown } | null)?.event === 'product_detail_page')
      .map((entry) => entry.product.id),
  )

/** A client-side navigation as a Next link makes it (the app router's own push). */
const clientNavigate = (page: Page, href: string) =>
  page.evaluate((to) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(to), href)

describe('product_detail_page', () => {
  it('is pushed once per car page view: first load, client-side navigation to another car, and back', async () => {
    const [first, second] = await usedCars('nordbil')
    expect(first && second).toBeTruthy()
    // Tags load only with consent; the events are pushed only then (features/tracking).
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 }, { statistics: true })
    await context.route('https://www.googletagmanager.com/**', (route) => route.abort())
    const hrefOf = (car: Car) => `/kop-bil/${car.car_id}/${car.slug}`

    await page.goto(siteUrl('nordbil', hrefOf(first!)), HYDRATED)
    await expect.poll(() => detailViews(page)).toEqual([first!.car_id])
    // Re-renders of the page (scrolling, a resize) send nothing more.
    await page.mouse.wheel(0, 1500)
    await page.setViewportSize({ width: 1200, height: 900 })
    await page.waitForTimeout(1000)
    expect(await detailViews(page)).toEqual([first!.car_id])

    // A client-side navigation to another car: one more, for that car.
    const firstUrl = page.url()
    await clientNavigate(page, hrefOf(second!))
    await page.waitForURL((url) => url.pathname === hrefOf(second!))
    await expect.poll(() => detailViews(page)).toEqual([first!.car_id, second!.car_id])
    await page.waitForTimeout(1000)
    expect(await detailViews(page)).toEqual([first!.car_id, second!.car_id])
    // The same document all along: one dataLayer counted every view.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)

    // Back to the first car (client-side): a page view of its own.
    await page.goBack()
    await page.waitForURL(firstUrl)
    await expect.poll(() => detailViews(page)).toEqual([first!.car_id, second!.car_id, first!.car_id])
    await page.waitForTimeout(1000)
    expect(await detailViews(page)).toEqual([first!.car_id, second!.car_id, first!.car_id])

    // A new document starts counting again at one.
    await page.reload(HYDRATED)
    await expect.poll(() => detailViews(page)).toEqual([first!.car_id])
    await context.close()
  })

  it('is not pushed without the visitor’s consent to tags', async () => {
    const [car] = await usedCars('nordbil')
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car!.car_id}/${car!.slug}`), HYDRATED)
    await page.waitForTimeout(500)
    expect(await detailViews(page)).toEqual([])
    await context.close()
  })
})
