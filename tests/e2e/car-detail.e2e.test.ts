import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, e2e, http, launchBrowser, siteUrl } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A car of the site's stock with several pictures, found through the list's API. */
async function someCar(siteKey: string): Promise<{ car_id: string; slug: string; car_brand: string; car_model: string }> {
  const res = await http('/api/car-list', `${siteKey}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters: { car_is_used: ['true'] } }, facets: [], sorts: ['newest'] }),
  })
  expect(res.status).toBe(200)
  const cars = (JSON.parse(res.body) as { cars: { car_id: string; slug: string; car_brand: string; car_model: string }[] }).cars
  expect(cars.length).toBeGreaterThan(0)
  return cars[0]!
}

describe('car detail', () => {
  it('redirects an id alone to id/slug, and answers an unknown id with the not-found page and recommendations', async () => {
    const car = await someCar('nordbil')
    const redirect = await http(`/kop-bil/${car.car_id}`, 'nordbil.localhost')
    expect([302, 307]).toContain(redirect.status)
    expect(redirect.headers.location).toBe(`/kop-bil/${car.car_id}/${car.slug}`)

    const missing = await http('/kop-bil/999999999/begagnad-bil-volvo-2021-xc60-t6', 'nordbil.localhost')
    expect(missing.status).toBe(404)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', '/kop-bil/999999999/begagnad-bil-volvo-2021-xc60-t6'))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    // The button searches the car list for the slug's fifth part.
    expect(await page.locator('main a.btn-primary').getAttribute('href')).toBe('/kop-bil?keyphrase=xc60')
    const recommended = await page.getByRole('region', { name: 'Andra bilar' }).locator(':scope > ul > li').count()
    expect(recommended).toBeGreaterThan(0)
    expect(recommended).toBeLessThanOrEqual(8)
    await context.close()
  })

  it('shows the car with its price, facts and structured data, server-rendered', async () => {
    const car = await someCar('nordbil')
    const res = await http(`/kop-bil/${car.car_id}/${car.slug}`, 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toContain(`<link rel="canonical" href="http://nordbil.localhost:${e2e().port}/kop-bil/${car.car_id}/${car.slug}"`)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(`${car.car_brand} ${car.car_model}`)
    expect(await page.title()).toContain(car.car_brand)
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
    const vehicle = data.find((d) => d['@type'] === 'Car')
    expect(vehicle).toMatchObject({ brand: { name: car.car_brand }, offers: { priceCurrency: 'SEK' } })
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await context.close()
  })

  it('opens the full-screen gallery at the current picture and closes it with Escape', async () => {
    const car = await someCar('nordbil')
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`))
    const next = page.getByRole('button', { name: /nästa bild|next image/i }).first()
    // The demo cars have three pictures: move to the third, then open the gallery there.
    for (let i = 0; i < 2; i++) await next.click()
    await page.getByRole('button', { name: /i helskärm$/ }).first().click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain('3 / 3')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await context.close()
  })
})
