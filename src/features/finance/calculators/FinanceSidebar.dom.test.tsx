// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import type { SiteRecord } from '@/features/sites/site-record'
import type { CarRecord } from '@/integrations/search/car-record'
import type { Locale } from '@/lib/locales'

import { click, controlByLabel, pressKey, setValue } from './dom-test-helpers'
import { FinanceSidebar } from './FinanceSidebar'
import { carWithFinance, demoCompanyLeasing, demoLoan, demoPrivateLeasing, plain, swedishSite, ukSite } from './test-fixtures'

let container: HTMLDivElement
let root: Root

const render = async (car: CarRecord, site: SiteRecord = swedishSite(), locale: Locale = 'sv', languageTag = 'sv-SE') => {
  const dictionary = resolveDictionary([], locale, site.defaultLocale)
  await act(async () => root.render(<FinanceSidebar car={car} site={site} dictionary={dictionary} languageTag={languageTag} />))
}
const allFinance = carWithFinance({ car_loan_option: demoLoan, car_company_leasing_option: demoCompanyLeasing, car_private_leasing_option: demoPrivateLeasing })
const tabs = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
const selectedTab = () => plain(tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent)
const visiblePanels = () => Array.from(container.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((panel) => !panel.hidden)

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  delete window.dataLayer
})

describe('FinanceSidebar', () => {
  it('renders nothing for a car without finance', async () => {
    await render(carWithFinance())
    expect(container.innerHTML).toBe('')
  })

  it('renders nothing on a site with the UK finance quote widget, whatever the car offers', async () => {
    await render(allFinance, ukSite(), 'en', 'en-GB')
    expect(container.innerHTML).toBe('')
  })

  it('shows a single offer under its own heading, without tabs', async () => {
    await render(carWithFinance({ car_loan_option: demoLoan }))
    expect(container.querySelector('[role="tablist"]')).toBeNull()
    expect(Array.from(container.querySelectorAll('h2, h3')).map((h) => `${h.tagName} ${plain(h.textContent)}`)).toEqual(['H2 Finansiering', 'H3 Billån'])
    expect(container.querySelector('[data-testid="loan-calculator"]')).not.toBeNull()
    expect(plain(container.textContent)).toContain('Billån via Nordbil Finans')
  })

  it('shows private leasing cards alone, titled one level below the offer heading', async () => {
    await render(carWithFinance({ car_private_leasing_option: demoPrivateLeasing }))
    expect(container.querySelectorAll('h4')).toHaveLength(2)
    expect(plain(container.querySelector('h3')?.textContent)).toBe('Privatleasing')
  })

  it('puts several offers in a labelled tablist, one tab stop, the first selected', async () => {
    await render(allFinance)
    const tablist = container.querySelector('[role="tablist"]')
    expect(tablist?.getAttribute('aria-label')).toBe('Finansieringsalternativ')
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
    expect(visiblePanels()[0]?.querySelector('[data-testid="loan-calculator"]')).not.toBeNull()
  })

  it('moves between tabs with the arrow keys (wrapping), Home and End, and by clicking', async () => {
    await render(allFinance)
    const [loanTab] = tabs()
    if (!loanTab) throw new Error('no tab')
    loanTab.focus()
    await pressKey(loanTab, 'ArrowRight')
    expect(selectedTab()).toBe('Företagsleasing')
    expect(document.activeElement).toBe(tabs()[1])
    expect(visiblePanels()[0]?.querySelector('[data-testid="company-leasing-calculator"]')).not.toBeNull()

    await pressKey(tabs()[1] as HTMLElement, 'ArrowRight')
    await pressKey(tabs()[2] as HTMLElement, 'ArrowRight')
    expect(selectedTab()).toBe('Billån')
    await pressKey(tabs()[0] as HTMLElement, 'ArrowLeft')
    expect(selectedTab()).toBe('Privatleasing')
    expect(document.activeElement).toBe(tabs()[2])
    expect(visiblePanels()[0]?.querySelector('[data-testid="private-leasing-offers"]')).not.toBeNull()
    await pressKey(tabs()[2] as HTMLElement, 'Home')
    expect(selectedTab()).toBe('Billån')
    await pressKey(tabs()[0] as HTMLElement, 'End')
    expect(selectedTab()).toBe('Privatleasing')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])

    await click(tabs()[1] as HTMLElement)
    expect(selectedTab()).toBe('Företagsleasing')
  })

  it('keeps a calculator’s figures while another tab is shown', async () => {
    await render(allFinance)
    await setValue(controlByLabel(container, 'Löptid'), '60')
    await click(tabs()[2] as HTMLElement)
    await click(tabs()[0] as HTMLElement)
    const loanPanel = visiblePanels()[0]
    if (!loanPanel) throw new Error('no panel')
    expect(controlByLabel(loanPanel, 'Löptid').value).toBe('60')
  })

  it('passes the site’s switch on: no residual value or effective rate on the Norwegian dealer site', async () => {
    await render(carWithFinance({ car_loan_option: demoLoan }), swedishSite({ hideResidualAndEffectiveRate: true }))
    expect(container.querySelector('[data-row="residualValue"]')).toBeNull()
    expect(container.querySelector('[data-row="effectiveRate"]')).toBeNull()
    await render(carWithFinance({ car_loan_option: demoLoan }))
    expect(container.querySelector('[data-row="residualValue"]')).not.toBeNull()
  })

  it('shows a campaign badge on a campaign loan', async () => {
    await render(carWithFinance({ car_loan_option: demoLoan, car_has_campaign_loan: true }))
    expect(plain(container.querySelector('[data-testid="campaign-badge"]')?.textContent)).toBe('Kampanj')
  })

  it('uses the page’s language for texts and figures', async () => {
    await render(allFinance, swedishSite(), 'en', 'en')
    expect(tabs().map((tab) => plain(tab.textContent))).toEqual(['Car loan', 'Business leasing', 'Personal leasing'])
    expect(controlByLabel(container, 'Term').getAttribute('aria-valuetext')).toBe('36 months')
    expect(plain(container.querySelector('[data-testid="loan-monthly-cost"] [data-monthly-cost]')?.textContent)).toMatch(/^SEK [\d,]+\/month$/u)
  })
})
