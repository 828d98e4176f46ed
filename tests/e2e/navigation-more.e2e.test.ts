import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, consentedVisitor, http, releaseBrowser, workerBrowser, siteUrl, HYDRATED } from './helpers'

/**
 * The brand navigation's "More" menu. Apart from navigation.e2e.test.ts because it adds pages to
 * Kilometra Sverige's menu, which the files run side by side with it read (vitest.e2e.config.ts).
 */
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

const visitor = (width: number, siteKey: string, height = 900) => consentedVisitor(browser, siteKey, { width, height })

describe('brand navigation (version A)', () => {
  it('moves items that do not fit into More, and the language switcher links to the same page', async () => {
    // Three extra top-level pages with long titles no longer fit next to the others at 1280 px.
    const token = await adminToken()
    const sites = JSON.parse(
      (await http('/api/sites?where[key][equals]=kilometra-se&depth=0', 'localhost', { headers: { authorization: `JWT ${token}` } })).body,
    ) as { docs: { id: number }[] }
    const home = JSON.parse(
      (
        await http(`/api/pages?where[and][0][site][equals]=${sites.docs[0]!.id}&where[and][1][path][equals]=/&depth=0`, 'localhost', {
          headers: { authorization: `JWT ${token}` },
        })
      ).body,
    ) as { docs: { id: number }[] }
    for (const [i, title] of ['Hållbarhet och miljöarbete', 'Försäkringar och garantier', 'Tillbehör och laddboxar'].entries()) {
      const res = await http('/api/pages?locale=sv', 'localhost', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title, slug: `extra-${i}`, parent: home.docs[0]!.id, site: sites.docs[0]!.id, navOrder: 60 + i, _status: 'published' }),
      })
      expect(res.status).toBe(201)
    }
    const { context, page } = await visitor(1280, 'kilometra-se')
    await page.goto(siteUrl('kilometra-se', '/om-oss'), HYDRATED)
    const more = page.getByTestId('nav-more')
    await expect.poll(() => more.isVisible(), { timeout: 5000 }).toBe(true)
    await more.click()
    await expect.poll(() => page.getByRole('link', { name: 'Tillbehör och laddboxar' }).isVisible()).toBe(true)
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`)
    const inMoreAt1280 = await panel.getByRole('link').count()
    await page.keyboard.press('Escape')
    // A wider screen fits more items inline: re-measured on resize.
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.waitForTimeout(400)
    const inMoreAt1600 = (await more.isVisible()) ? (await more.click(), await panel.getByRole('link').count()) : 0
    expect(inMoreAt1600).toBeLessThan(inMoreAt1280)
    await page.keyboard.press('Escape')

    const language = page.getByTestId('brand-nav').getByRole('button', { name: /Svenska/ })
    await language.click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/en/om-oss')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await context.close()
  })
})
