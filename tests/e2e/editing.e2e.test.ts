import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, adminUrl, e2e, http, releaseBrowser, workerBrowser } from './helpers'

let browser: Browser
let token: string
let siteId: number
let draftId: number

const authed = (init: { method?: string; body?: unknown } = {}) => ({
  method: init.method,
  headers: { 'content-type': 'application/json', cookie: `payload-token=${token}` },
  body: init.body ? JSON.stringify(init.body) : undefined,
})

const lexical = (text: string, href: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
          {
            type: 'link',
            format: '',
            indent: 0,
            version: 3,
            direction: 'ltr',
            fields: { url: href, newTab: false, linkType: 'custom' },
            children: [{ type: 'text', text: 'Om oss', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
          },
        ],
      },
    ],
  },
})

beforeAll(async () => {
  browser = await workerBrowser()
  token = await adminToken()
  const sites = await http('/api/sites?where[key][equals]=nordbil&depth=0', 'localhost', authed())
  siteId = JSON.parse(sites.body).docs[0].id
  const created = await http(
    '/api/pages?draft=true',
    'localhost',
    authed({
      method: 'POST',
      body: {
        title: 'Hemlig kampanj',
        slug: 'hemlig-kampanj',
        site: siteId,
        _status: 'draft',
        main: [{ blockType: 'richText', content: lexical('Utkast som ingen får se. ', '/om-oss') }],
      },
    }),
  )
  expect(created.status).toBe(201)
  draftId = JSON.parse(created.body).doc.id
})
afterAll(async () => {
  await releaseBrowser(browser)
})

describe('drafts', () => {
  it('are not visible to anonymous visitors, on the site or through the API', async () => {
    expect((await http('/hemlig-kampanj', 'nordbil.localhost')).status).toBe(404)
    const api = await http(`/api/pages/${draftId}`, 'localhost')
    expect([403, 404]).toContain(api.status)
    const list = await http('/api/pages?where[slug][equals]=hemlig-kampanj', 'localhost')
    expect(JSON.parse(list.body).docs).toHaveLength(0)
  })

  it('send anonymous visitors of the preview to the login', async () => {
    const res = await http(`/preview/${siteId}/sv/hemlig-kampanj`, 'localhost')
    expect(res.status).toBe(307)
    expect(res.headers.location).toContain('/admin/login')
  })
})

describe('preview', () => {
  it('shows the draft to a logged-in editor, blocks links, and can be left again', async () => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'payload-token', value: token, domain: 'localhost', path: '/' }])
    const page = await context.newPage()
    await page.goto(adminUrl(`/api/preview?site=${siteId}&locale=sv&path=/hemlig-kampanj`))
    expect(page.url()).toBe(adminUrl(`/preview/${siteId}/sv/hemlig-kampanj`))
    await expect.poll(() => page.getByText('Utkast som ingen får se.').isVisible()).toBe(true)
    expect(await page.getByText('Förhandsgranskning – utkast visas').isVisible()).toBe(true)
    // No tag manager in preview, even though the site has one.
    expect(await page.content()).not.toContain('googletagmanager')

    // Link navigation is blocked in preview (spec 01 §6).
    await page.locator('main').getByRole('link', { name: 'Om oss' }).click()
    await expect.poll(() => page.getByText('Länkar är avstängda i förhandsgranskningen').isVisible()).toBe(true)
    expect(page.url()).toBe(adminUrl(`/preview/${siteId}/sv/hemlig-kampanj`))

    // Leaving draft mode: the draft is no longer shown.
    await page.getByRole('link', { name: 'Avsluta förhandsgranskning' }).click()
    await page.waitForURL(adminUrl(`/preview/${siteId}/sv/hemlig-kampanj`))
    await expect.poll(() => page.getByText('Förhandsgranskningen är avstängd', { exact: false }).isVisible()).toBe(true)
    expect(await page.getByText('Utkast som ingen får se.').count()).toBe(0)
    await context.close()
  })

  it('keeps the public page on the published version after a draft edit', async () => {
    const about = JSON.parse((await http(`/api/pages?where[site][equals]=${siteId}&where[path][equals]=/om-oss&depth=0`, 'localhost', authed())).body).docs[0]
    const res = await http(
      `/api/pages/${about.id}?draft=true`,
      'localhost',
      authed({ method: 'PATCH', body: { title: 'Om oss (utkast)', metaTitle: 'Utkasttitel' } }),
    )
    expect(res.status).toBe(200)
    const publicPage = await http('/om-oss', 'nordbil.localhost')
    expect(publicPage.body).toContain('<title>Om oss | Nordbil Gruppen</title>')
    expect(publicPage.body).not.toContain('Utkasttitel')
  })
})

describe('admin', () => {
  it('lets an editor log in at /admin', async () => {
    const page = await browser.newPage()
    await page.goto(adminUrl('/admin'))
    await page.waitForURL(/\/admin\/login/)
    await page.getByLabel(/email/i).fill(e2e().adminEmail)
    await page.getByLabel(/password/i).fill(e2e().adminPassword)
    await page.getByRole('button', { name: /login/i }).click()
    await page.waitForURL(adminUrl('/admin'))
    await expect.poll(() => page.getByRole('link', { name: /pages/i }).first().isVisible(), { timeout: 20_000 }).toBe(true)
    await page.close()
  })
})
