// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { loanEffectiveAnnualRatePercent, loanMonthlyCost, loanQuote, type LoanTerms } from '../loan'
import { blur, controlByLabel, pressKey, setValue } from './dom-test-helpers'
import { LoanCalculator, type LoanCalculatorProps } from './LoanCalculator'
import { demoLoan, kr, loanWithoutMinimum, loanWithShorterLimits, plain, textsFor } from './test-fixtures'

const texts = textsFor('sv')

/** The loan's terms for a term, down payment and residual percentage (the demo's price, rate and fees). */
const terms = (months: number, downPayment: number, residualPercentage: number): LoanTerms => ({
  price: 349_900,
  downPayment,
  months,
  interestRatePercent: 5.95,
  residualPercentage,
  startFee: 695,
  invoiceFee: 49,
})
const monthlyText = (loan: LoanTerms) => `${kr(loanMonthlyCost(loan))}/mån`
const rateText = (percent: number | null) => `${(percent ?? NaN).toFixed(2).replace('.', ',')} %`

let container: HTMLDivElement
let root: Root

const render = async (props: Partial<LoanCalculatorProps> = {}) => {
  await act(async () =>
    root.render(<LoanCalculator carId="1001" option={demoLoan} currency="SEK" languageTag="sv-SE" hideResidualAndEffectiveRate={false} texts={texts} {...props} />),
  )
}
const termSlider = () => controlByLabel(container, 'Löptid')
const downPaymentSlider = () => controlByLabel(container, 'Kontantinsats')
const downPaymentBox = () => controlByLabel(container, 'Ange kontantinsats')
const monthlyCost = () => plain(container.querySelector('[data-testid="loan-monthly-cost"] [data-monthly-cost]')?.textContent)
const row = (key: string) => container.querySelector(`[data-row="${key}"] dd`)?.textContent ?? null
const loanEvents = () => (window.dataLayer ?? []).filter((entry) => !(entry instanceof Object && 'length' in entry) && (entry as Record<string, unknown>).event === 'loan_calculator')

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  window.dataLayer = []
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
  delete window.dataLayer
})

describe('LoanCalculator', () => {
  it('starts at the default term and the smallest down payment, with labelled sliders valued in words', async () => {
    await render()
    const term = termSlider()
    expect(term.type).toBe('range')
    expect([term.min, term.max, term.step, term.value]).toEqual(['12', '84', '12', '36'])
    expect(term.getAttribute('aria-valuetext')).toBe('36 månader')
    const down = downPaymentSlider()
    // 20 % of 349 900 rounded up to 1000; 50 % rounded to 1000 (spec 02 §4, §9).
    expect([down.min, down.max, down.step, down.value]).toEqual(['70000', '175000', '1000', '70000'])
    expect(plain(down.getAttribute('aria-valuetext'))).toBe('70 000 kr')
    const box = downPaymentBox()
    expect(box.type).toBe('text')
    expect(box.inputMode).toBe('numeric')
    expect(plain(box.value)).toBe('70 000')
  })

  it('shows the monthly cost of loan.ts large and announced politely, and the other figures', async () => {
    await render()
    const loan = terms(36, 70_000, 50)
    const quote = loanQuote(loan)
    expect(monthlyCost()).toBe(monthlyText(loan))
    const live = container.querySelector('[data-testid="loan-monthly-cost"]')
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(plain(live?.textContent)).toBe(`Månadskostnad ${monthlyText(loan)}`)
    expect(plain(row('interestRate'))).toBe('5,95 %')
    expect(plain(row('effectiveRate'))).toBe(rateText(loanEffectiveAnnualRatePercent(loan)))
    expect(plain(row('residualValue'))).toBe(kr(174_950))
    expect(plain(row('totalCost'))).toBe(kr(quote.totalAmountPayable))
    expect(plain(row('creditAmount'))).toBe(kr(279_900))
  })

  it('a term change resets the residual value and the maximum down payment and clamps the down payment', async () => {
    await render({ option: loanWithShorterLimits })
    await setValue(downPaymentSlider(), '175000')
    expect(downPaymentSlider().value).toBe('175000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 175_000, 50)))

    // 72 months: at most 30 % down (104 970 → 105 000) and a 20 % residual.
    await setValue(termSlider(), '72')
    expect(termSlider().value).toBe('72')
    expect(termSlider().getAttribute('aria-valuetext')).toBe('72 månader')
    expect(downPaymentSlider().max).toBe('105000')
    expect(downPaymentSlider().value).toBe('105000')
    expect(plain(downPaymentBox().value)).toBe('105 000')
    expect(plain(row('residualValue'))).toBe(kr(69_980))
    expect(monthlyCost()).toBe(monthlyText(terms(72, 105_000, 20)))

    // Back to 36 months: the bound widens again, the down payment stays where it was clamped.
    await setValue(termSlider(), '36')
    expect(downPaymentSlider().max).toBe('175000')
    expect(downPaymentSlider().value).toBe('105000')
    expect(plain(row('residualValue'))).toBe(kr(174_950))
    expect(monthlyCost()).toBe(monthlyText(terms(36, 105_000, 50)))
  })

  it('moves the down payment in steps of 1000 with the slider', async () => {
    await render()
    await setValue(downPaymentSlider(), '123000')
    expect(plain(downPaymentSlider().getAttribute('aria-valuetext'))).toBe('123 000 kr')
    expect(plain(downPaymentBox().value)).toBe('123 000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 123_000, 50)))
  })

  it('typing "007000" strips the leading zeros and commits 7000 on Enter, clamped into the bounds', async () => {
    await render({ option: loanWithoutMinimum })
    const box = downPaymentBox()
    await setValue(box, '007000')
    expect(box.value).toBe('7000')
    // Not committed while typing.
    expect(downPaymentSlider().value).toBe('0')
    await pressKey(box, 'Enter')
    expect(downPaymentSlider().value).toBe('7000')
    expect(plain(box.value)).toBe('7 000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 7_000, 50)))
  })

  it('clamps a typed amount below the minimum or above the maximum, and rounds to 1000', async () => {
    await render()
    const box = downPaymentBox()
    await setValue(box, '007000')
    await pressKey(box, 'Enter')
    expect(downPaymentSlider().value).toBe('70000')
    expect(plain(box.value)).toBe('70 000')

    await setValue(box, '999 999')
    await blur(box)
    expect(downPaymentSlider().value).toBe('175000')

    await setValue(box, '100400')
    await blur(box)
    expect(downPaymentSlider().value).toBe('100000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 100_000, 50)))
  })

  it('puts the current value back when the typed text is no whole number', async () => {
    await render()
    const box = downPaymentBox()
    await setValue(box, '12,5')
    await blur(box)
    expect(plain(box.value)).toBe('70 000')
    expect(downPaymentSlider().value).toBe('70000')
  })

  it('hides the residual value and effective rate rows with the site switch', async () => {
    await render({ hideResidualAndEffectiveRate: true })
    expect(row('residualValue')).toBeNull()
    expect(row('effectiveRate')).toBeNull()
    expect(row('interestRate')).not.toBeNull()
    expect(row('totalCost')).not.toBeNull()
  })

  it('shows the disclaimer with its numbered placeholders filled with the current figures', async () => {
    await render()
    await setValue(termSlider(), '48')
    await setValue(downPaymentSlider(), '100000')
    const loan = terms(48, 100_000, 40)
    const quote = loanQuote(loan)
    const disclaimer = plain(container.querySelector('[data-testid="loan-disclaimer"]')?.textContent)
    expect(disclaimer).not.toMatch(/\{\d+\}/)
    expect(disclaimer).toBe(
      `Räkneexempel: kontantpris ${kr(349_900)}, kontantinsats ${kr(100_000)}, lånebelopp ${kr(249_900)}, löptid 48 mån, restskuld ${kr(139_960)}, ` +
        `rörlig ränta 5,95 %, effektiv ränta ${rateText(quote.effectiveAnnualRatePercent)}. Uppläggningsavgift ${kr(695)}, aviavgift ${kr(49)}/mån. ` +
        `Totalt belopp att betala ${kr(quote.totalAmountPayable)}. Erbjudandet gäller vid godkänd kreditprövning.`,
    )
  })

  it('sends the loan_calculator event only after 3 changes, 500 ms after the last one', async () => {
    vi.useFakeTimers()
    await render()
    await setValue(termSlider(), '48')
    await setValue(downPaymentSlider(), '100000')
    await act(async () => vi.advanceTimersByTime(2000))
    expect(loanEvents()).toEqual([])

    await setValue(termSlider(), '60')
    await act(async () => vi.advanceTimersByTime(499))
    expect(loanEvents()).toEqual([])
    await act(async () => vi.advanceTimersByTime(1))
    expect(loanEvents()).toEqual([
      { event: 'loan_calculator', car_id: '1001', loan_term: 60, loan_down_payment: 100_000, loan_monthly_cost: loanMonthlyCost(terms(60, 100_000, 30)), currency: 'SEK' },
    ])

    // A burst of changes is one more event, with the figures the visitor settled on.
    await setValue(termSlider(), '72')
    await act(async () => vi.advanceTimersByTime(200))
    await setValue(termSlider(), '84')
    await act(async () => vi.advanceTimersByTime(200))
    await setValue(downPaymentSlider(), '150000')
    await act(async () => vi.advanceTimersByTime(499))
    expect(loanEvents()).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(loanEvents()).toHaveLength(2)
    expect(loanEvents()[1]).toMatchObject({ loan_term: 84, loan_down_payment: 150_000, loan_monthly_cost: loanMonthlyCost(terms(84, 150_000, 10)) })
  })

  it('does not count a commit that changes nothing, and sends nothing after unmounting', async () => {
    vi.useFakeTimers()
    await render()
    const box = downPaymentBox()
    for (let i = 0; i < 3; i++) {
      await setValue(box, '70000')
      await blur(box)
    }
    await act(async () => vi.advanceTimersByTime(1000))
    expect(loanEvents()).toEqual([])

    for (const months of ['48', '60', '72']) await setValue(termSlider(), months)
    await act(async () => root.unmount())
    root = createRoot(container)
    await act(async () => vi.advanceTimersByTime(1000))
    expect(loanEvents()).toEqual([])
  })
})
