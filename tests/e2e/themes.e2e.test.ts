import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseBrowser, workerBrowser, siteUrl } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

async function look(siteKey: string, path = '/') {
  const page = await browser.newPage()
  const res = await page.goto(siteUrl(siteKey, path))
  const theme = await page.locator('[data-theme]').first().getAttribute('data-theme')
  const footer = await page
    .locator('footer')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  const headingFont = await page
    .locator('h1, h2')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily)
  const link = await page
    .locator('main a[href]')
    .first()
    .evaluate((el) => getComputedStyle(el).color)
  const title = await page.title()
  await page.close()
  return { status: res?.status(), theme, footer, headingFont, link, title }
}

describe('sites with their own theme', () => {
  it('renders three sites in three different brand themes', async () => {
    const nordbil = await look('nordbil')
    const kilometra = await look('kilometra-se')
    const olivia = await look('olivia')
    expect([nordbil.status, kilometra.status, olivia.status]).toEqual([200, 200, 200])
    expect([nordbil.theme, kilometra.theme, olivia.theme]).toEqual(['blue-accent', 'yellow-accent', 'green-olive'])
    // Computed colours really differ, not just the attribute.
    expect(new Set([nordbil.footer, kilometra.footer, olivia.footer]).size).toBe(3)
    expect(new Set([nordbil.link, kilometra.link, olivia.link]).size).toBe(3)
    // The green-olive theme sets headings in its serif face.
    expect(olivia.headingFont).not.toBe(nordbil.headingFont)
    expect(nordbil.title).toBe('Start | Nordbil Gruppen')
  })

  it('lets a page’s BrandDesign override the site theme', async () => {
    const campaign = await look('olivia', '/kampanj')
    const home = await look('olivia')
    expect(campaign.status).toBe(200)
    expect(campaign.theme).toBe('blue-accent')
    expect(campaign.link).not.toBe(home.link)
    expect(campaign.headingFont).not.toBe(home.headingFont)
  })
})
