import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { facetValueSlug } from '@/features/car-list'

import { importNordbilCar } from './stock-feed'
import { consentedVisitor, e2e, HYDRATED, http, releaseBrowser, seriousViolations, siteUrl, workerBrowser } from './helpers'

/**
 * Saved searches with e-mail alerts (issue 41 item 1): save a search from the car list, confirm it
 * from the e-mail, get an alert naming the car a stock import brought, and stop it from the alert.
 */
let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type ListedCar = { car_id: string; slug: string; car_brand: string; car_model: string; car_price: number }

/** The e-mails in the server's outbox to one address, their bodies decoded (quoted-printable), oldest first. */
function mailsTo(address: string): { from: string; subject: string; body: string }[] {
  const folder = path.join(e2e().dataDir, 'outbox')
  let files: string[]
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return (
    files
      // Long header lines are folded (a line break and a space); unfolded, each header is one line.
      .map((file) => readFileSync(path.join(folder, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
      .filter((raw) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(raw))
      .map((raw) => ({
        from: /^From: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        date: Date.parse(/^Date: (.*)$/m.exec(raw)?.[1] ?? ''),
        body: Buffer.from(
          raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
      }))
      .sort((a, b) => a.date - b.date)
  )
}

/** A link of the site in an e-mail's text (the first that matches). */
function linkIn(body: string, pattern: RegExp): string {
  const match = pattern.exec(body)
  if (!match) throw new Error(`No link matching ${pattern} in:\n${body}`)
  return match[0]
}

describe('saved searches', () => {
  it('saves a search, confirms it from the e-mail, alerts about a car an import brought into it, and stops from the alert', { timeout: 180_000 }, async () => {
    // A new car far down the list (the favourites test takes the 11th): priced just above the
    // saved search's range, then brought into it by an import.
    const listed = await http('/api/car-list', 'nordbil.localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { filters: { car_is_used: ['false'], car_is_sample: ['false'] } }, facets: [], sorts: ['newest'] }),
    })
    const car = (JSON.parse(listed.body) as { cars: ListedCar[] }).cars[14]!
    const db = createClient({ url: `file:${path.join(e2e().dataDir, 'showroom.db')}` })
    const row = (await db.execute({ sql: "SELECT record FROM stock_cars WHERE index_name = 'vehicles-se' AND car_id = ?", args: [car.car_id] })).rows[0]!
    db.close()
    const original = JSON.parse(String(row.record)) as { car_price: number }
    const range = `${original.car_price - 20_000}-${original.car_price - 5_000}`
    const listPath = `/kop-bil/${facetValueSlug(car.car_brand)}/${facetValueSlug(car.car_model)}?car_price=${range}`
    const email = `e2e-${Date.now()}@example.com`

    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 390, height: 844 })
    try {
      await page.goto(siteUrl('nordbil', listPath), HYDRATED)
      await page.getByRole('button', { name: 'Bevaka sökningen' }).click()
      const dialog = page.getByRole('dialog', { name: 'Få mejl om nya bilar' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByText(car.car_model, { exact: false }).count()).toBeGreaterThan(0)
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByLabel('E-postadress').fill('inte en adress')
      await dialog.getByRole('button', { name: 'Starta bevakningen' }).click()
      await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Skriv en giltig e-postadress')
      await dialog.getByLabel('E-postadress').fill(email)
      await dialog.getByRole('button', { name: 'Starta bevakningen' }).click()
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toBe(`Nästan klart! Klicka på länken i mejlet vi skickade till ${email} för att starta bevakningen.`)
      await dialog.getByRole('button', { name: 'Stäng' }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)

      // The confirmation e-mail: nothing else is sent until its link is opened.
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1)
      // From the site the visitor gave their address to, by its name.
      expect(mailsTo(email)[0]!.from).toMatch(/^Nordbil Gruppen <[^>]+>$/)
      const confirmUrl = linkIn(mailsTo(email)[0]!.body, /http:\/\/nordbil\.localhost:\d+\/bevakningar\?confirm=[A-Za-z0-9_-]{43}/)
      await page.goto(confirmUrl, HYDRATED)
      await expect
        .poll(() => page.getByRole('main').getByRole('status').textContent())
        .toBe('Klart! Du får ett mejl när nya bilar som matchar sökningen kommer in.')
      const saved = page.getByRole('listitem').filter({ hasText: car.car_model })
      expect(await saved.getByText('Aktiv').count()).toBe(1)
      expect(await seriousViolations(page, 'main')).toEqual([])

      // The nightly import lowers the car's price into the search's range: one alert names it.
      importNordbilCar({ ...original, car_price: original.car_price - 10_000 })
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2)
      const alert = mailsTo(email)[1]!
      expect(alert.body).toContain(`/kop-bil/${car.car_id}/${car.slug}`)
      expect(alert.body).toContain('Nya bilar')
      expect(alert.body).toMatch(/^List-Unsubscribe: <http:\/\/nordbil\.localhost:\d+\/api\/search-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}&all=1>\r?$/m)

      // Its link stops the search.
      const unsubscribeUrl = linkIn(alert.body, /http:\/\/nordbil\.localhost:\d+\/bevakningar\?unsubscribe=[A-Za-z0-9_-]{43}/)
      await page.goto(unsubscribeUrl, HYDRATED)
      await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toMatch(/^Du får inte längre mejl om sökningen ”.+”\.$/)
      expect(await saved.getByText('Avslutad').count()).toBe(1)
      expect(await saved.getByRole('button', { name: /^Sluta bevaka/ }).count()).toBe(0)
    } finally {
      importNordbilCar(original)
      await context.close()
    }
    // The import that put the price back sends nothing to a stopped search.
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('tells a visitor who opens the page without a link what it is for, and a broken link that it no longer works', async () => {
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1280, height: 900 })
    try {
      await page.goto(siteUrl('nordbil', '/bevakningar'), HYDRATED)
      await expect.poll(() => page.getByText(/^Här ser du dina bevakade sökningar/).count()).toBe(1)
      await page.goto(siteUrl('nordbil', `/bevakningar?manage=${'x'.repeat(43)}`), HYDRATED)
      await expect
        .poll(() => page.getByRole('main').getByRole('alert').textContent())
        .toBe('Länken fungerar inte längre. Bevaka sökningen på nytt från bilsidan.')
    } finally {
      await context.close()
    }
  })
})
