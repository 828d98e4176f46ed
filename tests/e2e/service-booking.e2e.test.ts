import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { analyticsEventSchema } from '@/features/tracking/analytics-events'

import { accessibilityViolations, consentedVisitor, http, HYDRATED, releaseBrowser, siteUrl, watchLayoutShifts, workerBrowser } from './helpers'

/**
 * The online service booking (issue 19, spec 03 §2.4, §4, §5, §8) on Nordbil's 'Boka bilverkstad'
 * page, walked once on a phone and once on a desktop: the lookup's error text, the car, a service
 * (the original service blocked beside the base service), no add-ons, a reload that keeps the
 * place, a workshop's week calendar, a time, the customer form and 'Bokning bekräftad' with its
 * booking number; axe-clean at each width. Then the lookup variant on the 'Boka service' menu page
 * once on a phone: the plate alone first, its refusals, 'Steg 1/4' to '4/4', the summary drawer as
 * a modal dialog.
 */

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const BOOKING_PAGE = '/service-och-verkstad/boka-bilverkstad'
/** The lookup variant (spec 03 §4 'steps 0-5'): Nordbil's 'Boka service' menu page. */
const LOOKUP_PAGE = '/service-och-verkstad/boka-service'

async function axeViolations(page: Page): Promise<string[]> {
  return accessibilityViolations(page)
}

/** Step 1 to step 4 on the page variant: the plate, Göteborg, Basservice, no add-ons, then the list. */
async function toWorkshops(page: Page, plate: string) {
  await page.goto(siteUrl('nordbil', BOOKING_PAGE), HYDRATED)
  await page.getByLabel('Registreringsnummer').fill(plate)
  await page.getByLabel('Var vill du lämna bilen?').fill('Göteborg')
  await page.getByRole('button', { name: /^Göteborg/ }).click()
  await page.getByRole('button', { name: 'Fortsätt' }).click()
  await page.getByLabel(/^Basservice/).check()
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
  await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
  await page.getByRole('heading', { name: 'Bäst matchade anläggningar' }).waitFor()
}

/** The workshop cards of step 4 (each has its times button). */
const workshopCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^(Visa tillgängliga tider|Stäng tider)$/ }) })

/** The booking flow's analytics events in the page's data layer so far. */
const flowEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'flow_interaction' || e.event === 'purchase' || e.event === 'event_error',
    ),
  )

describe('service booking', () => {
  it('has step 1 in the HTML, and the page does not move when the flow starts (issue 39: CLS)', async () => {
    const res = await http(LOOKUP_PAGE, 'nordbil.localhost')
    expect(res.status).toBe(200)
    expect(res.body).toMatch(/<label for="sb-plate"[^>]*>Registreringsnummer<\/label>/)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    const layoutShift = await watchLayoutShifts(page)
    await page.goto(siteUrl('nordbil', LOOKUP_PAGE), HYDRATED)
    await page.getByLabel('Registreringsnummer').fill('ABC123')
    expect(await layoutShift()).toBeLessThanOrEqual(0.02)
    await context.close()
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`books a workshop time from plate to 'Bokning bekräftad' at ${viewport.width} px`, async () => {
      // At desktop width the visitor allows statistics: the steps and the purchase reach the data layer.
      const statistics = viewport.width > 1000
      const { context, page } = await consentedVisitor(browser, 'nordbil', viewport, { statistics })
      await context.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 204, body: '' }))
      try {
        await page.goto(siteUrl('nordbil', BOOKING_PAGE), HYDRATED)
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Boka service, däckbyte och verkstad')
        expect(await page.getByText('Steg 1/5').first().isVisible()).toBe(true)

        // Step 1: a plate the register does not know shows the spec's text.
        const plate = page.getByLabel('Registreringsnummer')
        await plate.fill('not404')
        expect(await plate.inputValue()).toBe('NOT404')
        await page.getByLabel('Var vill du lämna bilen?').fill('Göteborg')
        await page.getByRole('button', { name: /^Göteborg/ }).click()
        await page.getByRole('button', { name: 'Fortsätt' }).click()
        await page.getByText('Fordonet hittades inte, kontrollera att registreringsnumret är korrekt').waitFor()
        await plate.fill('ABC123')
        await page.getByRole('button', { name: 'Fortsätt' }).click()
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Vi har auktoriserade Volvo-verkstäder')
        expect(await page.getByText('Steg 2/5').first().isVisible()).toBe(true)

        // Step 2: 'Fortsätt' waits for a service; the base service blocks the original one.
        const next = page.getByRole('button', { name: 'Fortsätt', exact: true })
        expect(await next.isDisabled()).toBe(true)
        await page.getByLabel(/^Basservice/).check()
        expect(await page.getByLabel(/^Volvo Originalservice/).isDisabled()).toBe(true)
        expect(await page.getByText('Basservice är redan valt').isVisible()).toBe(true)
        await next.click()

        // Step 3: no add-ons.
        await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
        await page.getByRole('heading', { name: 'Bäst matchade anläggningar' }).waitFor()
        expect(await page.getByText('Steg 4/5').first().isVisible()).toBe(true)

        // A reload keeps the place (session storage). It also starts a new data layer: keep what it had.
        const beforeReload = await flowEvents(page)
        await page.reload(HYDRATED)
        await page.getByRole('heading', { name: 'Bäst matchade anläggningar' }).waitFor()
        expect(await page.getByRole('heading', { name: 'Valt fordon' }).isVisible()).toBe(true)

        // Step 4: five workshops, the nearest first; a week calendar; a time.
        const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Visa tillgängliga tider' }) })
        await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(5)
        expect(await cards.first().getByText('Auktoriserad').count()).toBeGreaterThan(0)
        await cards.first().getByRole('button', { name: 'Visa tillgängliga tider' }).click()
        const weekTabs = page.getByRole('tab', { name: /^Vecka \d+$/ })
        await expect.poll(() => weekTabs.count()).toBe(4)
        const slot = page.getByRole('tabpanel').getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
        let week = 0
        while ((await slot.count()) === 0 && week < 3) await weekTabs.nth(++week).click()
        await slot.first().click()
        await page.getByRole('button', { name: 'Ändra verkstad eller tid' }).waitFor()

        // The customer form: required fields, the 80-character message with its counter.
        await page.getByRole('button', { name: 'Boka', exact: true }).click()
        expect(await page.getByText('Obligatoriskt fält').count()).toBe(4)
        await page.getByLabel('Förnamn *').fill('Anna')
        await page.getByLabel('Efternamn *').fill('Svensson')
        await page.getByLabel('Telefonnummer *').fill('070 123 45 67')
        await page.getByLabel('E-post *').fill('anna@example.com')
        await page.getByLabel('Meddelande till verkstaden').fill('Det gnisslar vid inbromsning')
        expect(await page.getByText('28/80').isVisible()).toBe(true)
        expect(await axeViolations(page), `step 4 at ${viewport.width}`).toEqual([])
        await page.getByRole('button', { name: 'Boka', exact: true }).click()

        // Step 5.
        await page.getByRole('heading', { name: /Bokning bekräftad/ }).waitFor()
        expect(await page.getByText(/^WB[0-9A-F]{10}$/).isVisible()).toBe(true)
        expect(await page.getByRole('link', { name: 'Vägbeskrivning' }).getAttribute('href')).toMatch(/^https?:\/\//)
        expect(await axeViolations(page), `confirmation at ${viewport.width}`).toEqual([])
        const events = [...beforeReload, ...(await flowEvents(page))]
        for (const event of events) expect(analyticsEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true)
        const steps = [...new Set(events.filter((e) => e.event === 'flow_interaction').map((e) => e.step))]
        const purchases = events.filter((e) => e.event === 'purchase')
        if (statistics) {
          expect(steps).toEqual([1, 2, 3, 4, 5])
          expect(purchases).toHaveLength(1)
          expect(purchases[0]).toMatchObject({ ecommerce: { currency: 'SEK', transaction_id: expect.stringMatching(/^WB[0-9A-F]{10}$/) } })
        } else expect(events).toEqual([])
        await page.getByRole('button', { name: 'Ny bokning' }).click()
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Boka service, däckbyte och verkstad')
      } finally {
        await context.close()
      }
    }, 60_000)
  }

  it('shows the stored plate and place in step 1 after a reload (the first HTML shows a new booking)', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    await page.goto(siteUrl('nordbil', BOOKING_PAGE), HYDRATED)
    await page.getByLabel('Registreringsnummer').fill('ABC123')
    await page.getByLabel('Var vill du lämna bilen?').fill('Göteborg')
    await page.getByRole('button', { name: /^Göteborg/ }).click()
    await page.getByRole('button', { name: 'Fortsätt' }).click()
    await expect.poll(() => page.getByText('Steg 2/5').first().isVisible()).toBe(true)
    // Back to step 1 ('Valt fordon'), then a reload.
    await page.getByRole('button', { name: /Valt fordon/ }).click()
    await expect.poll(() => page.getByText('Steg 1/5').first().isVisible()).toBe(true)
    await page.reload(HYDRATED)
    await expect.poll(() => page.getByLabel('Registreringsnummer').inputValue()).toBe('ABC123')
    expect(await page.getByLabel('Var vill du lämna bilen?').inputValue()).toMatch(/^Göteborg/)
    await context.close()
  })

  it('step 4 has one map with a marker for every listed workshop; the chosen one is highlighted, its info marker shows from zoom 15; the summary has the small map', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    try {
      await toWorkshops(page, 'ABC123')
      const cards = workshopCards(page)
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(5)
      const map = page.locator('[data-places-map]')
      expect(await map.count(), 'one map for the list, not one per workshop').toBe(1)
      expect((await map.boundingBox())?.height).toBe(500)
      await page.getByRole('region', { name: 'Karta över verkstäderna' }).waitFor()

      // A marker per listed workshop, named by it; none pressed before a choice, no info marker.
      const cardIds = async () => (await cards.evaluateAll((items) => items.map((li) => li.id.replace(/^sb-workshop-/, '')))).sort()
      const markers = map.locator('[data-place-id]')
      const markerIds = async () => (await markers.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.placeId!))).sort()
      await expect.poll(markerIds).toEqual(await cardIds())
      const firstName = (await cards.nth(0).getByRole('heading').textContent())!.replace('Auktoriserad', '').trim()
      expect(await map.getByRole('button', { name: new RegExp(`^${firstName}, `) }).count()).toBe(1)
      expect(await map.locator('[data-place-id][aria-pressed="true"]').count()).toBe(0)
      expect(await map.locator('[data-info-marker]:visible').count()).toBe(0)
      expect(await axeViolations(page), 'step 4 with its map').toEqual([])

      // Opening a workshop's times chooses it: its marker alone is pressed, the map goes to zoom 15 and its info marker shows.
      const second = cards.nth(1)
      const secondId = (await second.getAttribute('id'))!.replace(/^sb-workshop-/, '')
      const secondName = (await second.getByRole('heading').textContent())!.replace('Auktoriserad', '').trim()
      await second.getByRole('button', { name: 'Visa tillgängliga tider' }).click()
      await expect
        .poll(() => map.locator('[data-place-id][aria-pressed="true"]').evaluateAll((m) => m.map((e) => (e as HTMLElement).dataset.placeId)))
        .toEqual([secondId])
      const info = map.locator('[data-info-marker]')
      await expect.poll(() => info.isVisible()).toBe(true)
      expect(await info.textContent()).toContain(secondName)
      // Below zoom 15 the info marker hides; back at 15 it shows again.
      await map.getByRole('button', { name: 'Zooma ut' }).click()
      await expect.poll(() => info.isVisible()).toBe(false)
      await map.getByRole('button', { name: 'Zooma in' }).click()
      await expect.poll(() => info.isVisible()).toBe(true)

      // Closing the times un-chooses it: every marker is back in view, none pressed.
      await second.getByRole('button', { name: 'Stäng tider' }).click()
      await expect.poll(() => map.locator('[data-place-id][aria-pressed="true"]').count()).toBe(0)
      // Pressing a marker chooses its workshop: the card's times open.
      const third = cards.nth(2)
      const thirdId = (await third.getAttribute('id'))!.replace(/^sb-workshop-/, '')
      await expect.poll(() => map.locator(`[data-place-id="${thirdId}"]`).isVisible()).toBe(true)
      // The map is still flying out to show every workshop: click the marker once it has come to
      // rest, as a visitor would (on a busy machine a click during the flight met the map instead).
      const thirdMarker = map.locator(`[data-place-id="${thirdId}"]`)
      const at = async () => JSON.stringify(await thirdMarker.boundingBox())
      await expect
        .poll(async () => {
          const before = await at()
          await new Promise((resolve) => setTimeout(resolve, 300))
          return before === (await at())
        })
        .toBe(true)
      await thirdMarker.click()
      await expect.poll(() => third.getByRole('button', { name: 'Stäng tider' }).isVisible()).toBe(true)
      expect(await map.locator(`[data-place-id="${thirdId}"]`).getAttribute('aria-pressed')).toBe('true')
      await third.getByRole('button', { name: 'Stäng tider' }).click()

      // 'Hämta fler' adds four workshops to the list, and four markers to the same map.
      await page.getByRole('button', { name: 'Hämta fler' }).click()
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(9)
      await expect.poll(markerIds).toEqual(await cardIds())
      expect(await map.count()).toBe(1)

      // A time chosen: the summary's small map (150 px), a picture of the chosen workshop with its info marker.
      await cards.first().getByRole('button', { name: 'Visa tillgängliga tider' }).click()
      const weekTabs = page.getByRole('tab', { name: /^Vecka \d+$/ })
      await expect.poll(() => weekTabs.count()).toBe(4)
      const slot = page.getByRole('tabpanel').getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
      let week = 0
      while ((await slot.count()) === 0 && week < 3) await weekTabs.nth(++week).click()
      await slot.first().click()
      await page.getByRole('button', { name: 'Ändra verkstad eller tid' }).waitFor()
      const small = page.locator('[data-places-map]')
      expect(await small.count()).toBe(1)
      expect((await small.boundingBox())?.height).toBe(150)
      expect(await page.getByRole('img', { name: new RegExp(`^Karta: ${firstName}, `) }).count()).toBe(1)
      await expect.poll(() => small.locator('[data-info-marker]').isVisible()).toBe(true)
      expect(await small.getByRole('button').count(), 'a picture: no marker buttons, no zoom buttons').toBe(0)
    } finally {
      await context.close()
    }
  }, 90_000)

  it('KIA321 at 390 px: a brand with no authorised workshop gets the spec’s header, its services (an unknown price with its tooltip) and no workshop marked Auktoriserad', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    try {
      await page.goto(siteUrl('nordbil', BOOKING_PAGE), HYDRATED)
      await page.getByLabel('Registreringsnummer').fill('KIA321')
      await page.getByLabel('Var vill du lämna bilen?').fill('Göteborg')
      await page.getByRole('button', { name: /^Göteborg/ }).click()
      await page.getByRole('button', { name: 'Fortsätt' }).click()
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Vi har inte auktoriserade verkstäder för ditt märke men vi kan erbjuda vissa tjänster')
      expect(await page.getByText(/^Vi har auktoriserade /).count()).toBe(0)
      expect(await page.getByText('Steg 2/5').first().isVisible()).toBe(true)

      // Its services are offered; an unknown price is 'Pris saknas*' with its tooltip, shown on focus, hidden by Escape.
      await page.getByText('Reparation', { exact: true }).click()
      const unknown = page.getByRole('button', { name: 'Pris saknas*' }).first()
      await unknown.focus()
      const tooltip = page.getByRole('tooltip')
      await expect.poll(() => tooltip.isVisible()).toBe(true)
      expect(await tooltip.textContent()).toBe('Vi kan ej ge ett pris på denna tjänst')
      // On the phone's narrow screen it stays whole on screen.
      const box = (await tooltip.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      await page.keyboard.press('Escape')
      await expect.poll(() => tooltip.isVisible()).toBe(false)

      await page.getByLabel(/^Basservice/).check()
      await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
      await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
      await page.getByRole('heading', { name: 'Bäst matchade anläggningar' }).waitFor()
      const cards = workshopCards(page)
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(5)
      expect(await page.getByText('Auktoriserad', { exact: true }).count()).toBe(0)
      expect((await page.locator('[data-places-map]').boundingBox())?.height).toBe(500)
      expect(await axeViolations(page), 'KIA321 step 4 at 390 px').toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('the lookup variant at 390 px: the plate first, its three refusals, then Steg 1/4 to 4/4, the summary drawer as a modal, a booking', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    try {
      await page.goto(siteUrl('nordbil', LOOKUP_PAGE), HYDRATED)
      await page.getByRole('heading', { name: 'Sök upp din bil och välj plats' }).waitFor()
      // Step 0 has no counter; the brand list shows the 32 brands, each with its mark.
      expect(await page.getByText(/^Steg \d\/\d$/).count()).toBe(0)
      await page.getByText('Märken vi är auktoriserade för').click()
      expect(await page.locator('[data-brand-mark]').count()).toBe(32)

      const plate = page.getByLabel('Registreringsnummer')
      await page.getByLabel('Var vill du lämna bilen?').fill('Göteborg')
      await page.getByRole('button', { name: /^Göteborg/ }).click()
      const lookup = page.getByRole('button', { name: 'Fortsätt' })
      for (const [typed, text] of [
        ['AB1', 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
        ['NOT404', 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
        ['TES001', 'Vi kan inte erbjuda service för bilar av märket Tesla.'],
      ]) {
        await plate.fill(typed!)
        await lookup.click()
        await page.getByText(text!).waitFor()
      }
      // The test car (spec 03 §2.4 easter egg): found, authorised, 'Steg 1/4'.
      await plate.fill('MEK001')
      await lookup.click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Vi har auktoriserade Volvo-verkstäder')
      expect(await page.getByText('Steg 1/4').first().isVisible()).toBe(true)

      // The summary drawer is a modal: the focus goes in, Escape closes it and gives it back.
      const opener = page.getByRole('button', { name: /^Visa din bokning/ })
      await opener.click()
      const drawer = page.getByRole('dialog', { name: 'Din bokning' })
      await drawer.waitFor()
      expect(await drawer.locator('.sb-test-car').textContent()).toContain('MEK 001')
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => drawer.count()).toBe(0)
      expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true)

      await page.getByLabel(/^Basservice/).check()
      await page.getByRole('button', { name: 'Fortsätt', exact: true }).click()
      expect(await page.getByText('Steg 2/4').first().isVisible()).toBe(true)
      await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click()
      expect(await page.getByText('Steg 3/4').first().isVisible()).toBe(true)
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Visa tillgängliga tider' }) })
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(5)
      await cards.first().getByRole('button', { name: 'Visa tillgängliga tider' }).click()
      const weekTabs = page.getByRole('tab', { name: /^Vecka \d+$/ })
      await expect.poll(() => weekTabs.count()).toBe(4)
      const slot = page.getByRole('tabpanel').getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
      let week = 0
      while ((await slot.count()) === 0 && week < 3) await weekTabs.nth(++week).click()
      await slot.first().click()

      // Step 4/4, contact details: the workshop's own prices replace the median ones in the summary.
      await page.getByRole('heading', { name: 'Dina kontaktuppgifter' }).waitFor()
      expect(await page.getByText('Steg 4/4').first().isVisible()).toBe(true)
      await page.getByLabel('Förnamn *').fill('Anna')
      await page.getByLabel('Efternamn *').fill('Svensson')
      await page.getByLabel('Telefonnummer *').fill('070 123 45 67')
      await page.getByLabel('E-post *').fill('anna@example.com')
      expect(await axeViolations(page), 'lookup variant, step 4/4').toEqual([])
      await opener.click()
      await drawer.getByText(/^Priserna gäller hos /).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Boka', exact: true }).click()
      await page.getByRole('heading', { name: /Bokning bekräftad/ }).waitFor()
      expect(await page.getByText(/^Steg \d\/\d$/).count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 60_000)
})
