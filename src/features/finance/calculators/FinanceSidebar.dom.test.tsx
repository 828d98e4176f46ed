// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import type { SiteRecord } from '@/features/sites/site-record'
import type { CarRecord } from '@/integrations/search/car-record'
import type { Locale } from '@/lib/locales'

import { FinanceSidebar } from './FinanceSidebar'
import { carWithFinance, demoCompanyLeasing, demoLoan, demoPrivateLeasing, plain, swedishSite, ukSite } from './test-fixtures'

const renderSidebar = (car: CarRecord, site: SiteRecord = swedishSite(), locale: Locale = 'sv', languageTag = 'sv-SE') => {
  const dictionary = resolveDictionary([], locale, site.defaultLocale)
  return render(<FinanceSidebar car={car} site={site} dictionary={dictionary} languageTag={languageTag} />)
}
const allFinance = carWithFinance({ car_loan_option: demoLoan, car_company_leasing_option: demoCompanyLeasing, car_private_leasing_option: demoPrivateLeasing })
const tabs = () => screen.getAllByRole<HTMLButtonElement>('tab')
const selectedTab = () => plain(screen.getByRole('tab', { selected: true }).textContent)
/** The panels a visitor sees (hidden ones are out of the accessibility tree). */
const visiblePanels = () => screen.getAllByRole('tabpanel')
/** Moves a native range input to a value (user-event cannot drag a slider; this is the input event a drag sends). */
const slide = (slider: HTMLInputElement, value: string) => fireEvent.change(slider, { target: { value } })

afterEach(() => {
  cleanup()
  delete window.dataLayer
})

describe('FinanceSidebar', () => {
  it('renders nothing for a car without finance', () => {
    const { container } = renderSidebar(carWithFinance())
    expect(container.innerHTML).toBe('')
  })

  it('renders nothing on a site with the UK finance quote widget, whatever the car offers', () => {
    const { container } = renderSidebar(allFinance, ukSite(), 'en', 'en-GB')
    expect(container.innerHTML).toBe('')
  })

  it('shows a single offer under its own heading, without tabs', () => {
    const { container } = renderSidebar(carWithFinance({ car_loan_option: demoLoan }))
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .concat(screen.getAllByRole('heading', { level: 3 }))
        .map((h) => `${h.tagName} ${plain(h.textContent)}`),
    ).toEqual(['H2 Finansiering', 'H3 Billån'])
    expect(screen.getByTestId('loan-calculator')).toBeTruthy()
    expect(plain(container.textContent)).toContain('Billån via Nordbil Finans')
  })

  it('shows private leasing cards alone, titled one level below the offer heading', () => {
    renderSidebar(carWithFinance({ car_private_leasing_option: demoPrivateLeasing }))
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2)
    expect(plain(screen.getByRole('heading', { level: 3 }).textContent)).toBe('Privatleasing')
  })

  it('puts several offers in a labelled tablist, one tab stop, the first selected', () => {
    renderSidebar(allFinance)
    expect(screen.getByRole('tablist', { name: 'Finansieringsalternativ' }).getAttribute('aria-label')).toBe('Finansieringsalternativ')
    expect(tabs().map((tab) => plain(tab.textContent))).toEqual(['Billån', 'Företagsleasing', 'Privatleasing'])
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
    ])
    for (const tab of tabs()) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      expect(panel?.getAttribute('role')).toBe('tabpanel')
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
    }
    expect(visiblePanels()).toHaveLength(1)
    expect(within(visiblePanels()[0]!).getByTestId('loan-calculator')).toBeTruthy()
  })

  it('moves between tabs with the arrow keys (wrapping), Home and End, and by clicking', async () => {
    const user = userEvent.setup({ delay: null })
    renderSidebar(allFinance)
    // The tablist is the first stop on the page.
    await user.tab()
    expect(document.activeElement).toBe(tabs()[0])
    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe('Företagsleasing')
    expect(document.activeElement).toBe(tabs()[1])
    expect(within(visiblePanels()[0]!).getByTestId('company-leasing-calculator')).toBeTruthy()

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(selectedTab()).toBe('Billån')
    await user.keyboard('{ArrowLeft}')
    expect(selectedTab()).toBe('Privatleasing')
    expect(document.activeElement).toBe(tabs()[2])
    expect(within(visiblePanels()[0]!).getByTestId('private-leasing-offers')).toBeTruthy()
    await user.keyboard('{Home}')
    expect(selectedTab()).toBe('Billån')
    await user.keyboard('{End}')
    expect(selectedTab()).toBe('Privatleasing')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])

    await user.click(screen.getByRole('tab', { name: 'Företagsleasing' }))
    expect(selectedTab()).toBe('Företagsleasing')
  })

  it('keeps a calculator’s figures while another tab is shown', async () => {
    const user = userEvent.setup({ delay: null })
    renderSidebar(allFinance)
    slide(screen.getByRole('slider', { name: 'Löptid' }), '60')
    await user.click(screen.getByRole('tab', { name: 'Privatleasing' }))
    await user.click(screen.getByRole('tab', { name: 'Billån' }))
    expect(within(visiblePanels()[0]!).getByRole<HTMLInputElement>('slider', { name: 'Löptid' }).value).toBe('60')
  })

  it('passes the site’s switch on: no residual value or effective rate on the Norwegian dealer site', () => {
    const { rerender } = renderSidebar(carWithFinance({ car_loan_option: demoLoan }), swedishSite({ hideResidualAndEffectiveRate: true }))
    expect(document.querySelector('[data-row="residualValue"]')).toBeNull()
    expect(document.querySelector('[data-row="effectiveRate"]')).toBeNull()
    rerender(
      <FinanceSidebar
        car={carWithFinance({ car_loan_option: demoLoan })}
        site={swedishSite()}
        dictionary={resolveDictionary([], 'sv', 'sv')}
        languageTag="sv-SE"
      />,
    )
    expect(document.querySelector('[data-row="residualValue"]')).not.toBeNull()
  })

  it('shows a campaign badge on a campaign loan', () => {
    renderSidebar(carWithFinance({ car_loan_option: demoLoan, car_has_campaign_loan: true }))
    expect(plain(screen.getByTestId('campaign-badge').textContent)).toBe('Kampanj')
  })

  it('uses the page’s language for texts and figures', () => {
    renderSidebar(allFinance, swedishSite(), 'en', 'en')
    expect(tabs().map((tab) => plain(tab.textContent))).toEqual(['Car loan', 'Business leasing', 'Personal leasing'])
    expect(screen.getByRole('slider', { name: 'Term' }).getAttribute('aria-valuetext')).toBe('36 months')
    expect(plain(screen.getByTestId('loan-monthly-cost').querySelector('[data-monthly-cost]')?.textContent)).toMatch(/^SEK [\d,]+\/month$/u)
  })
})
