import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, releaseBrowser, workerBrowser, siteUrl, HYDRATED, seriousViolations } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

/** YYYY-MM-DD of today plus `days`, in the browser's (and this machine's) local time. */
const localDate = (days: number) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('forms', () => {
  it('sends the sell-car form once name, phone, e-mail and a choice are given', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 375, height: 800 })
    // Hydrated before typing: a form submitted before its script runs would post the page itself.
    await page.goto(siteUrl('nordbil', '/salj-bil'), HYDRATED)
    const form = page.locator('main form')
    await form.getByRole('textbox', { name: /^Registreringsnummer/ }).fill('ABC 123')
    await form.getByLabel(/^Miltal/).fill('8500')
    await form.getByRole('textbox', { name: /^Namn/ }).fill('Erik Ek')
    await form.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0701234567')
    await form.getByRole('textbox', { name: /^E-postadress/ }).fill('not-an-address')
    await form.getByRole('radio', { name: 'Byta in bil' }).check()
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => form.getByRole('textbox', { name: /^E-postadress/ }).getAttribute('aria-invalid')).toBe('true')
    await form.getByRole('textbox', { name: /^E-postadress/ }).fill('erik@example.se')
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => page.getByText('Tack! Vi värderar din bil och hör av oss inom två arbetsdagar.').isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await seriousViolations(page, 'main')).toEqual([])
    await context.close()
  })

  it('books a Norwegian service: a date before today is refused, consent and (as the form definition marks it) the newsletter box are required, then the thank-you', async () => {
    const { context, page } = await consentedVisitor(browser, 'fjordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('fjordbil', '/service-og-verksted/bestill-service'), HYDRATED)
    const form = page.locator('main form')
    await form.getByRole('combobox', { name: /^Nærmeste forhandler/ }).selectOption({ index: 1 })
    await form.getByRole('textbox', { name: /^Registreringsnummer/ }).fill('EL 12345')
    const date = form.getByLabel(/^Ønsket dato/)
    await date.fill(localDate(-1))
    await form.getByRole('checkbox').first().check()
    await form.getByRole('textbox', { name: /^Navn/ }).fill('Kari Nordmann')
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+47 912 34 567')
    await form.getByRole('textbox', { name: /^E-post/ }).fill('kari@example.no')
    await form.getByRole('button', { name: 'Send forespørsel' }).click()
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true')
    await date.fill(localDate(3))
    await form.getByRole('button', { name: 'Send forespørsel' }).click()
    const consent = form.getByRole('checkbox', { name: /Jeg samtykker/ })
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true')
    // Fjordbil's form definition marks the newsletter box required (spec 03 §5, issue 36 item 9).
    const newsletter = form.getByRole('checkbox', { name: /nyhetsbrev/ })
    expect(await newsletter.getAttribute('required')).not.toBeNull()
    await expect.poll(() => newsletter.getAttribute('aria-invalid')).toBe('true')
    await consent.check()
    await form.getByRole('button', { name: 'Send forespørsel' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '')).toMatch(/nyhetsbrev/)
    expect(await page.getByText('Takk for din henvendelse!').count()).toBe(0)
    await newsletter.check()
    await form.getByRole('button', { name: 'Send forespørsel' }).click()
    await expect.poll(() => page.getByText('Takk for din henvendelse!').isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await page.getByText('Vi tar kontakt med deg for å bekrefte din booking.').isVisible()).toBe(true)
    expect(await seriousViolations(page, 'main')).toEqual([])
    await context.close()
  })

  it('shows the CMS-built contact form on the contact page', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', '/kontakt'))
    const form = page.locator('main form')
    await form.first().waitFor()
    expect(await form.getByRole('textbox').count()).toBeGreaterThanOrEqual(2)
    expect(await page.getByText('Missing FormId').count()).toBe(0)
    await context.close()
  })
})
