import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, e2e, releaseBrowser, workerBrowser, siteUrl, HYDRATED } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
  // Break one block the way bad CMS data would: a value its schema does not allow.
  const db = createClient({ url: `file:${path.join(e2e().dataDir, 'showroom.db')}` })
  const result = await db.execute(
    "UPDATE pages_blocks_rich_text SET width = 'not-a-width' WHERE _path = 'main' AND _parent_id = (SELECT p.id FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.key = 'fjordbil' AND p.path = '/kontakt-oss')",
  )
  expect(result.rowsAffected).toBeGreaterThan(0)
  // Written past the CMS, so say so as the CMS would (issue 23): a page cached before is stale
  // on the server within its poll of the signal (a second).
  await db.execute({
    sql: "INSERT INTO cache_invalidations (tags, created_at) SELECT 'site:' || id, ? FROM sites WHERE key = 'fjordbil'",
    args: [new Date().toISOString()],
  })
  db.close()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
})
afterAll(async () => {
  await releaseBrowser(browser)
})

describe('section fallback', () => {
  it('replaces a failing block with the Swedish fallback box and renders the rest of the page', async () => {
    const { context, page } = await consentedVisitor(browser, 'fjordbil')
    // Hydrated: the reload button is a client island, and a click before hydration does nothing.
    const res = await page.goto(siteUrl('fjordbil', '/kontakt-oss'), HYDRATED)
    expect(res?.status()).toBe(200)
    const box = page.locator('[data-section-fallback]')
    expect(await box.count()).toBe(1)
    expect(await box.getByRole('heading', { name: 'Aj då' }).isVisible()).toBe(true)
    expect(await box.getByText('Här borde en sektion synas men något har tyvärr blivit fel').isVisible()).toBe(true)
    expect(await box.getByText('Prova ladda om sidan').isVisible()).toBe(true)
    // The rest of the page is still there: menu and footer.
    expect(await page.getByTestId('dealer-group-nav').getByRole('link', { name: 'Om oss' }).isVisible()).toBe(true)
    expect(
      await page
        .getByTestId('site-footer')
        .getByText(/Industriveien 12, Bergen/)
        .isVisible(),
    ).toBe(true)

    // The button reloads the page.
    await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), box.getByRole('button', { name: 'Ladda om sidan' }).click()])
    expect(await page.locator('[data-section-fallback]').count()).toBe(1)
    await context.close()
  })
})
