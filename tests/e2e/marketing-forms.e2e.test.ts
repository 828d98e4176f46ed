import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { adminToken, adminUrl, consentedVisitor, e2e, http, HYDRATED, releaseBrowser, workerBrowser, seriousViolations, siteUrl } from './helpers'

/**
 * Issue 36 items 2 and 3 in Chromium: the marketing form popup (spec 03 §4, §9) opens by its
 * trigger (a button, a delay, a scroll depth), closes on Escape and on a click outside with the
 * focus back, sends a lead that is stored, and is back 3 s later; the survey's 'Edit Mode /
 * Preview to test the form' overlay (spec 03 §6) is seen by an editor in the live preview and by
 * no visitor. Sends leads and adds a page, so it runs with the files that change things.
 */

let browser: Browser
let token: string
beforeAll(async () => {
  browser = await workerBrowser()
  token = await adminToken()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type Json = Record<string, unknown> & { docs?: Record<string, unknown>[]; doc?: Record<string, unknown> }

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; json: Json }> {
  const res = await http(path, 'localhost', {
    method: init.method,
    headers: { 'content-type': 'application/json', cookie: `payload-token=${init.token ?? token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, json: res.body ? (JSON.parse(res.body) as Json) : {} }
}

const popup = (page: Page) => page.locator('dialog[data-testid="marketing-popup"]')
const isOpen = (page: Page) => popup(page).evaluate((dialog) => (dialog as HTMLDialogElement).open)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

describe('marketing form popup', () => {
  it('opens from its button, closes on Escape and on a click outside with the focus back on the button; axe clean', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const { context, page } = await consentedVisitor(browser, 'olivia', viewport)
      await page.goto(siteUrl('olivia', '/blockkatalog'), HYDRATED)
      const opener = page.getByRole('button', { name: 'Prenumerera på nyhetsbrevet' })
      expect(await isOpen(page)).toBe(false)
      await opener.click()
      const dialog = page.getByRole('dialog', { name: 'Nyheter från Olivia' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('button', { name: 'Stäng' }).isVisible()).toBe(true)
      expect(await dialog.getByRole('textbox', { name: /^E-post/ }).isVisible()).toBe(true)
      // The whole dialog fits the phone's width.
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(await seriousViolations(page, 'dialog[data-testid="marketing-popup"]')).toEqual([])

      await page.keyboard.press('Escape')
      await expect.poll(() => isOpen(page)).toBe(false)
      expect(await focusedText(page)).toBe('Prenumerera på nyhetsbrevet')

      await opener.click()
      await expect.poll(() => dialog.isVisible()).toBe(true)
      // A click inside keeps it open; one outside it (the backdrop's corner) closes it.
      await dialog.getByText('Nya modeller, provkörningsdagar').click()
      expect(await isOpen(page)).toBe(true)
      await page.mouse.click(4, viewport.height - 4)
      await expect.poll(() => isOpen(page)).toBe(false)
      expect(await focusedText(page)).toBe('Prenumerera på nyhetsbrevet')

      // The close button closes it too.
      await opener.click()
      await dialog.getByRole('button', { name: 'Stäng' }).click()
      await expect.poll(() => isOpen(page)).toBe(false)
      await context.close()
    }
  })

  it('sends its form as a lead that is stored before the thanks, and the form is back, empty, 3 s later', async () => {
    const { context, page } = await consentedVisitor(browser, 'olivia', { width: 1440, height: 900 })
    await page.goto(siteUrl('olivia', '/blockkatalog'), HYDRATED)
    await page.getByRole('button', { name: 'Prenumerera på nyhetsbrevet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nyheter från Olivia' })
    const email = `popup-${Date.now()}@example.se`
    await dialog.getByRole('textbox', { name: /^Namn/ }).fill('Maja Popup')
    await dialog.getByRole('textbox', { name: /^E-post/ }).fill(email)
    // The consent box is required: the form says so before it sends.
    await dialog.getByRole('button', { name: 'Prenumerera' }).click()
    const consent = dialog.getByRole('checkbox', { name: /Ja, skicka mig nyheter/ })
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true')
    await consent.check()
    await dialog.getByRole('button', { name: 'Prenumerera' }).click()
    const thanks = dialog.getByRole('status')
    await expect.poll(() => thanks.textContent(), { timeout: 10_000 }).toBe('Tack! Nästa nyhetsbrev kommer till din inkorg.')
    const thankedAt = Date.now()

    // Stored as a lead of the site (the 202 came after the row).
    const leads = await api(`/api/leads?where[customerEmail][equals]=${encodeURIComponent(email)}&depth=1`)
    expect(leads.json.docs).toHaveLength(1)
    expect(leads.json.docs![0]).toMatchObject({ formName: 'Olivia FordonsimportNyhetsbrev', customerName: 'Maja Popup', values: { consent: true } })
    expect((leads.json.docs![0]!.site as { key: string }).key).toBe('olivia')

    // Re-created 3 s after the submit (spec 03 §9): the thanks go, an empty form is back in the open popup.
    const name = dialog.getByRole('textbox', { name: /^Namn/ })
    await expect.poll(() => name.isVisible(), { timeout: 8000, interval: 100 }).toBe(true)
    const back = Date.now() - thankedAt
    expect(back).toBeGreaterThanOrEqual(2500)
    expect(back).toBeLessThan(6000)
    expect(await name.inputValue()).toBe('')
    expect(await thanks.count()).toBe(0)
    expect(await isOpen(page)).toBe(true)
    expect(await focusedText(page)).toBe('Nyheter från Olivia')
    await context.close()
  })

  it('opens by itself after the editor’s delay, once per visit', async () => {
    const site = (await api('/api/sites?where[key][equals]=nordbil&depth=0')).json.docs![0]!
    const form = (await api(`/api/forms?where[site][equals]=${site.id}&where[title][equals]=Kontakta%20oss&depth=0`)).json.docs![0]!
    const home = (await api(`/api/pages?where[site][equals]=${site.id}&where[path][equals]=/&depth=0`)).json.docs![0]!
    const created = await api('/api/pages', {
      method: 'POST',
      body: {
        title: 'Popup efter en stund',
        slug: 'popup-efter-en-stund',
        parent: home.id,
        site: site.id,
        hideInNavigation: true,
        _status: 'published',
        main: [{ blockType: 'marketingPopup', trigger: 'delay', delaySeconds: 2, title: 'Hör av dig', form: form.id }],
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    onTestFinished(async () => {
      await api(`/api/pages/${created.json.doc!.id}`, { method: 'DELETE' })
    })

    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    // When the popup opened, on the page's own clock (ms since the navigation started).
    await context.addInitScript(() => {
      new MutationObserver(() => {
        const dialog = document.querySelector<HTMLDialogElement>('dialog[data-testid="marketing-popup"]')
        const w = window as unknown as { popupOpenedAt?: number }
        if (dialog?.open && w.popupOpenedAt === undefined) w.popupOpenedAt = performance.now()
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    })
    await page.goto(siteUrl('nordbil', '/popup-efter-en-stund'), HYDRATED)
    // No button: it opens by itself, 2 s after the page came to life.
    expect(await page.locator('main').getByRole('button', { name: 'Öppna formuläret' }).count()).toBe(0)
    await expect.poll(() => isOpen(page), { timeout: 8000, interval: 100 }).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { popupOpenedAt?: number }).popupOpenedAt)).toBeGreaterThanOrEqual(2000)
    expect(await page.getByRole('dialog', { name: 'Hör av dig' }).getByRole('textbox', { name: /^Namn/ }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page)).toBe(false)
    // The rest of the visit it stays closed.
    await page.reload(HYDRATED)
    await page.waitForTimeout(3500)
    expect(await isOpen(page)).toBe(false)
    await context.close()
  })

  it('on the campaign page it opens once the visitor has scrolled to half the page', async () => {
    const { context, page } = await consentedVisitor(browser, 'kilometra-se', { width: 390, height: 844 })
    await page.goto(siteUrl('kilometra-se', '/vinterkampanj'), HYDRATED)
    expect(await isOpen(page)).toBe(false)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.2))
    await page.waitForTimeout(300)
    expect(await isOpen(page)).toBe(false)
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.6))
    await expect.poll(() => isOpen(page)).toBe(true)
    const dialog = page.getByRole('dialog', { name: 'Missa inte vinterkampanjen' })
    expect(await dialog.getByRole('button', { name: 'Skicka erbjudandet' }).isVisible()).toBe(true)
    expect(await seriousViolations(page, 'dialog[data-testid="marketing-popup"]')).toEqual([])
    await page.mouse.click(4, 4)
    await expect.poll(() => isOpen(page)).toBe(false)
    await context.close()
  })
})

describe('the outside marketing form provider', () => {
  /** A stand-in for the provider's embed script (HubSpot's contract): draws a form and reports its submit. */
  const FAKE_EMBED = `window.hbspt = { forms: { create: function (o) {
    window.providerCreates = (window.providerCreates || []).concat([o.portalId + '/' + o.formId + '/' + (o.region || '')]);
    var target = document.querySelector(o.target);
    target.innerHTML = '<form><label>Leverantörens e-post <input name="email"></label> <button type="submit">Skicka till leverantören</button></form>';
    target.querySelector('form').addEventListener('submit', function (e) { e.preventDefault(); target.innerHTML = '<p>Tack från leverantören</p>'; o.onFormSubmitted(); });
  } } };`

  it('only where the site names one: fetched for visitors who allow marketing cookies, under the page’s script policy, re-created 3 s after a submit', async () => {
    const site = (await api('/api/sites?where[key][equals]=olivia&depth=0')).json.docs![0]!
    const form = (await api(`/api/forms?where[site][equals]=${site.id}&where[title][equals]=Nyhetsbrev&depth=0`)).json.docs![0]!
    const home = (await api(`/api/pages?where[site][equals]=${site.id}&where[path][equals]=/&depth=0`)).json.docs![0]!
    const created = await api('/api/pages', {
      method: 'POST',
      body: {
        title: 'Nyhetsbrev hos partnern',
        slug: 'nyhetsbrev-partner',
        parent: home.id,
        site: site.id,
        hideInNavigation: true,
        _status: 'published',
        main: [{ blockType: 'marketingPopup', trigger: 'button', buttonLabel: 'Anmäl dig', title: 'Nyhetsbrev', form: form.id, externalFormId: 'f-123' }],
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    onTestFinished(async () => {
      await api(`/api/pages/${created.json.doc!.id}`, { method: 'DELETE' })
      await api(`/api/sites/${site.id}`, { method: 'PATCH', body: { marketingFormProvider: { scriptUrl: null, accountId: null, region: null } } })
    })

    const visit = async (marketing: boolean) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const choice = { necessary: true, statistics: false, marketing, version: 1, decidedAt: new Date().toISOString() }
      await context.addCookies([{ name: 'showroom-consent', value: encodeURIComponent(JSON.stringify(choice)), domain: 'olivia.localhost', path: '/' }])
      const requested: string[] = []
      await context.route('https://forms.example.test/**', (route) => {
        requested.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_EMBED })
      })
      const page = await context.newPage()
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      await page.goto(siteUrl('olivia', '/nyhetsbrev-partner'), HYDRATED)
      await page.getByRole('button', { name: 'Anmäl dig' }).click()
      return { context, page, requested, refused }
    }

    // Without a provider on the site: the block's own form, nothing fetched.
    const before = await visit(true)
    await expect
      .poll(() =>
        before.page
          .getByRole('dialog')
          .getByRole('textbox', { name: /^E-post/ })
          .isVisible(),
      )
      .toBe(true)
    expect(before.requested).toEqual([])
    await before.context.close()

    const saved = await api(`/api/sites/${site.id}`, {
      method: 'PATCH',
      body: { marketingFormProvider: { scriptUrl: 'https://forms.example.test/embed/v2.js', accountId: '4711', region: 'eu1' } },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)

    // Marketing consent: the provider's form, through its script (with the nonce, under 'strict-dynamic').
    // The site record reaches the page within a second or two (the site cache's invalidation).
    let withProvider: Awaited<ReturnType<typeof visit>> | undefined
    await expect
      .poll(
        async () => {
          const attempt = await visit(true)
          const shown = await attempt.page
            .getByRole('button', { name: 'Skicka till leverantören' })
            .waitFor({ timeout: 3000 })
            .then(() => true)
            .catch(() => false)
          if (shown) withProvider = attempt
          else await attempt.context.close()
          return shown
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    if (!withProvider) throw new Error('the provider’s form did not show')
    expect(withProvider.requested).toEqual(['https://forms.example.test/embed/v2.js'])
    expect(withProvider.refused).toEqual([])
    const page = withProvider.page
    expect(await page.evaluate(() => (window as unknown as { providerCreates: string[] }).providerCreates)).toEqual(['4711/f-123/eu1'])
    expect(await page.locator('script[data-showroom-marketing-forms]').evaluate((el) => (el as HTMLScriptElement).nonce !== '')).toBe(true)
    expect(
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^E-post/ })
        .count(),
    ).toBe(0)
    await page.getByRole('button', { name: 'Skicka till leverantören' }).click()
    expect(await page.getByText('Tack från leverantören').isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => (window as unknown as { providerCreates: string[] }).providerCreates.length), { timeout: 8000 }).toBe(2)
    expect(await page.getByRole('button', { name: 'Skicka till leverantören' }).isVisible()).toBe(true)
    await withProvider.context.close()

    // Without marketing consent: never fetched; the block's own form.
    const necessaryOnly = await visit(false)
    await expect
      .poll(() =>
        necessaryOnly.page
          .getByRole('dialog')
          .getByRole('textbox', { name: /^E-post/ })
          .isVisible(),
      )
      .toBe(true)
    expect(necessaryOnly.requested).toEqual([])
    await necessaryOnly.context.close()
  })
})

describe('survey', () => {
  it('a visitor answers it, and never sees the editing overlay', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    await page.goto(siteUrl('nordbil', '/kundundersokning'), HYDRATED)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hur var ditt besök?')
    expect(await page.getByText('Edit Mode / Preview to test the form').count()).toBe(0)
    expect(await page.content()).not.toContain('Edit Mode')
    const survey = page.locator('main form')
    await survey.getByRole('radio', { name: '4', exact: true }).check()
    await survey.getByRole('radio', { name: 'Delvis' }).check()
    await survey.getByRole('textbox', { name: 'Något du vill tillägga?' }).fill('Snabbt och trevligt.')
    expect(await seriousViolations(page, 'main')).toEqual([])
    await survey.getByRole('button', { name: 'Skicka svaren' }).click()
    await expect.poll(() => page.getByText('Tack för dina svar! De hjälper oss att bli bättre.').isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })

  it('an editor sees “Edit Mode / Preview to test the form” over it in the live preview, the form out of reach', async () => {
    const editorEmail = e2e().adminEmail.replace(/^[^@]+/, 'editor.nordbil')
    const login = await http('/api/users/login', 'localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editorEmail, password: e2e().adminPassword }),
    })
    expect(login.status).toBe(200)
    const editorToken = (JSON.parse(login.body) as { token: string }).token
    const site = (await api('/api/sites?where[key][equals]=nordbil&depth=0', { token: editorToken })).json.docs![0]!

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport })
      await context.addCookies([{ name: 'payload-token', value: editorToken, domain: 'localhost', path: '/' }])
      const page = await context.newPage()
      await page.goto(adminUrl(`/api/preview?site=${site.id}&locale=sv&path=/kundundersokning`), HYDRATED)
      expect(page.url()).toBe(adminUrl(`/preview/${site.id}/sv/kundundersokning`))
      const overlay = page.getByText('Edit Mode / Preview to test the form')
      await expect.poll(() => overlay.isVisible()).toBe(true)
      // The overlay lies over the form, and the form cannot be reached or sent.
      const form = (await page.locator('main form').boundingBox())!
      const cover = (await page.getByTestId('survey-edit-overlay').boundingBox())!
      expect(cover.y).toBeLessThanOrEqual(form.y)
      expect(cover.y + cover.height).toBeGreaterThanOrEqual(form.y + form.height)
      expect(await page.locator('main form').evaluate((el) => el.closest('[inert]') !== null)).toBe(true)
      await page.getByRole('radio', { name: '4', exact: true }).focus()
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).not.toBe('radio')
      await context.close()
    }
  })
})
