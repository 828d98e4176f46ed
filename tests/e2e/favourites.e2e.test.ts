import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importNordbilCar } from './stock-feed'
import { consentedVisitor, e2e, HYDRATED, http, releaseBrowser, seriousViolations, siteUrl, workerBrowser } from './helpers'

/** Favourite cars (issue 41 item 2): a heart on every card and car page, a favourites page that shows what changed, and a link that shares it. */
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type ListedCar = { car_id: string; slug: string; car_brand: string; car_model: string; car_price: number }

async function listedCars(filters: Record<string, string[]>): Promise<ListedCar[]> {
  const res = await http('/api/car-list', 'nordbil.localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters }, facets: [], sorts: ['newest'] }),
  })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { cars: ListedCar[] }).cars
}
const usedCars = async (count: number) => (await listedCars({ car_is_used: ['true'] })).slice(0, count)

/** A car's price in the stock now, as the favourites lookup answers it. */
async function stockPrice(carId: string): Promise<number | undefined> {
  const res = await http(`/api/cars?ids=${carId}`, 'nordbil.localhost')
  return (JSON.parse(res.body) as { cars: ListedCar[] }).cars[0]?.car_price
}

describe('favourite cars', () => {
  it('answers the favourites lookup with the cars of the site’s stock in the order asked, and a 400 that says what to give', async () => {
    const [first, second] = await usedCars(2)
    const found = await http(`/api/cars?ids=${second!.car_id},999999999,${first!.car_id}`, 'nordbil.localhost')
    expect(found.status).toBe(200)
    expect((JSON.parse(found.body) as { cars: ListedCar[] }).cars.map((car) => car.car_id)).toEqual([second!.car_id, first!.car_id])
    const bad = await http('/api/cars?ids=abc', 'nordbil.localhost')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toEqual({ error: expect.stringContaining('car ids') })
  })

  it('saves cars with the hearts, lists them with a price change and a sold car, and shares the list as a link', async () => {
    const [first, second] = await usedCars(2)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', '/kop-bil'), HYDRATED)
    const firstCard = page.getByTestId('car-card').filter({ has: page.locator(`a[href="/kop-bil/${first!.car_id}/${first!.slug}"]`) })
    const heart = firstCard.getByRole('button', { name: /^Spara som favorit/ })
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    await page.goto(siteUrl('nordbil', `/kop-bil/${second!.car_id}/${second!.slug}`), HYDRATED)
    const pageHeart = page.getByRole('button', { name: 'Spara som favorit', exact: true })
    await pageHeart.click()
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true')

    // The first car was saved at a higher price; a car the stock no longer has was saved too.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('favouriteCars') ?? '[]') as { car: { car_id: string; car_price: number }; savedAt: number }[]
      const gone = { ...saved[0]!, car: { ...saved[0]!.car, car_id: '999999999' } }
      saved[1]!.car.car_price += 10_000
      localStorage.setItem('favouriteCars', JSON.stringify([...saved, gone]))
    })

    // The page is in the site's menu (a link in the header).
    expect(await page.locator('header a[href="/favoriter"]').count()).toBeGreaterThan(0)
    await page.goto(siteUrl('nordbil', '/favoriter'), HYDRATED)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mina favoritbilar' }).count()).toBe(1)
    const cards = page.getByTestId('car-card')
    await expect.poll(() => cards.count()).toBe(3)
    await expect.poll(() => page.getByText(/^Priset har sänkts med 10\s000\skr sedan du sparade bilen$/).count()).toBe(1)
    expect(await page.getByText('Såld', { exact: true }).count()).toBe(1)
    expect(await seriousViolations(page, 'main')).toEqual([])

    // Taking a car out with its heart takes it off the list.
    await cards
      .nth(2)
      .getByRole('button', { name: /^Spara som favorit/ })
      .click()
    await expect.poll(() => cards.count()).toBe(2)

    // Share: without the Web Share API here, the link is copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('nordbil', '/').replace(/\/$/, '') })
    await page.getByRole('button', { name: 'Dela listan' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Länken är kopierad' }).count()).toBe(1)
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(link).searchParams.get('cars')).toBe(`${second!.car_id},${first!.car_id}`)
    await context.close()

    // Someone else opens the link: the shared cars, and a button that saves them among their own.
    const other = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    await other.page.goto(link.replace(/^https?:\/\/[^/]+/, siteUrl('nordbil', '')), HYDRATED)
    await expect.poll(() => other.page.getByText('Någon har delat de här bilarna med dig.').count()).toBe(1)
    await expect.poll(() => other.page.getByTestId('car-card').count()).toBe(2)
    await other.page.getByRole('button', { name: 'Spara bland mina favoriter' }).click()
    await expect.poll(() => other.page.evaluate(() => new URL(location.href).searchParams.has('cars'))).toBe(false)
    await expect.poll(() => other.page.getByRole('button', { name: /^Spara som favorit/, pressed: true }).count()).toBe(2)
    expect(await seriousViolations(other.page, 'main')).toEqual([])
    await other.context.close()
  })

  // A new car (no fair-price label, which another car's price could move), far down the list.
  it('shows a price drop a stock import brought since the car was saved, after a reload too', { timeout: 120_000 }, async () => {
    const car = (await listedCars({ car_is_used: ['false'], car_is_sample: ['false'] }))[10]!
    const db = createClient({ url: `file:${path.join(e2e().dataDir, 'showroom.db')}` })
    const row = (await db.execute({ sql: "SELECT record FROM stock_cars WHERE index_name = 'vehicles-se' AND car_id = ?", args: [car.car_id] })).rows[0]!
    db.close()
    const original = JSON.parse(String(row.record)) as { car_price: number }

    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1280, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`), HYDRATED)
    await page.getByRole('button', { name: 'Spara som favorit', exact: true }).click()
    try {
      importNordbilCar({ ...original, car_price: original.car_price - 10_000 })
      await expect.poll(() => stockPrice(car.car_id), { timeout: 30_000 }).toBe(original.car_price - 10_000)
      await page.goto(siteUrl('nordbil', '/favoriter'), HYDRATED)
      const drop = page.getByText(/^Priset har sänkts med 10\s000\skr sedan du sparade bilen$/)
      await expect.poll(() => drop.count()).toBe(1)
      await page.reload(HYDRATED)
      await expect.poll(() => drop.count()).toBe(1)
    } finally {
      importNordbilCar(original)
      await context.close()
    }
  })
})
