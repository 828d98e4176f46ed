import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, e2e, releaseBrowser, workerBrowser, siteUrl, HYDRATED } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

describe('breadcrumb', () => {
  it('shows the page’s ancestors with links, and BreadcrumbList data', async () => {
    const page = await browser.newPage()
    await page.goto(siteUrl('nordbil', '/nyheter/vinterdack-i-tid'))
    const nav = page.getByRole('navigation', { name: 'Du är här' })
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Start', 'Nyheter'])
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Byt till vinterdäck i tid')
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
    const list = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(list.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Start', `http://nordbil.localhost:${e2e().port}/`],
      ['Nyheter', `http://nordbil.localhost:${e2e().port}/nyheter`],
      ['Byt till vinterdäck i tid', `http://nordbil.localhost:${e2e().port}/nyheter/vinterdack-i-tid`],
    ])
    // Not on the start page.
    await page.goto(siteUrl('nordbil'))
    expect(await page.getByRole('navigation', { name: 'Du är här' }).count()).toBe(0)
    await page.close()
  })
})

describe('scroll to top', () => {
  it('appears after 528 px of scroll and takes the visitor back up', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 300 })
    // Hydrated and settled first: the banners and a web font changing height above the fold after the
    // scroll would move the scroll position (scroll anchoring) past the threshold.
    await page.goto(siteUrl('nordbil'), HYDRATED)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const button = page.getByRole('button', { name: 'Till toppen' })
    await page.evaluate(() => window.scrollTo(0, 500))
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(500)
    expect(await button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => button.isVisible()).toBe(true)
    const box = await button.boundingBox()
    expect(box!.x).toBeLessThan(40) // bottom-left
    expect(box!.y).toBeGreaterThan(200)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => button.count()).toBe(0)
    await context.close()
  })
})

describe('sticky header', () => {
  it('does not cover a field reached with Shift+Tab on a phone (WCAG 2.2 SC 2.4.11)', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 700 })
    await page.goto(siteUrl('nordbil', '/salj-bil'), HYDRATED)
    const header = page.getByTestId('dealer-group-nav')
    const name = page.getByRole('textbox', { name: /^Namn/ })
    await page.getByRole('textbox', { name: /^Telefonnummer/ }).focus()
    // The field before it just above the screen's top edge: Shift+Tab scrolls it into view as
    // little as needed, which without the page's scroll padding is right under the header.
    const headerBottom = (await header.boundingBox())!.height
    await page.evaluate((by) => window.scrollBy(0, by), (await name.boundingBox())!.y + 10)
    expect((await name.boundingBox())!.y).toBeLessThan(0)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true)
    const shown = (await name.boundingBox())!
    expect(shown.y).toBeGreaterThanOrEqual(headerBottom)
    await context.close()
  })
})
