import { mkdirSync } from 'node:fs'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminUrl, e2e, http, releaseBrowser, workerBrowser } from './helpers'

/**
 * Issue 18 (and issue 24's rule for new collections): the Nordbil editor, limited to that one site,
 * adds a redirect in the admin, sees a refused one explained under its field, finds the hit count
 * in the list, and the site answers the new rule. Fails on any 5xx the admin gets.
 */

const EDITOR = 'editor.nordbil@showroom.local'
const SHOTS = 'test-results/admin'

let browser: Browser
let token: string

const api = async (path: string, init: { method?: string } = {}) => {
  const res = await http(path, 'localhost', { method: init.method, headers: { cookie: `payload-token=${token}` } })
  return { status: res.status, json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  browser = await workerBrowser()
  const login = await http('/api/users/login', 'localhost', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EDITOR, password: e2e().adminPassword }),
  })
  expect(login.status).toBe(200)
  token = (JSON.parse(login.body) as { token: string }).token
})

afterAll(async () => {
  await releaseBrowser(browser)
})

describe('an editor limited to one site, in the admin', () => {
  it('creates a redirect for their site, sees a duplicate refused under the field, and the site answers it', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    await context.addCookies([{ name: 'payload-token', value: token, domain: 'localhost', path: '/' }])
    const page = await context.newPage()
    const serverErrors: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
    try {
      // The list shows the site's rules with their hits.
      await page.goto(adminUrl('/admin/collections/redirects'), { waitUntil: 'networkidle' })
      await expect.poll(() => page.getByRole('columnheader', { name: 'Hits' }).isVisible()).toBe(true)
      await expect.poll(() => page.getByText('/anlaggningar/:id/nordbil-bil-:location').first().isVisible()).toBe(true)

      // A duplicate of a demo rule is refused with the message under the source field.
      await page.goto(adminUrl('/admin/collections/redirects/create'), { waitUntil: 'networkidle' })
      // The admin re-checks a field's syntax on the server as it is typed; when that answer comes
      // back after the save's, it replaces the save's message under the field. Saving again once
      // the typing has settled shows it (the server refuses the duplicate every time).
      await expect
        .poll(
          async () => {
            await page.getByLabel('Old address (source)').fill('/bilar')
            await page.getByLabel('… or new address').fill('/kop-bil')
            await page.waitForTimeout(500)
            await page.getByRole('button', { name: 'Save' }).click()
            return page
              .getByText(/already has the source \/bilar/)
              .first()
              .waitFor({ state: 'visible', timeout: 8_000 })
              .then(
                () => true,
                () => false,
              )
          },
          { timeout: 50_000, interval: 1_000 },
        )
        .toBe(true)
      await page.screenshot({ path: `${SHOTS}/redirect-refused.png` })

      // A new one is saved into the editor's own site without choosing it.
      await page.getByLabel('Old address (source)').fill('/vinterdack-2019')
      await page.getByLabel('… or new address').fill('/nyheter/vinterdack-i-tid')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.waitForURL(/\/admin\/collections\/redirects\/\d+/, { timeout: 20_000 })
      await page.screenshot({ path: `${SHOTS}/redirect-created.png` })
      const id = page.url().match(/redirects\/(\d+)/)![1]
      const saved = await api(`/api/redirects/${id}?depth=1`)
      expect(saved.json).toMatchObject({ source: '/vinterdack-2019', destination: '/nyheter/vinterdack-i-tid', permanent: true, site: { key: 'nordbil' } })

      await expect
        .poll(async () => (await http('/vinterdack-2019', 'nordbil.localhost')).headers.location, { timeout: 10_000, interval: 200 })
        .toBe(`http://nordbil.localhost:${e2e().port}/nyheter/vinterdack-i-tid`)
      expect((await api(`/api/redirects/${id}`, { method: 'DELETE' })).status).toBe(200)
    } finally {
      await context.close()
    }
    expect(serverErrors).toEqual([])
  })
})
