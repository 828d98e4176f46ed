import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentedVisitor, http, releaseBrowser, workerBrowser, siteUrl, HYDRATED, seriousViolations } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await workerBrowser()
})
afterAll(async () => {
  await releaseBrowser(browser)
})

type ListedCar = { car_id: string; slug: string; car_has_companyleasing?: boolean | null; car_loan_monthly_cost?: number | null }

/** The first car of a site's newest list that `wanted` accepts. */
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

describe('finance sidebar', () => {
  it('recalculates a Swedish car loan and company leasing as the visitor moves the controls', async () => {
    const car = await carWith('nordbil', (c) => c.car_has_companyleasing === true && typeof c.car_loan_monthly_cost === 'number')
    const { context, page } = await consentedVisitor(browser, 'nordbil', { width: 1440, height: 900 })
    await page.goto(siteUrl('nordbil', `/kop-bil/${car.car_id}/${car.slug}`), HYDRATED)
    const finance = page.locator('#finance')
    await finance.getByRole('tab', { name: /Billån/ }).click()
    const loanPanel = finance.getByRole('tabpanel')
    const monthly = () =>
      loanPanel
        .getByText(/kr\/mån$/)
        .first()
        .textContent()
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
    const rent = () =>
      leasingPanel
        .getByText(/kr\/mån$/)
        .first()
        .textContent()
    const firstRent = await rent()
    const mileages = leasingPanel.getByRole('radio')
    expect(await mileages.count()).toBeGreaterThan(1)
    await mileages.nth(2).check()
    await expect.poll(rent).not.toBe(firstRent)
    expect(await seriousViolations(page, '#finance')).toEqual([])
    await context.close()
  })

  it('quotes a UK car: the deposit moves the payment, the payment moves the deposit, PCP asks for the mileage', async () => {
    const car = await carWith('thames', () => true)
    const { context, page } = await consentedVisitor(browser, 'thames', { width: 1440, height: 900 })
    await page.goto(siteUrl('thames', `/buy-car/${car.car_id}/${car.slug}`), HYDRATED)
    const widget = page.getByTestId('finance-quote-widget')
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready')
    const tabs = widget.getByRole('tab')
    expect(await tabs.count()).toBe(2)
    const panel = () => widget.getByRole('tabpanel')
    const monthly = () => panel().getByTestId('finance-quote-monthly-payment').textContent()
    const deposit = () =>
      panel()
        .getByRole('slider', { name: /^Deposit/ })
        .inputValue()

    // HP: no mileage. Deposit up → the payment is recalculated (ToRegularPayment).
    await tabs.first().click()
    await expect.poll(monthly, { timeout: 10_000 }).toMatch(/£/)
    expect(
      await panel()
        .getByRole('slider', { name: /mileage/i })
        .count(),
    ).toBe(0)
    const firstPayment = await monthly()
    await panel()
      .getByRole('slider', { name: /^Deposit/ })
      .fill(String(Number(await deposit()) + 2000))
    await expect.poll(monthly, { timeout: 10_000 }).not.toBe(firstPayment)

    // Payment down → the deposit is recalculated (ToCashDeposit).
    const depositBefore = await deposit()
    const payment = panel().getByRole('slider', { name: /payment/i })
    await payment.fill(String(Math.max(Number(await payment.getAttribute('min')), Number(await payment.inputValue()) - 40)))
    await expect.poll(deposit, { timeout: 10_000 }).not.toBe(depositBefore)

    // PCP has the annual mileage; more miles means a different quote.
    await tabs.nth(1).click()
    const mileage = panel().getByRole('slider', { name: /mileage/i })
    await mileage.waitFor()
    await expect.poll(monthly, { timeout: 10_000 }).toMatch(/£/)
    const pcpPayment = await monthly()
    await mileage.fill((await mileage.getAttribute('max')) ?? '')
    await expect.poll(monthly, { timeout: 10_000 }).not.toBe(pcpPayment)
    expect(await seriousViolations(page, '#finance')).toEqual([])
    await context.close()
  })

  it('on a phone, asks for the UK quote only once the widget is scrolled into view (issue 39: its contract code loads on demand)', async () => {
    const car = await carWith('thames', () => true)
    const { context, page } = await consentedVisitor(browser, 'thames', { width: 412, height: 823 })
    const calls: string[] = []
    page.on('request', (request) => request.url().includes('/api/codeweaver/') && calls.push(new URL(request.url()).pathname))
    await page.goto(siteUrl('thames', `/buy-car/${car.car_id}/${car.slug}`), HYDRATED)
    const widget = page.getByTestId('finance-quote-widget')
    // Below the first screen: still waiting, nothing asked.
    expect(await widget.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(823)
    await page.waitForTimeout(500)
    expect(calls).toEqual([])
    expect(await widget.getAttribute('data-state')).toBe('loading')

    await widget.scrollIntoViewIfNeeded()
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready')
    expect(calls[0]).toBe('/api/codeweaver/default')
    await expect.poll(() => widget.getByTestId('finance-quote-monthly-payment').first().textContent(), { timeout: 10_000 }).toMatch(/£/)
    await context.close()
  })
})
