import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { analyticsEventSchema } from '@/features/tracking/analytics-events'

import { adminToken, consentedVisitor, http, HYDRATED, launchBrowser, siteUrl, seriousViolations } from './helpers'

/**
 * The accessory kits page on the Finnish car store (issue 22, spec 03 §2.3, §4, §8): filter,
 * search, cart and a quote that ends up stored in the site's Quotes, at phone and desktop width.
 */
const PAGE = '/lisavarusteet'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
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
    await sidebar.getByRole('checkbox', { name: /^Kuljetus/ }).check()
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
