import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, http, launchBrowser, siteUrl } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The first car of a site's list matching the filters. */
async function carWith(siteKey: string, filters: Record<string, string[]>): Promise<{ car_id: string; slug: string }> {
  const res = await http('/api/car-list', `${siteKey}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters }, facets: [], sorts: ['newest'] }),
  })
  const cars = (JSON.parse(res.body) as { cars: { car_id: string; slug: string }[] }).cars
  expect(cars.length, `a ${siteKey} car with ${JSON.stringify(filters)}`).toBeGreaterThan(0)
  return cars[0]!
}

const seriousViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

describe('finance sidebar', () => {
  it('recalculates a Swedish car loan and company leasing as the visitor moves the controls', async () => {
    const car = await carWith('nordbil', { car_has_companyleasing: ['true'] })
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`))
    const finance = page.locator('#finance')
    await finance.getByRole('tab', { name: /Billån/ }).click()
    const loanPanel = finance.getByRole('tabpanel')
    const monthly = () => loanPanel.getByText(/kr\/mån$/).first().textContent()
    const before = await monthly()
    // A shorter term costs more per month.
    await loanPanel.getByRole('slider', { name: /Löptid/ }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(monthly).not.toBe(before)
    // A typed down payment with leading zeros is read as a number and kept within the bounds.
    const typed = loanPanel.getByRole('textbox', { name: /kontantinsats/i })
    await typed.fill('0000')
    await typed.press('Enter')
    expect(Number((await typed.inputValue()).replace(/\D/g, ''))).toBeGreaterThan(0)
    expect(await loanPanel.getByText(/^Räkneexempel/).textContent()).not.toMatch(/\{\d\}/)
    expect(await seriousViolations(page, '#finance')).toEqual([])

    await finance.getByRole('tab', { name: /Företagsleasing/ }).click()
    const leasingPanel = finance.getByRole('tabpanel')
    expect(await leasingPanel.textContent()).toContain('exkl. moms')
    const rent = () => leasingPanel.getByText(/kr\/mån$/).first().textContent()
    const firstRent = await rent()
    const mileages = leasingPanel.getByRole('radio')
    expect(await mileages.count()).toBeGreaterThan(1)
    await mileages.nth(2).check()
    await expect.poll(rent).not.toBe(firstRent)
    expect(await seriousViolations(page, '#finance')).toEqual([])
    await context.close()
  })
})
