import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, HYDRATED, http, releaseBrowser, seriousViolations, siteUrl, workerBrowser } from './helpers'

/** Recently viewed cars (issue 41 item 5): kept in the browser, shown on the car list and the not-found page. */
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

async function twoCars(): Promise<{ car_id: string; slug: string; car_brand: string; car_model: string }[]> {
  const res = await http('/api/car-list', 'nordbil.localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters: { car_is_used: ['true'] } }, facets: [], sorts: ['newest'] }),
  })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { cars: { car_id: string; slug: string; car_brand: string; car_model: string }[] }).cars.slice(0, 2)
}

describe('recently viewed cars', () => {
  it('lists the cars a visitor opened on the car list, newest first, after a reload too, and on the not-found page', async () => {
    const [first, second] = await twoCars()
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', '/kop-bil'), HYDRATED)
    expect(await page.getByRole('region', { name: 'Senast visade bilar' }).count()).toBe(0)

    for (const car of [first!, second!]) await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`), HYDRATED)
    await page.goto(siteUrl('nordbil', '/kop-bil'), HYDRATED)
    const recent = page.getByRole('region', { name: 'Senast visade bilar' })
    await expect.poll(() => recent.getByRole('link').count()).toBe(2)
    const hrefs = await recent.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([`/kop-bil/${second!.car_id}/${second!.slug}`, `/kop-bil/${first!.car_id}/${first!.slug}`])

    await page.reload(HYDRATED)
    await expect.poll(() => recent.getByRole('link').count()).toBe(2)
    expect(await seriousViolations(page, 'section[aria-labelledby="recently-viewed-heading"]')).toEqual([])

    await page.goto(siteUrl('nordbil', '/finns-inte'), HYDRATED)
    await expect.poll(() => page.getByRole('region', { name: 'Senast visade bilar' }).getByRole('link').count()).toBe(2)
    await context.close()
  })
})
