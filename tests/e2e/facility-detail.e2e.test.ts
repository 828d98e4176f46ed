import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_SITES } from '../../src/demo/seed/demo-sites'
import { generateDealers } from '../../src/demo/stock'
import { accessibilityViolations, consentedVisitor, e2e, http, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * The facility detail page (issue 17, spec 03 §2.1, §4, §5, §8): reached from a car page's dealer
 * link; name, departments, opening hours, the current vacation, the employee list by keyboard, the
 * latest cars and the car list filtered by city and site; the head and structured data; an
 * unknown slug is the not-found page; every demo dealer has a page; axe-clean on phone and desktop.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const dealers = generateDealers()
/** The first Nordbil dealer: website_sort_order 1 of sites-se, with a department closed for refurbishment (demo stock). */
const hisingen = dealers.find((d) => d.index === 'sites-se')!.record
const thamesFirst = dealers.find((d) => d.index === 'sites-uk')!.record

async function someCar(siteKey: string): Promise<{ car_id: string; slug: string }> {
  const res = await http('/api/car-list', `${siteKey}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters: { car_is_used: ['true'] } }, facets: [], sorts: ['newest'] }),
  })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { cars: { car_id: string; slug: string }[] }).cars[0]!
}

/** The page's own content: the site frame around it is checked on every site at both widths (accessibility.e2e.test.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  return accessibilityViolations(page, 'main')
}

describe('facility detail', () => {
  it("is where a car page's dealer link leads: the dealer's name, departments and opening hours", async () => {
    const car = await someCar('nordbil')
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`), HYDRATED)
    const dealerName = (await page.locator('#dealer p.text-lg').textContent())!.trim()
    await page.getByRole('link', { name: /^Om anläggningen/ }).click()
    await page.waitForURL(/\/anlaggningar\/[a-z0-9-]+$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(dealerName)
    const departments = page.getByRole('region', { name: 'Avdelningar' })
    expect(await departments.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0)
    const firstHours = departments.getByRole('table').first().getByRole('row')
    expect(await firstHours.count()).toBe(7)
    expect(await firstHours.first().textContent()).toMatch(/^Måndag\d\d:\d\d–\d\d:\d\d$/)
    // History back: the car page again.
    await page.getByRole('link', { name: 'Tillbaka' }).click()
    await page.waitForURL(new RegExp(`/kop-bil/${car.car_id}/`))
    await context.close()
  })

  it('shows the current vacation, the Swedish extras, and opens and closes the employee list by keyboard', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', `/anlaggningar/${hisingen.slug}`), HYDRATED)
    expect(await page.getByRole('note', { name: 'Tillfälligt stängt för ombyggnad' }).count()).toBe(1)

    const workshop = page.locator('[data-department-group="Workshop"]')
    expect(await workshop.getByRole('link', { name: 'Boka service & verkstad' }).getAttribute('href')).toBe(
      `/service-och-verkstad/boka-bilverkstad?lat=${Number(hisingen.site_geocoord!.split(',')[0])}&lng=${Number(hisingen.site_geocoord!.split(',')[1])}`,
    )
    const inStock = await page.locator('[data-department-group="New cars"]').getByRole('link', { name: 'Bilar i lager' }).getAttribute('href')
    expect(inStock).toContain(`car_site_name=${encodeURIComponent(hisingen.site_official_name)}`)

    // Its name changes with its state, so it is found by what it controls.
    const toggle = workshop.locator('button[aria-expanded]')
    expect(await toggle.textContent()).toBe('Visa medarbetare')
    const firstUser = hisingen.site_departments.find((d) => d.group === 'Workshop')!.users![0]!
    const userName = workshop.getByText(`${firstUser.first_name} ${firstUser.last_name}`)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await userName.isVisible()).toBe(false)
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await toggle.textContent()).toBe('Dölj medarbetare')
    expect(await userName.isVisible()).toBe(true)
    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await userName.isVisible()).toBe(false)
    await context.close()
  })

  it("lists the site's latest cars, and its button leads to the car list filtered by city and site", async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', `/anlaggningar/${hisingen.slug}`), HYDRATED)
    const latest = page.getByRole('region', { name: 'Senast inkomna bilar' })
    const cards = await latest.locator(':scope > ul > li').count()
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThanOrEqual(12)
    await latest.getByRole('link', { name: `Visa alla bilar hos ${hisingen.site_official_name}` }).click()
    await page.waitForURL(/\/kop-bil\?/)
    const url = new URL(page.url())
    expect(url.searchParams.getAll('car_site_city')).toEqual([hisingen.site_city])
    expect(url.searchParams.getAll('car_site_name')).toEqual([hisingen.site_official_name])
    const results = page.getByRole('list', { name: 'Sökresultat' }).locator(':scope > li')
    expect(await results.count()).toBeGreaterThanOrEqual(cards)
    // Every car in the list is at that site's city (each card names it).
    const texts = await results.allTextContents()
    expect(texts.every((text) => text.includes(hisingen.site_city))).toBe(true)
    await context.close()
  })

  it('has the title template, canonical link and AutoDealer structured data with opening hours', async () => {
    const res = await http(`/anlaggningar/${hisingen.slug}`, 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toContain(`<title>${hisingen.site_official_name} | Nordbil Gruppen</title>`)
    expect(res.body).toContain(`<link rel="canonical" href="http://nordbil.localhost:${e2e().port}/anlaggningar/${hisingen.slug}"`)
    const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    const dealer = scripts.find((s) => s['@type'] === 'AutoDealer') as Record<string, unknown> & { department: Array<Record<string, unknown>> }
    expect(dealer).toMatchObject({
      name: hisingen.site_official_name,
      telephone: hisingen.site_phone,
      address: { '@type': 'PostalAddress', addressLocality: hisingen.site_city },
      geo: { '@type': 'GeoCoordinates' },
    })
    expect(dealer.department.length).toBe(hisingen.site_departments.length)
    expect(dealer.department[0]!.openingHours).toContainEqual(expect.stringMatching(/^Mo \d\d:\d\d-\d\d:\d\d$/))
    expect(dealer.department[0]!.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday' }))
  })

  it('draws its static map in the HTML, with the marker, and loads no map script (issue 39)', async () => {
    const res = await http(`/anlaggningar/${hisingen.slug}`, 'nordbil.localhost')
    expect(res.body).toMatch(/<div role="img" aria-label="Karta: [^"]+" data-static-map=""[^>]*><svg aria-hidden="true"[^>]*><path d="M/)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    const requested: string[] = []
    const scriptTexts: Promise<string>[] = []
    page.on('request', (request) => requested.push(request.url()))
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptTexts.push(response.text().catch(() => ''))
    })
    await page.goto(siteUrl('nordbil', `/anlaggningar/${hisingen.slug}`), HYDRATED)
    const map = page.getByRole('img', { name: new RegExp(`^Karta: ${hisingen.site_official_name}`) })
    await map.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(await map.isVisible()).toBe(true)
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(250)
    // Neither MapLibre's code (its chunk names its canvas class) nor the map's worker or basemap is fetched.
    expect(requested.filter((url) => url.includes('/api/map/'))).toEqual([])
    expect((await Promise.all(scriptTexts)).filter((text) => text.includes('maplibregl-canvas')).length).toBe(0)
    expect(scriptTexts.length).toBeGreaterThan(3)
    expect(await page.locator('.maplibregl-canvas').count()).toBe(0)
    await context.close()
  })

  it('answers an unknown slug with the not-found page', async () => {
    const res = await http('/anlaggningar/ingen-sadan-anlaggning', 'nordbil.localhost')
    expect(res.status).toBe(404)
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/anlaggningar/ingen-sadan-anlaggning'))
    await page.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }).waitFor()
    await context.close()
  })

  it("has a page for every dealer of every demo site's stock", async () => {
    const failures: string[] = []
    for (const site of DEMO_SITES) {
      const own = dealers.filter((d) => d.index === site.searchIndexes.sites)
      expect(own.length, site.key).toBeGreaterThan(0)
      for (const { record } of own) {
        const path = `${site.paths.siteDetail}/${record.slug}`
        const res = await http(path, `${site.key}.localhost`)
        const name = record.site_official_name.replace(/&/g, '&amp;')
        if (res.status !== 200 || !res.body.includes(`<h1>${name}</h1>`)) failures.push(`${site.key} ${path}: ${res.status}`)
      }
    }
    expect(failures).toEqual([])
  }, 180_000)

  it('is axe-clean on a phone and a desktop, in Swedish and in English', async () => {
    for (const [siteKey, path] of [
      ['nordbil', `/anlaggningar/${hisingen.slug}`],
      ['thames', `/find-us/${thamesFirst.slug}`],
    ] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        const { context, page } = await consentedVisitor(browser, siteKey, viewport)
        await page.goto(siteUrl(siteKey, path), HYDRATED)
        // Expanded, so the employee list is checked too.
        await page
          .getByRole('button', { name: /Visa medarbetare|Show employees/ })
          .first()
          .click()
        expect(await axeViolations(page), `${siteKey} ${viewport.width}`).toEqual([])
        await context.close()
      }
    }
  }, 240_000)

  it('has no Swedish extras on a UK site', async () => {
    const res = await http(`/find-us/${thamesFirst.slug}`, 'thames.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toContain(`<h1>${thamesFirst.site_official_name}</h1>`)
    expect(res.body).not.toContain('boka-bilverkstad')
    // No extra button in any department (the menu has its own 'Cars in stock' link).
    const departments = res.body.slice(res.body.indexOf('data-department-group'), res.body.indexOf('id="facility-latest-cars"'))
    expect(departments).toContain('data-department-group="New cars"')
    expect(departments).not.toContain('btn-primary')
    expect(res.body).toContain('Opening hours')
  })
})
