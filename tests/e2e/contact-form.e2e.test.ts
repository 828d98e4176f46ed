import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outboxMessages } from '@/integrations/mail/mail-test-helpers'
import { consentedVisitor, e2e, http, HYDRATED, releaseBrowser, seriousViolations, siteUrl, workerBrowser } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type ListedCar = { car_id: string; slug: string; car_is_sample: boolean; car_brand: string; car_model: string }

async function carWith(siteKey: string, wanted: (car: ListedCar) => boolean): Promise<ListedCar> {
  const res = await http('/api/car-list', `${siteKey}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters: {} }, facets: [], sorts: ['newest'] }),
  })
  const car = (JSON.parse(res.body) as { cars: ListedCar[] }).cars.find(wanted)
  expect(car, `a ${siteKey} car for this test`).toBeDefined()
  return car!
}

/** The lead e-mails the built-in delivery finished writing (development: <data dir>/outbox/*.eml). */
const leadMails = () => outboxMessages(path.join(e2e().dataDir, 'outbox'))

describe('car contact form', () => {
  it('flags a bad phone number, then sends the enquiry, which reaches the dealer by e-mail', async () => {
    const car = await carWith('nordbil', (c) => !c.car_is_sample)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}#contact-testdrive`))
    const form = page.locator('#contact-form')
    // The hash pre-ticks the test drive.
    await expect.poll(() => form.getByRole('checkbox', { name: /provköra/ }).isChecked()).toBe(true)
    await form.getByRole('textbox', { name: /^Namn/ }).fill('Anna Andersson')
    const phone = form.getByRole('textbox', { name: /^Telefon/ })
    await phone.fill('12')
    await form.getByRole('textbox', { name: /^E-post/ }).fill('anna@example.se')
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    // The flag clears as soon as the field changes.
    await phone.fill('070 123 45 67')
    expect(await phone.getAttribute('aria-invalid')).not.toBe('true')
    const marker = `e2e-${Date.now()}`
    await form.getByRole('textbox', { name: /^Meddelande/ }).fill(`Finns bilen kvar? ${marker}`)
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => page.getByText('Tack för ditt meddelande!').isVisible(), { timeout: 10_000 }).toBe(true)
    // The consent text links to the site's privacy page, which exists.
    const privacy = await page
      .locator('#contact')
      .getByRole('link', { name: /integritetspolicy/ })
      .getAttribute('href')
    expect((await http(privacy ?? '/missing', 'nordbil.localhost')).status).toBe(200)
    expect(await seriousViolations(page, '#contact')).toEqual([])
    // Stored, then delivered by the outbox (kicked right after the answer).
    await expect.poll(async () => (await leadMails()).some((m) => m.includes(marker)), { timeout: 20_000 }).toBe(true)
    await context.close()
  })

  it('asks for a seller on a sample car', async () => {
    const car = await carWith('nordbil', (c) => c.car_is_sample)
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 375, height: 800 })
    // Hydrated before typing: a form submitted before its script runs would post the page itself.
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`), HYDRATED)
    const form = page.locator('#contact-form')
    const seller = form.getByRole('combobox')
    await seller.waitFor()
    expect(await seller.locator('option').first().textContent()).toBe('Välj säljare *')
    await form.getByRole('textbox', { name: /^Namn/ }).fill('Bo Berg')
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('0701234567')
    await form.getByRole('textbox', { name: /^E-post/ }).fill('bo@example.se')
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => seller.getAttribute('aria-invalid')).toBe('true')
    await seller.selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Skicka' }).click()
    await expect.poll(() => page.getByText('Tack för ditt meddelande!').isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })

  it('answers bad input with 400 naming the field, and a repeated submission id with the same lead', async () => {
    const car = await carWith('nordbil', (c) => !c.car_is_sample)
    const body = (phone: string) =>
      JSON.stringify({
        formName: 'Nordbil GruppenCarContactForm',
        formSubmissionId: '7f9a2c1e-3b4d-4e5f-8a6b-0c1d2e3f4a5b',
        website: '',
        values: {
          car: { id: car.car_id },
          name: 'Cecilia',
          phone,
          email: 'c@example.se',
          source: `http://nordbil.localhost/kop-bil/${car.car_id}/${car.slug}`,
        },
      })
    const bad = await http('/api/forms/comhub', 'nordbil.localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body('x') })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).fields.map((f: { field: string }) => f.field)).toContain('phone')
    const first = await http('/api/forms/comhub', 'nordbil.localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body('0701234567'),
    })
    const again = await http('/api/forms/comhub', 'nordbil.localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body('0701234567'),
    })
    expect([first.status, again.status]).toEqual([202, 202])
    expect(JSON.parse(again.body).id).toBe(JSON.parse(first.body).id)
  })
})
