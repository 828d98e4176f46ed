import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessibilityViolations, consentedVisitor, HYDRATED, releaseBrowser, siteUrl, workerBrowser } from './helpers'

/**
 * The facility list and the dealer blocks (issue 17, spec 03 §2.2, §2.8, §5, §9) on the demo
 * sites: Nordbil (13 dealers of its sites index, four of them service centres: search box) and Thames (13 dealers, on its /find-us contact
 * page: search box). The menu leads there; a brand narrows the cards and the address, a reload keeps
 * it, back restores the list; a card leads to its facility page; the teaser and the workshop
 * selection link to facility pages; axe-clean at phone and desktop width. 'Show more' needs more
 * than 48 dealers, which no demo site has: DealerListView.dom.test.tsx covers it.
 */

let browser: Browser

beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const cards = (page: Page, name = 'Anläggningar') => page.getByRole('list', { name }).getByRole('listitem')
const progress = (page: Page) => page.locator('#dealer-list-progress')

/** The page's own content: the site frame around it is checked on every site at both widths (accessibility.e2e.test.ts). */
async function axe(page: Page) {
  expect(await accessibilityViolations(page, 'main')).toEqual([])
}

describe('facility list on Nordbil', () => {
  it("the menu's location icon leads to the dealer list", async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/'), HYDRATED)
    await page.getByRole('link', { name: 'Hitta till oss' }).first().click()
    await page.waitForURL(/\/anlaggningar$/)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Våra anläggningar' }).count()).toBe(1)
    expect(await cards(page).count()).toBe(13)
    expect(await progress(page).textContent()).toBe('Visar 13 av 13 anläggningar')
    // 13 dealers: more than 8, so the search box shows (spec 03 §5).
    expect(await page.getByRole('searchbox', { name: 'Sök anläggning' }).count()).toBe(1)
    await context.close()
  })

  it('a brand narrows the cards and the address; a reload keeps it; back shows all again', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/anlaggningar'), HYDRATED)
    await page.getByRole('checkbox', { name: /^Volvo \(\d+\)$/ }).check()
    await page.waitForURL(/\?site_brands=Volvo$/)
    await expect.poll(() => cards(page).count()).toBe(3)
    expect(await progress(page).textContent()).toBe('Visar 3 av 3 anläggningar')
    for (const name of await cards(page).getByRole('heading').allTextContents())
      expect(['Nordbil Göteborg Hisingen', 'Nordbil Kungälv', 'Nordbil Trollhättan']).toContain(name)

    await page.reload(HYDRATED)
    expect(await cards(page).count()).toBe(3)
    expect(await page.getByRole('checkbox', { name: /^Volvo \(\d+\)$/ }).isChecked()).toBe(true)
    // The search box stays while a filter narrows the list: it goes by the whole list's size.
    expect(await page.getByRole('searchbox', { name: 'Sök anläggning' }).count()).toBe(1)

    await page.goBack(HYDRATED)
    await page.waitForURL(/\/anlaggningar$/)
    await expect.poll(() => cards(page).count()).toBe(13)
    await context.close()
  })

  it('the search box finds a dealer by its city', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/anlaggningar'), HYDRATED)
    await page.getByRole('searchbox', { name: 'Sök anläggning' }).fill('Malmö')
    await page.keyboard.press('Enter')
    await page.waitForURL(/keyphrase=Malm/)
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).getByRole('heading').textContent()).toBe('Olivia Fordonsimport Malmö')
    await context.close()
  })

  it('works without script: the form sends the ticked brand and the server renders the narrowed list', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(siteUrl('nordbil', '/anlaggningar'))
    expect(await cards(page).count()).toBe(13)
    await page.getByRole('checkbox', { name: /^Volvo \(\d+\)$/ }).check()
    await page.getByRole('button', { name: 'Visa resultat' }).click()
    await page.waitForURL(/site_brands=Volvo/)
    expect(await cards(page).count()).toBe(3)
    await context.close()
  })

  it('a card leads to the facility page', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/anlaggningar'), HYDRATED)
    const link = cards(page).first().getByRole('heading').getByRole('link')
    const name = await link.textContent()
    expect(await link.getAttribute('href')).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
    await link.click()
    await page.waitForURL(/\/anlaggningar\/[a-z0-9-]+$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(name)
    await context.close()
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`is axe-clean at ${viewport.width} px`, async () => {
      const { context, page } = await consentedVisitor(browser, 'nordbil', viewport)
      await page.goto(siteUrl('nordbil', '/anlaggningar?site_departments.group=Workshop'), HYDRATED)
      expect(await cards(page).count()).toBeGreaterThan(0)
      await axe(page)
      await context.close()
    })
  }
})

describe('facility list on Thames', () => {
  it('is on the /find-us contact page, reached from the menu, with a search box at 13 dealers', async () => {
    const { context, page } = await consentedVisitor(browser, 'thames')
    await page.goto(siteUrl('thames', '/'), HYDRATED)
    await page.getByRole('link', { name: 'Find us' }).first().click()
    await page.waitForURL(/\/find-us$/)
    await expect.poll(() => cards(page, 'Dealers').count()).toBe(13)
    expect(await progress(page).textContent()).toBe('Showing 13 of 13 dealers')
    expect(await page.getByRole('searchbox', { name: 'Search for a dealer' }).count()).toBe(1)
    // 10 brands: the brand facet has its own text filter (spec 03 §5, 10 or more values).
    expect(await page.getByRole('searchbox', { name: 'Filter Brands' }).count()).toBe(1)
    expect(await cards(page, 'Dealers').first().getByRole('heading').getByRole('link').getAttribute('href')).toMatch(
      /^\/find-us\/thames-motor-group-[a-z0-9-]+$/,
    )
    await axe(page)
    await context.close()
  })
})

describe('site teaser and workshop selection blocks', () => {
  it('the start page shows four dealers linking to their facility pages', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/'), HYDRATED)
    const teaser = page.getByRole('list', { name: 'Besök oss' })
    expect(await teaser.getByRole('listitem').count()).toBe(4)
    for (const href of await teaser
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/anlaggningar\/nordbil-[a-z0-9-]+$/)
    await context.close()
  })

  it('the service page shows the workshops, each linking to its facility page, and a button to the whole list', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/service-och-verkstad'), HYDRATED)
    const selection = page.getByRole('list', { name: 'Våra verkstäder' })
    expect(await selection.getByRole('listitem').count()).toBeGreaterThan(0)
    for (const href of await selection
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
    await page.getByRole('link', { name: 'Alla anläggningar' }).click()
    await page.waitForURL(/\/anlaggningar$/)
    await axe(page)
    await context.close()
  })

  it('the English pages link to the facility pages under /en', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil')
    await page.goto(siteUrl('nordbil', '/en'), HYDRATED)
    const hrefs = await page
      .getByRole('list', { name: 'Visit us' })
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBe(4)
    for (const href of hrefs) expect(href).toMatch(/^\/en\/anlaggningar\/nordbil-/)
    await context.close()
  })
})
