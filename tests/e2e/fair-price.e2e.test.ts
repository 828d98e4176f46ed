import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { carListHits, consentedVisitor, HYDRATED, releaseBrowser, seriousViolations, siteUrl, workerBrowser } from './helpers'

/**
 * The fair-price indicator (issue 41) as a buyer meets it: "good price or better" in the list's
 * filters, the label with its short basis on each card, and the label with its explanation on the
 * car page. The demo stock is rated at its load, through the same import as real feeds.
 */
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const results = (page: Page) => page.getByRole('list', { name: 'Sökresultat' })
const hits = carListHits

describe('fair-price indicator', () => {
  it('filters a phone’s list to good prices or better, each card naming its label and what it rests on', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-se', { width: 375, height: 800 })
    await page.goto(siteUrl('kilometra-se', '/kop-bil'), HYDRATED)
    const all = await hits(page)
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filter' })
    await drawer
      .getByRole('group', { name: 'Prisbedömning' })
      .getByRole('checkbox', { name: /^Bra pris eller bättre/ })
      .check()
    await page.waitForURL(/car_price_rating_good=true/)
    await drawer.getByRole('button', { name: /^Visa \d+ bilar$/ }).click()
    await expect.poll(() => hits(page)).toBeLessThan(all)
    expect(await hits(page)).toBeGreaterThan(0)

    const cards = results(page).getByRole('article')
    const count = Math.min(await cards.count(), 12)
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const text = (await cards.nth(i).textContent()) ?? ''
      expect(text).toMatch(/Mycket bra pris|Bra pris/)
      expect(text).toMatch(/Rimligt pris [\d\s ]+kr–[\d\s ]+kr · jämfört med \d+ bilar/)
    }
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('explains the label on the car page: the fair band and how many cars it is based on', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-se', { width: 1440, height: 900 })
    await page.goto(siteUrl('kilometra-se', '/kop-bil?car_price_rating_good=true'), HYDRATED)
    const card = results(page).getByRole('article').first()
    const label = (await card.locator('[data-price-rating]').textContent())?.trim()
    expect(label).toMatch(/^(Mycket bra pris|Bra pris)$/)
    await card.getByRole('link').first().click()
    await page.waitForURL(/\/kop-bil\/\d+\//)
    const rating = page.getByTestId('price-rating')
    expect((await rating.locator('[data-price-rating]').textContent())?.trim()).toBe(label)
    expect(await rating.textContent()).toMatch(
      /Utifrån jämförbara bilar i vårt lager är ett rimligt pris för den här bilen [\d\s ]+kr–[\d\s ]+kr\. Bedömningen bygger på \d+ bilar av samma märke, modell, drivmedel och växellåda/,
    )
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
