import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { analyticsEventSchema } from '@/features/tracking/analytics-events'

import { adminToken, consentedVisitor, http, HYDRATED, releaseBrowser, workerBrowser, siteUrl, seriousViolations } from './helpers'

/**
 * The accessory kits page on the Finnish car store (issue 22, spec 03 §2.3, §4, §8): filter,
 * search, cart and a quote that ends up stored in the site's Quotes, at phone and desktop width.
 */
const PAGE = '/lisavarusteet'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const resultCount = async (page: Page) => Number(/(\d+) varustetta/.exec((await page.getByText(/\d+ varustetta/).textContent()) ?? '')?.[1] ?? NaN)

describe('kits page', () => {
  it('phone: a sales session from the URL filters by its car; filter panel, search, cart, quote sent and stored', async () => {
    const transactionId = `E2E-${Date.now()}`
    // Statistics allowed: the quote is the page's lead in the data layer (docs/analytics.md).
    const { context, page } = await consentedVisitor(browser, 'kilometra-fi', { width: 390, height: 844 }, { statistics: true })
    await context.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 204, body: '' }))
    await page.goto(siteUrl('kilometra-fi', `${PAGE}?user=e2e.myyja&dealer=KM-HEL&unit=Helsinki&transactionId=${transactionId}&auto=FI-VEH-0001`), HYDRATED)
    await expect.poll(() => page.getByRole('heading', { name: 'Lisävarusteet', level: 1 }).isVisible()).toBe(true)
    const forCar = await resultCount(page)
    expect(forCar).toBeGreaterThan(0)
    expect(forCar).toBeLessThan(600)
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('kits-session') ?? '{}').transactionId)).toBe(transactionId)

    // The slide-in filter panel (420 px, the whole width of a phone).
    await page.getByRole('button', { name: `Suodattimet (${forCar})` }).click()
    const panel = page.getByRole('dialog', { name: 'Suodata' })
    await expect.poll(() => panel.isVisible()).toBe(true)
    await panel.getByRole('checkbox', { name: /^Lataus\s*\(/ }).check()
    await expect.poll(() => resultCount(page)).toBeLessThan(forCar)
    await panel.getByRole('button', { name: 'Sulje' }).click()

    await page.getByRole('searchbox', { name: 'Hae varusteita' }).fill('kotilaturit')
    await page.getByRole('button', { name: 'Hae', exact: true }).click()
    await expect.poll(async () => (await page.getByRole('heading', { level: 3 }).allTextContents()).every((t) => /kotilaturit/i.test(t))).toBe(true)

    expect(await page.getByRole('region', { name: /Ostoskori/ }).count()).toBe(0)
    await page
      .getByRole('button', { name: /^Lisää ostoskoriin/ })
      .first()
      .click()
    const cart = page.getByRole('region', { name: 'Ostoskori (1)' })
    await expect.poll(() => cart.isVisible()).toBe(true)
    expect(await cart.getByText('ALV 25,5 %').isVisible()).toBe(true)
    expect(await seriousViolations(page, 'main')).toEqual([])

    await cart.getByRole('button', { name: 'Lähetä tarjous' }).click()
    await expect.poll(() => cart.getByText('Tarjous lähetetty onnistuneesti!').isVisible()).toBe(true)
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'lead' || e.event === 'form_interaction'),
    )
    for (const event of events) expect(analyticsEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true)
    expect(events).toEqual([
      { event: 'form_interaction', form_name: 'Kilometra SuomiKitsQuote', action: 'submit' },
      { event: 'lead', form_name: 'Kilometra SuomiKitsQuote', form_submission_id: transactionId },
      { event: 'form_interaction', form_name: 'Kilometra SuomiKitsQuote', action: 'success' },
    ])
    const token = await adminToken()
    const stored = await http(`/api/quotes?where[transactionId][equals]=${transactionId}&depth=0`, 'localhost', { headers: { authorization: `JWT ${token}` } })
    const docs = (JSON.parse(stored.body) as { docs: { auto: string; user: string; kits: unknown[] }[] }).docs
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ auto: 'FI-VEH-0001', user: 'e2e.myyja' })
    expect(docs[0]!.kits).toHaveLength(1)
    await context.close()
  })

  it('desktop: sidebar facets, add and remove, the demo session, rows kept in the kitsAsRows cookie, the kit dialog', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-fi', { width: 1280, height: 900 })
    await page.goto(siteUrl('kilometra-fi', PAGE), HYDRATED)
    const all = await resultCount(page)
    expect(all).toBeGreaterThanOrEqual(500)
    // Every card's picture is there (the kits' fallback pictures, spec 03 §2.3): none is broken.
    const pictures = new Set(await page.locator('main li img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')))
    expect(pictures.size).toBeGreaterThan(0)
    for (const src of pictures) {
      const res = await http(src, 'kilometra-fi.localhost')
      expect(`${src} ${res.status} ${String(res.headers['content-type'])}`).toMatch(/ 200 image\//)
    }
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .count(),
    ).toBe(24)
    const sidebar = page.getByRole('complementary', { name: 'Suodata' })
    // A facet text filter only where a facet has 10 or more values (spec 03 §9): the 18 types, not the 5 makes.
    expect(await sidebar.getByRole('searchbox', { name: 'Hae: Automerkki' }).count()).toBe(0)
    const types = sidebar.getByRole('group', { name: 'Tyyppi' })
    await types.getByRole('searchbox', { name: 'Hae: Tyyppi' }).fill('KOTI')
    expect(await types.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.querySelector('span')?.textContent))).toEqual([
      'Kotilaturit',
    ])
    await types.getByRole('searchbox', { name: 'Hae: Tyyppi' }).fill('')
    await sidebar.getByRole('checkbox', { name: /^Kuljetus \(/ }).check()
    await expect.poll(() => resultCount(page)).toBeLessThan(all)

    // No quote button without a full session; the demo session fills one.
    await page
      .getByRole('button', { name: /^Lisää ostoskoriin/ })
      .first()
      .click()
    expect(await page.getByRole('button', { name: 'Lähetä tarjous' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Demosessio' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Lähetä tarjous' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Tyhjennä sessio' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Lähetä tarjous' }).count()).toBe(0)
    // The same button removes the kit again; the cart hides when empty.
    await page
      .getByRole('button', { name: /^Poista ostoskorista/ })
      .first()
      .click()
    await expect.poll(() => page.getByRole('region', { name: /Ostoskori/ }).count()).toBe(0)

    await page.getByRole('button', { name: 'Rivit' }).click()
    const cookie = (await context.cookies()).find((c) => c.name === 'kitsAsRows')
    expect(cookie?.value).toBe('true')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600)
    await page.reload(HYDRATED)
    await expect.poll(() => page.getByRole('button', { name: 'Rivit' }).getAttribute('aria-pressed')).toBe('true')

    await page
      .getByRole('button', { name: /^Näytä tiedot/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByRole('heading', { name: 'Osat' }).isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Sulje' }).click()

    expect(await seriousViolations(page, 'main')).toEqual([])
    await context.close()
  })
})

/** The total the kits API answers for a query (the count the page must show for it). */
const apiTotal = async (query: string) => (JSON.parse((await http(`/api/kits?${query}`, 'kilometra-fi.localhost')).body) as { total: number }).total

describe('kits page state (issue 36)', () => {
  it('shows the latest facet click’s kits even when the earlier answer arrives last', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-fi', { width: 1280, height: 900 })
    await page.goto(siteUrl('kilometra-fi', PAGE), HYDRATED)
    const both = await apiTotal('kitCategory=Lataus&kitCategory=Kuljetus')
    // The answer to the first click (Lataus alone) is held until the second one is on screen.
    let releaseFirst: () => void = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstAnswered = false
    await page.route(/\/api\/kits\?/, async (route) => {
      const categories = new URL(route.request().url()).searchParams.getAll('kitCategory')
      if (categories.length === 1 && categories[0] === 'Lataus') {
        await firstHeld
        // The page may have called it off; the server's late answer is sent all the same when it has not.
        await route.continue().catch(() => undefined)
        firstAnswered = true
      } else await route.continue()
    })
    const sidebar = page.getByRole('complementary', { name: 'Suodata' })
    await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).check()
    await sidebar.getByRole('checkbox', { name: /^Kuljetus \(/ }).check()
    await expect.poll(() => resultCount(page)).toBe(both)
    releaseFirst()
    await expect.poll(() => firstAnswered).toBe(true)
    await page.waitForTimeout(300)
    expect(await resultCount(page)).toBe(both)
    expect(await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).isChecked()).toBe(true)
    expect(await sidebar.getByRole('checkbox', { name: /^Kuljetus \(/ }).isChecked()).toBe(true)
    await context.close()
  })

  it('keeps the filters and the search in the address: a reload shows them again, back and forward walk them', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-fi', { width: 1280, height: 900 })
    await page.goto(siteUrl('kilometra-fi', PAGE), HYDRATED)
    const all = await resultCount(page)
    const sidebar = page.getByRole('complementary', { name: 'Suodata' })
    await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).check()
    await expect.poll(() => new URL(page.url()).search).toBe('?kitCategory=Lataus')
    const charging = await apiTotal('kitCategory=Lataus')
    await expect.poll(() => resultCount(page)).toBe(charging)
    await page.getByRole('searchbox', { name: 'Hae varusteita' }).fill('kotilaturit')
    await page.getByRole('button', { name: 'Hae', exact: true }).click()
    await expect.poll(() => new URL(page.url()).search).toBe('?q=kotilaturit&kitCategory=Lataus')
    const homeChargers = await apiTotal('q=kotilaturit&kitCategory=Lataus')
    await expect.poll(() => resultCount(page)).toBe(homeChargers)

    // The address alone brings the same list back (the server reads it).
    await page.reload(HYDRATED)
    expect(await resultCount(page)).toBe(homeChargers)
    expect(await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).isChecked()).toBe(true)
    expect(await page.getByRole('searchbox', { name: 'Hae varusteita' }).inputValue()).toBe('kotilaturit')

    await page.goBack()
    await expect.poll(() => resultCount(page)).toBe(charging)
    expect(await page.getByRole('searchbox', { name: 'Hae varusteita' }).inputValue()).toBe('')
    await page.goBack()
    await expect.poll(() => resultCount(page)).toBe(all)
    expect(await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).isChecked()).toBe(false)
    await page.goForward()
    await expect.poll(() => resultCount(page)).toBe(charging)
    expect(await sidebar.getByRole('checkbox', { name: /^Lataus \(/ }).isChecked()).toBe(true)
    await context.close()
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`at ${viewport.width} px the "back to top" button covers no part of "Lähetä tarjous"`, async () => {
      const { context, page } = await consentedVisitor(browser, 'kilometra-fi', viewport)
      await page.goto(siteUrl('kilometra-fi', PAGE), HYDRATED)
      await page.getByRole('button', { name: 'Demosessio' }).click()
      await page
        .getByRole('button', { name: /^Lisää ostoskoriin/ })
        .first()
        .click()
      const send = page.getByRole('region', { name: 'Ostoskori (1)' }).getByRole('button', { name: 'Lähetä tarjous' })
      await send.waitFor()
      const toTop = page.getByRole('button', { name: 'Takaisin ylös' })
      // Down the list (the cart stays at the bottom of the window), then to the page's end.
      for (const y of [900, 2000, 1_000_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await toTop.waitFor()
        await expect
          .poll(async () => {
            const [a, b] = [await toTop.boundingBox(), await send.boundingBox()]
            if (!a || !b) return 'no box'
            const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
            return overlap ? `covers it at scroll ${y}: ${JSON.stringify([a, b])}` : 'clear'
          })
          .toBe('clear')
      }
      await context.close()
    })
  }
})
