// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { formatPerMonth } from './finance-quote-view'
import { FinanceQuoteWidget, type FinanceQuoteWidgetProps } from './FinanceQuoteWidget'
import { engineQuote, financeServer, gbp, jsonResponse, ORGANISATION, plain, testVehicle, textsFor } from './widget-test-fixtures'

const texts = textsFor('en')

let server: ReturnType<typeof financeServer>

const widgetElement = (props: Partial<FinanceQuoteWidgetProps> = {}) => (
  <FinanceQuoteWidget carId="5001" vehicle={testVehicle} organisationIdentifier={ORGANISATION} texts={texts} languageTag="en-GB" debounceMs={20} {...props} />
)
const renderWidget = (props: Partial<FinanceQuoteWidgetProps> = {}) => render(widgetElement(props))

/** A real pause, for answers that must NOT change what is shown: more time only makes a wrong change likelier to show. */
const pause = (ms: number) => act(async () => new Promise<void>((resolve) => setTimeout(resolve, ms)))

const widget = () => screen.getByTestId('finance-quote-widget')
const statusText = () => plain(screen.queryByTestId('finance-quote-status')?.textContent)
const tab = (name: string) => screen.getByRole<HTMLButtonElement>('tab', { name, hidden: true })
const panelOf = (name: string): HTMLElement => {
  const panel = document.getElementById(tab(name).getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error(`no panel for ${name}`)
  return panel
}
const hp = () => panelOf('Hire Purchase')
const pcp = () => panelOf('Personal Contract Purchase')
const slider = (label: string, panel: HTMLElement = hp()) => within(panel).getByRole<HTMLInputElement>('slider', { name: label })
/** Whether a panel, shown or not, has a slider with this label. */
const hasSlider = (label: string, panel: HTMLElement) => within(panel).queryByRole('slider', { name: label, hidden: true }) !== null
/** Moves a native range input to a value (user-event cannot drag a slider; this is the input event a drag sends). */
const slide = (element: HTMLInputElement, value: string) => fireEvent.change(element, { target: { value } })
const monthly = (panel: HTMLElement = hp()) => plain(panel.querySelector('[data-testid="finance-quote-monthly-payment"] [data-monthly-cost]')?.textContent)
const row = (key: string, panel: HTMLElement = hp()) => plain(panel.querySelector(`[data-row="${key}"] dd`)?.textContent)
const valueText = (element: HTMLElement) => plain(element.getAttribute('aria-valuetext'))
const perMonth = (amount: number) => plain(formatPerMonth(amount, 'en-GB', texts))
const lastParameters = () => server.quoteParameters().at(-1)

/** The first HP quote: £15,000, £1,500 deposit, 48 months at 9.9 % APR (the engine tests' PMT reference). */
const firstQuoteShown = () => waitFor(() => expect(monthly()).toBe('£339.02 per month'))

beforeEach(() => {
  server = financeServer()
  vi.stubGlobal('fetch', server.fetchMock)
  // happy-dom's IntersectionObserver never reports: without one, the widget counts as in view at once.
  vi.stubGlobal('IntersectionObserver', undefined)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('FinanceQuoteWidget: loading and products (spec 02 §4, §7)', () => {
  it('asks for nothing until it is in view (issue 39: the contract chunk is not loaded for a phone that never scrolls there)', async () => {
    const observed: { callback?: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] } = { targets: [] }
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.callback = callback
          observed.options = options
        }
        observe(target: Element) {
          observed.targets.push(target)
        }
        disconnect() {}
      },
    )
    renderWidget()
    await pause(50)
    expect(server.fetchMock).not.toHaveBeenCalled()
    expect(widget().dataset.state).toBe('loading')
    expect(observed.targets).toEqual([widget()])
    expect(observed.options?.rootMargin).toBe('0px')

    act(() => observed.callback?.([{ target: widget(), isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver))
    await firstQuoteShown()
    expect(server.defaultBodies()).toEqual([{ PhysicalVehicle: testVehicle, OrganisationIdentifier: ORGANISATION }])
  })

  it('says "Loading Finance options..." as a status while the products load, then quotes the first product', async () => {
    const release = server.hold('default')
    renderWidget()
    expect(widget().dataset.state).toBe('loading')
    expect(plain(screen.getByRole('status').textContent)).toBe('Loading Finance options...')
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    // The request leaves once the contract chunk is loaded (finance-quote-client).
    await waitFor(() => expect(server.defaultBodies()).toEqual([{ PhysicalVehicle: testVehicle, OrganisationIdentifier: ORGANISATION }]))

    release()
    await firstQuoteShown()
    expect(widget().dataset.state).toBe('ready')
    expect(statusText()).toBe('')
    expect(server.quoteParameters()).toEqual([
      { Term: 48, CashDeposit: 1_500, FinanceProductFamilyKeys: ['HP'], CalculationType: 'ToRegularPayment', OrganisationIdentifier: ORGANISATION },
    ])
    const [, init] = server.fetchMock.mock.calls.at(-1) ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ VehicleRequests: [{ Id: '5001', PhysicalVehicle: testVehicle }] })
  })

  it('shows the spec’s apology, visibly, when the products call fails (502)', async () => {
    server.override('default', async () => jsonResponse({ error: 'provider down', userMessage: 'x' }, 502))
    const { container } = renderWidget()
    await waitFor(() => expect(widget().dataset.state).toBe('unavailable'))
    expect(statusText()).toBe(
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
    )
    expect(widget().className).not.toContain('sr-only')
    expect(plain(screen.getByRole('heading', { level: 2 }).textContent)).toBe('Finance')
    expect(container.querySelector('input')).toBeNull()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(server.quoteParameters()).toEqual([])
  })

  it('shows the apology when the products call cannot reach the server, or answers a wrong shape', async () => {
    server.override('default', async () => {
      throw new TypeError('Failed to fetch')
    })
    const first = renderWidget()
    await waitFor(() => expect(widget().dataset.state).toBe('unavailable'))

    first.unmount()
    server.override('default', async () => jsonResponse({ Products: 'none' }))
    renderWidget()
    await waitFor(() => expect(widget().dataset.state).toBe('unavailable'))
  })
})

describe('FinanceQuoteWidget: product tabs and sliders (spec 02 §4, §9)', () => {
  it('offers the products as a real tablist; arrows select and quote the next product', async () => {
    renderWidget()
    await firstQuoteShown()
    const user = userEvent.setup({ delay: null })
    expect(screen.getByRole('tablist', { name: 'Finance products' }).getAttribute('aria-label')).toBe('Finance products')
    const tabs = screen.getAllByRole<HTMLButtonElement>('tab')
    expect(tabs.map((tab) => [plain(tab.textContent), tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Hire Purchase', 'true', 0],
      ['Personal Contract Purchase', 'false', -1],
    ])
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      expect(panel?.getAttribute('role')).toBe('tabpanel')
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
    }
    expect(pcp().hidden).toBe(true)

    await user.click(tabs[0]!)
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabs[1])
    expect(hp().hidden).toBe(true)
    expect(pcp().hidden).toBe(false)
    await waitFor(() => expect(lastParameters()).toMatchObject({ FinanceProductFamilyKeys: ['PCP'], Term: 36, AnnualMileage: 10_000, CashDeposit: 1_500 }))
  })

  it('labels each slider and gives its value in words with the unit; HP has no mileage slider', async () => {
    renderWidget()
    await firstQuoteShown()
    const term = slider('Term')
    expect([term.type, term.min, term.max, term.step, term.value]).toEqual(['range', '24', '60', '12', '48'])
    expect(valueText(term)).toBe('48 months')
    const deposit = slider('Deposit')
    expect([deposit.min, deposit.max, deposit.step, deposit.value]).toEqual(['1500', '7500', '1', '1500'])
    expect(valueText(deposit)).toBe('£1,500')
    const payment = slider('Monthly payment')
    expect(payment.step).toBe('1')
    expect(valueText(payment)).toBe('£339.02 per month')
    expect(hasSlider('Annual mileage', hp())).toBe(false)
    expect(row('deposit')).toBe('£1,500')
    expect(row('term')).toBe('48 months')
    expect(row('apr')).toMatch(/^\d+\.\d%$/u)
    expect(row('totalAmountPayable')).toMatch(/^£[\d,]+\.\d\d$/u)
    expect(row('finalPayment')).toBe('')
  })

  it('moving the deposit slider asks for the payment (ToRegularPayment) and shows it', async () => {
    renderWidget()
    await firstQuoteShown()
    slide(slider('Deposit'), '3000')
    expect(valueText(slider('Deposit'))).toBe('£3,000')
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 3_000, CalculationType: 'ToRegularPayment' })
    await waitFor(() => expect(monthly()).toBe(perMonth(expected.TotalRegularPayment)))
    expect(lastParameters()).toEqual({
      Term: 48,
      CashDeposit: 3_000,
      FinanceProductFamilyKeys: ['HP'],
      CalculationType: 'ToRegularPayment',
      OrganisationIdentifier: ORGANISATION,
    })
    expect(valueText(slider('Monthly payment'))).toBe(perMonth(expected.TotalRegularPayment))
    expect(row('deposit')).toBe('£3,000')
  })

  it('moving the payment slider asks for the deposit (ToCashDeposit) and moves the deposit slider', async () => {
    renderWidget()
    await firstQuoteShown()
    slide(slider('Monthly payment'), '250')
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, RegularPayment: 250, CalculationType: 'ToCashDeposit' })
    await waitFor(() => expect(valueText(slider('Deposit'))).toBe(gbp(expected.CashDeposit)))
    expect(lastParameters()).toEqual({
      Term: 48,
      RegularPayment: 250,
      FinanceProductFamilyKeys: ['HP'],
      CalculationType: 'ToCashDeposit',
      OrganisationIdentifier: ORGANISATION,
    })
    expect(expected.CashDeposit).toBeGreaterThan(1_500)
    expect(monthly()).toBe(perMonth(expected.TotalRegularPayment))
    expect(row('deposit')).toBe(gbp(expected.TotalDeposit))
  })

  it('a term change asks for a new quote, keeping the deposit', async () => {
    renderWidget()
    await firstQuoteShown()
    slide(slider('Term'), '36')
    expect(valueText(slider('Term'))).toBe('36 months')
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 36, CashDeposit: 1_500, CalculationType: 'ToRegularPayment' })
    await waitFor(() => expect(monthly()).toBe(perMonth(expected.TotalRegularPayment)))
    expect(lastParameters()).toMatchObject({ Term: 36, CashDeposit: 1_500, CalculationType: 'ToRegularPayment' })
    expect(row('term')).toBe('36 months')
    // The payment is above the products' range for 48 months: the slider widens to hold it.
    expect(Number(slider('Monthly payment').max)).toBeGreaterThanOrEqual(expected.TotalRegularPayment)
  })

  it('waits for the visitor to rest: quick moves make one request, for the last value', async () => {
    renderWidget({ debounceMs: 80 })
    await firstQuoteShown()
    const calls = server.quoteParameters().length
    // The wait on a clock of the test's own, so a busy machine cannot stretch the quick moves apart.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    slide(slider('Deposit'), '2000')
    act(() => vi.advanceTimersByTime(79))
    slide(slider('Deposit'), '2500')
    act(() => vi.advanceTimersByTime(79))
    slide(slider('Deposit'), '3000')
    act(() => vi.advanceTimersByTime(79))
    expect(server.quoteParameters().length).toBe(calls)
    act(() => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 3_000, CalculationType: 'ToRegularPayment' })
    await waitFor(() => expect(monthly()).toBe(perMonth(expected.TotalRegularPayment)))
    expect(server.quoteParameters().slice(calls)).toEqual([expect.objectContaining({ CashDeposit: 3_000 })])
  })

  it('aborts a request a newer move replaces; its late answer does not count', async () => {
    renderWidget()
    await firstQuoteShown()
    const release = server.hold('cfd', { ignoreAbort: true })
    slide(slider('Deposit'), '2000')
    await waitFor(() => expect(lastParameters()).toMatchObject({ CashDeposit: 2_000 }))
    const [, staleInit] = server.fetchMock.mock.calls.at(-1) ?? []
    const staleAnswer = server.fetchMock.mock.results.at(-1)?.value
    expect(widget().querySelector('[aria-busy="true"]')).not.toBeNull()

    slide(slider('Deposit'), '3000')
    expect(staleInit?.signal?.aborted).toBe(true)
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 3_000, CalculationType: 'ToRegularPayment' })
    await waitFor(() => expect(monthly()).toBe(perMonth(expected.TotalRegularPayment)))

    release()
    await act(async () => {
      await staleAnswer
    })
    await pause(30)
    expect(monthly()).toBe(perMonth(expected.TotalRegularPayment))
    expect(valueText(slider('Deposit'))).toBe('£3,000')
    expect(widget().querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('PCP: a mileage slider in miles, the final payment, and a new quote on a mileage change', async () => {
    renderWidget()
    await firstQuoteShown()
    const user = userEvent.setup({ delay: null })
    await user.click(tab('Personal Contract Purchase'))
    const first = await engineQuote({
      FinanceProductFamilyKeys: ['PCP'],
      Term: 36,
      AnnualMileage: 10_000,
      CashDeposit: 1_500,
      CalculationType: 'ToRegularPayment',
    })
    await waitFor(() => expect(monthly(pcp())).toBe(perMonth(first.TotalRegularPayment)))
    const mileage = slider('Annual mileage', pcp())
    expect([mileage.min, mileage.step, mileage.value]).toEqual(['5000', '5000', '10000'])
    expect(valueText(mileage)).toBe('10,000 miles')
    expect(row('annualMileage', pcp())).toBe('10,000 miles')
    expect(row('finalPayment', pcp())).toBe(gbp(first.FinalPayment ?? NaN))
    expect(row('guaranteedFutureValue', pcp())).toBe(gbp(first.GuaranteedFutureValue ?? NaN))
    // Still none on the HP panel.
    expect(hasSlider('Annual mileage', hp())).toBe(false)

    slide(slider('Annual mileage', pcp()), '15000')
    expect(valueText(slider('Annual mileage', pcp()))).toBe('15,000 miles')
    const expected = await engineQuote({
      FinanceProductFamilyKeys: ['PCP'],
      Term: 36,
      AnnualMileage: 15_000,
      CashDeposit: 1_500,
      CalculationType: 'ToRegularPayment',
    })
    await waitFor(() => expect(monthly(pcp())).toBe(perMonth(expected.TotalRegularPayment)))
    expect(lastParameters()).toEqual({
      Term: 36,
      AnnualMileage: 15_000,
      CashDeposit: 1_500,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToRegularPayment',
      OrganisationIdentifier: ORGANISATION,
    })
    expect(row('annualMileage', pcp())).toBe('15,000 miles')
  })

  it('shows the representative example blocks and the provider’s notifications', async () => {
    renderWidget()
    await firstQuoteShown()
    const block = hp().querySelector('[data-block="RepresentativeExample"]')
    expect(plain(block?.querySelector('h3')?.textContent)).toBe('Representative example')
    expect(block?.querySelectorAll('[data-row]').length).toBeGreaterThan(5)
    expect(block?.getAttribute('aria-labelledby')).toBe(block?.querySelector('h3')?.id)

    expect(hp().querySelector('[data-testid="finance-quote-notifications"]')).toBeNull()
    // The lowest payment over a shorter term needs more than the maximum deposit: the provider
    // quotes the maximum and says so (the term move keeps the unanswered payment move's ToCashDeposit).
    slide(slider('Monthly payment'), slider('Monthly payment').min)
    slide(slider('Term'), '24')
    await waitFor(() => expect(hp().querySelector('[data-testid="finance-quote-notifications"]')).not.toBeNull())
    expect(lastParameters()).toMatchObject({ Term: 24, CalculationType: 'ToCashDeposit' })
    expect(valueText(slider('Deposit'))).toBe('£7,500')
    expect(plain(hp().querySelector('[data-testid="finance-quote-notifications"]')?.textContent)).toMatch(/deposit/u)
  })
})

describe('FinanceQuoteWidget: errors (spec 02 §8)', () => {
  it('hides itself when the quotation has HasError, leaving only the provider’s UserMessage for screen readers', async () => {
    const message = 'Hire Purchase is not available for this car. Please contact our team.'
    server.override('cfd', (init) =>
      server.engineAnswer(init, (response) => ({
        Vehicles: response.Vehicles.map((vehicle) => ({
          ...vehicle,
          FinanceQuotations: vehicle.FinanceQuotations.map((q) => ({ ...q, HasError: true, Error: { UserMessage: message }, Blocks: [], Finance: null })),
        })),
      })),
    )
    const { container } = renderWidget()
    await waitFor(() => expect(widget().dataset.state).toBe('hidden'))
    expect(widget().className).toBe('sr-only')
    expect(container.querySelector('h2, h3, input, [role="tab"], a, button')).toBeNull()
    expect(plain(screen.getByRole('status').textContent)).toBe(message)
  })

  it('hides itself on a vehicle HasError after a slider move', async () => {
    renderWidget()
    await firstQuoteShown()
    server.override('cfd', async () =>
      jsonResponse({ Vehicles: [{ Id: '5001', HasError: true, Error: { UserMessage: 'No finance on this car.' }, FinanceQuotations: [] }] }),
    )
    slide(slider('Deposit'), '2000')
    await waitFor(() => expect(widget().dataset.state).toBe('hidden'))
    expect(screen.queryByRole('slider')).toBeNull()
    expect(statusText()).toBe('No finance on this car.')
  })

  it('hides itself when the products answer HasError (a car priced outside the provider’s limits)', async () => {
    renderWidget({ vehicle: { ...testVehicle, OnTheRoadPrice: 1_000 } })
    await waitFor(() => expect(widget().dataset.state).toBe('hidden'))
    expect(statusText()).toMatch(/^We can only offer finance online on cars priced from £2,500\.00/u)
    expect(server.quoteParameters()).toEqual([])
  })

  it('a failing quote call shows an inline error with a retry that asks again', async () => {
    server.override('cfd', async () => {
      throw new TypeError('Failed to fetch')
    })
    const user = userEvent.setup({ delay: null })
    renderWidget()
    const alert = await screen.findByRole('alert')
    expect(alert).toBe(screen.getByTestId('finance-quote-error'))
    expect(plain(alert.textContent)).toContain("We couldn't update your quote. Please check your connection and try again.")
    const retry = within(alert).getByRole<HTMLButtonElement>('button', { name: 'Try again' })
    expect(retry.type).toBe('button')
    await user.click(retry)
    await firstQuoteShown()
    expect(screen.queryByTestId('finance-quote-error')).toBeNull()
    expect(server.quoteParameters()).toHaveLength(2)
    expect(server.quoteParameters()[1]).toEqual(server.quoteParameters()[0])
  })

  it('keeps the last figures beside the inline error when a move’s quote fails (500)', async () => {
    const user = userEvent.setup({ delay: null })
    renderWidget()
    await firstQuoteShown()
    server.override('cfd', async () => jsonResponse({ error: 'boom' }, 500))
    slide(slider('Deposit'), '2000')
    const error = await screen.findByTestId('finance-quote-error')
    expect(monthly()).toBe('£339.02 per month')
    expect(valueText(slider('Deposit'))).toBe('£2,000')
    await user.click(within(error).getByRole('button'))
    const expected = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 2_000, CalculationType: 'ToRegularPayment' })
    await waitFor(() => expect(monthly()).toBe(perMonth(expected.TotalRegularPayment)))
  })
})

describe('FinanceQuoteWidget: links and terms (spec 02 §7)', () => {
  it('links Apply from the quote, and the reserve and part-exchange pages with the quote reference', async () => {
    renderWidget()
    await firstQuoteShown()
    const link = (testId: string) => hp().querySelector<HTMLAnchorElement>(`[data-testid="${testId}"]`)?.getAttribute('href')
    expect(link('finance-quote-apply')).toBe('#contact-quote')
    expect(link('finance-quote-reserve')).toBe('?quoteRef=SHRTEST0001#contact-quote')
    expect(link('finance-quote-part-exchange')).toBe('?quoteRef=SHRTEST0001&partExchange=1#contact')
    expect(plain(hp().querySelector('[data-testid="finance-quote-reference"]')?.textContent)).toBe('Quote reference: SHRTEST0001')
    expect(plain(hp().querySelector('[data-testid="finance-quote-apply"]')?.textContent)).toBe('Apply for finance')

    slide(slider('Deposit'), '2000')
    await waitFor(() => expect(link('finance-quote-reserve')).toBe('?quoteRef=SHRTEST0002#contact-quote'))
    expect(link('finance-quote-part-exchange')).toBe('?quoteRef=SHRTEST0002&partExchange=1#contact')
  })

  it('takes the provider’s link templates from props; null leaves a link out; an unsafe Apply is dropped', async () => {
    server.override('cfd', (init) =>
      server.engineAnswer(init, (response) => ({
        Vehicles: response.Vehicles.map((vehicle) => ({
          ...vehicle,
          FinanceQuotations: vehicle.FinanceQuotations.map((q) =>
            q.Finance ? { ...q, Finance: { ...q.Finance, Quote: { ...q.Finance.Quote, QuoteActions: { Apply: 'javascript:alert(1)' } } } } : q,
          ),
        })),
      })),
    )
    renderWidget({ reserveUrlTemplate: 'https://provider.example/reserve/{quoteRef}', partExchangeUrlTemplate: null })
    await firstQuoteShown()
    expect(hp().querySelector('[data-testid="finance-quote-reserve"]')?.getAttribute('href')).toBe('https://provider.example/reserve/SHRTEST0001')
    expect(hp().querySelector('[data-testid="finance-quote-part-exchange"]')).toBeNull()
    expect(hp().querySelector('[data-testid="finance-quote-apply"]')).toBeNull()
  })

  it('loads the terms and conditions of the quote on show when opened', async () => {
    renderWidget()
    await firstQuoteShown()
    const user = userEvent.setup({ delay: null })
    const details = within(hp()).getByTestId<HTMLDetailsElement>('finance-quote-terms')
    const summary = within(details).getByText('Terms and conditions', { selector: 'summary' })
    expect(server.legalReferences()).toEqual([])

    await user.click(summary)
    expect(details.open).toBe(true)
    await waitFor(() => expect(plain(details.textContent)).toContain('Hire Purchase representative example'))
    expect(server.legalReferences()).toEqual(['SHRTEST0001'])
    expect(details.querySelectorAll('p').length).toBeGreaterThan(2)

    // Open, it follows the quote.
    slide(slider('Deposit'), '2000')
    await waitFor(() => expect(server.legalReferences()).toEqual(['SHRTEST0001', 'SHRTEST0002']))
    await waitFor(() => expect(plain(details.textContent)).toContain('£2,000.00'))
  })

  it('says so when the terms cannot be loaded, and retries', async () => {
    server.override('legal', async () => jsonResponse({ error: 'Quote unknown or expired' }, 404))
    renderWidget()
    await firstQuoteShown()
    const user = userEvent.setup({ delay: null })
    const details = within(hp()).getByTestId<HTMLDetailsElement>('finance-quote-terms')
    await user.click(within(details).getByText('Terms and conditions', { selector: 'summary' }))
    const alert = await within(details).findByRole('alert')
    expect(plain(alert.textContent)).toContain("The terms and conditions couldn't be loaded.")
    await user.click(within(alert).getByRole('button'))
    await waitFor(() => expect(plain(details.textContent)).toContain('Hire Purchase representative example'))
  })
})

describe('FinanceQuoteWidget: accessibility basics', () => {
  it('labels every slider, gives 44 px targets, and keeps ids unique across the panels', async () => {
    const { container } = renderWidget()
    await firstQuoteShown()
    await userEvent.setup({ delay: null }).click(tab('Personal Contract Purchase'))
    await waitFor(() => expect(monthly(pcp())).not.toBe(''))

    const ranges = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="range"]'))
    expect(ranges).toHaveLength(7)
    for (const range of ranges) {
      const label = container.querySelector(`label[for="${CSS.escape(range.id)}"]`)
      expect(plain(label?.textContent)).not.toBe('')
      expect(range.getAttribute('aria-valuetext')).toMatch(/months|£|miles/u)
      expect(range.className).toContain('h-11')
    }
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const target of Array.from(container.querySelectorAll<HTMLElement>('button, a, summary'))) {
      expect(target.className, target.outerHTML.slice(0, 80)).toMatch(/min-h-11|btn-primary/u)
    }
    expect(Array.from(container.querySelectorAll('h2, h3')).map((h) => h.tagName)).toEqual(['H2', 'H3', 'H3'])
    expect(container.querySelector('[data-testid="finance-quote-monthly-payment"]')?.getAttribute('aria-live')).toBe('polite')
  })

  it('writes the texts of another language (the keys are complete)', async () => {
    renderWidget({ texts: textsFor('sv'), languageTag: 'sv-SE' })
    const pounds = plain(new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }).format(339.02))
    await waitFor(() => expect(monthly()).toBe(`${pounds} per månad`))
    expect(valueText(slider('Löptid'))).toBe('48 månader')
  })
})
