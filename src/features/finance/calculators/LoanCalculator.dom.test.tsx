// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { allowTracking, forgetTracking, trackedEvents } from '@/features/tracking/testing/tracked-events'

import { loanEffectiveAnnualRatePercent, loanMonthlyCost, loanQuote, type LoanTerms } from '../loan'
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

const renderCalculator = (props: Partial<LoanCalculatorProps> = {}) =>
  render(<LoanCalculator carId="1001" option={demoLoan} currency="SEK" languageTag="sv-SE" hideResidualAndEffectiveRate={false} texts={texts} {...props} />)
const termSlider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Löptid' })
const downPaymentSlider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Kontantinsats' })
const downPaymentBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ange kontantinsats' })
const monthly = () => screen.getByTestId('loan-monthly-cost')
const monthlyCost = () => plain(monthly().querySelector('[data-monthly-cost]')?.textContent)
const row = (key: string) => document.querySelector(`[data-row="${key}"] dd`)?.textContent ?? null
const loanEvents = () => trackedEvents('loan_calculator')
/** Moves a native range input to a value (user-event cannot drag a slider; this is the input event a drag sends). */
const slide = (slider: HTMLInputElement, value: string) => fireEvent.change(slider, { target: { value } })
/** Replaces a text box's text by typing, as a visitor does. */
async function retype(user: ReturnType<typeof userEvent.setup>, box: HTMLInputElement, text: string) {
  await user.clear(box)
  await user.type(box, text)
}

beforeEach(() => {
  allowTracking()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  forgetTracking()
})

describe('LoanCalculator', () => {
  it('starts at the default term and the smallest down payment, with labelled sliders valued in words', () => {
    renderCalculator()
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

  it('shows the monthly cost of loan.ts large and announced politely, and the other figures', () => {
    renderCalculator()
    const loan = terms(36, 70_000, 50)
    const quote = loanQuote(loan)
    expect(monthlyCost()).toBe(monthlyText(loan))
    expect(monthly().getAttribute('aria-live')).toBe('polite')
    expect(plain(monthly().textContent)).toBe(`Månadskostnad ${monthlyText(loan)}`)
    expect(plain(row('interestRate'))).toBe('5,95 %')
    expect(plain(row('effectiveRate'))).toBe(rateText(loanEffectiveAnnualRatePercent(loan)))
    expect(plain(row('residualValue'))).toBe(kr(174_950))
    expect(plain(row('totalCost'))).toBe(kr(quote.totalAmountPayable))
    expect(plain(row('creditAmount'))).toBe(kr(279_900))
  })

  it('a term change resets the residual value and the maximum down payment and clamps the down payment', () => {
    renderCalculator({ option: loanWithShorterLimits })
    slide(downPaymentSlider(), '175000')
    expect(downPaymentSlider().value).toBe('175000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 175_000, 50)))

    // 72 months: at most 30 % down (104 970 → 105 000) and a 20 % residual.
    slide(termSlider(), '72')
    expect(termSlider().value).toBe('72')
    expect(termSlider().getAttribute('aria-valuetext')).toBe('72 månader')
    expect(downPaymentSlider().max).toBe('105000')
    expect(downPaymentSlider().value).toBe('105000')
    expect(plain(downPaymentBox().value)).toBe('105 000')
    expect(plain(row('residualValue'))).toBe(kr(69_980))
    expect(monthlyCost()).toBe(monthlyText(terms(72, 105_000, 20)))

    // Back to 36 months: the bound widens again, the down payment stays where it was clamped.
    slide(termSlider(), '36')
    expect(downPaymentSlider().max).toBe('175000')
    expect(downPaymentSlider().value).toBe('105000')
    expect(plain(row('residualValue'))).toBe(kr(174_950))
    expect(monthlyCost()).toBe(monthlyText(terms(36, 105_000, 50)))
  })

  it('moves the down payment in steps of 1000 with the slider', () => {
    renderCalculator()
    slide(downPaymentSlider(), '123000')
    expect(plain(downPaymentSlider().getAttribute('aria-valuetext'))).toBe('123 000 kr')
    expect(plain(downPaymentBox().value)).toBe('123 000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 123_000, 50)))
  })

  it('typing "007000" strips the leading zeros and commits 7000 on Enter, clamped into the bounds', async () => {
    const user = userEvent.setup({ delay: null })
    renderCalculator({ option: loanWithoutMinimum })
    const box = downPaymentBox()
    await retype(user, box, '007000')
    expect(box.value).toBe('7000')
    // Not committed while typing.
    expect(downPaymentSlider().value).toBe('0')
    await user.keyboard('{Enter}')
    expect(downPaymentSlider().value).toBe('7000')
    expect(plain(box.value)).toBe('7 000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 7_000, 50)))
  })

  it('clamps a typed amount below the minimum or above the maximum, and rounds to 1000', async () => {
    const user = userEvent.setup({ delay: null })
    renderCalculator()
    const box = downPaymentBox()
    await retype(user, box, '007000')
    await user.keyboard('{Enter}')
    expect(downPaymentSlider().value).toBe('70000')
    expect(plain(box.value)).toBe('70 000')

    await retype(user, box, '999 999')
    await user.tab()
    expect(downPaymentSlider().value).toBe('175000')

    await retype(user, box, '100400')
    await user.tab()
    expect(downPaymentSlider().value).toBe('100000')
    expect(monthlyCost()).toBe(monthlyText(terms(36, 100_000, 50)))
  })

  it('puts the current value back when the typed text is no whole number', async () => {
    const user = userEvent.setup({ delay: null })
    renderCalculator()
    const box = downPaymentBox()
    await retype(user, box, '12,5')
    await user.tab()
    expect(plain(box.value)).toBe('70 000')
    expect(downPaymentSlider().value).toBe('70000')
  })

  it('hides the residual value and effective rate rows with the site switch', () => {
    renderCalculator({ hideResidualAndEffectiveRate: true })
    expect(row('residualValue')).toBeNull()
    expect(row('effectiveRate')).toBeNull()
    expect(row('interestRate')).not.toBeNull()
    expect(row('totalCost')).not.toBeNull()
  })

  it('shows the disclaimer with its numbered placeholders filled with the current figures', () => {
    renderCalculator()
    slide(termSlider(), '48')
    slide(downPaymentSlider(), '100000')
    const loan = terms(48, 100_000, 40)
    const quote = loanQuote(loan)
    const disclaimer = plain(screen.getByTestId('loan-disclaimer').textContent)
    expect(disclaimer).not.toMatch(/\{\d+\}/)
    expect(disclaimer).toBe(
      `Räkneexempel: kontantpris ${kr(349_900)}, kontantinsats ${kr(100_000)}, lånebelopp ${kr(249_900)}, löptid 48 mån, restskuld ${kr(139_960)}, ` +
        `rörlig ränta 5,95 %, effektiv ränta ${rateText(quote.effectiveAnnualRatePercent)}. Uppläggningsavgift ${kr(695)}, aviavgift ${kr(49)}/mån. ` +
        `Totalt belopp att betala ${kr(quote.totalAmountPayable)}. Erbjudandet gäller vid godkänd kreditprövning.`,
    )
  })

  it('sends the loan_calculator event only after 3 changes, 500 ms after the last one', () => {
    vi.useFakeTimers()
    renderCalculator()
    slide(termSlider(), '48')
    slide(downPaymentSlider(), '100000')
    act(() => vi.advanceTimersByTime(2000))
    expect(loanEvents()).toEqual([])

    slide(termSlider(), '60')
    act(() => vi.advanceTimersByTime(499))
    expect(loanEvents()).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(loanEvents()).toEqual([
      {
        event: 'loan_calculator',
        car_id: '1001',
        loan_term: 60,
        loan_down_payment: 100_000,
        loan_monthly_cost: loanMonthlyCost(terms(60, 100_000, 30)),
        currency: 'SEK',
      },
    ])

    // A burst of changes is one more event, with the figures the visitor settled on.
    slide(termSlider(), '72')
    act(() => vi.advanceTimersByTime(200))
    slide(termSlider(), '84')
    act(() => vi.advanceTimersByTime(200))
    slide(downPaymentSlider(), '150000')
    act(() => vi.advanceTimersByTime(499))
    expect(loanEvents()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(loanEvents()).toHaveLength(2)
    expect(loanEvents()[1]).toMatchObject({ loan_term: 84, loan_down_payment: 150_000, loan_monthly_cost: loanMonthlyCost(terms(84, 150_000, 10)) })
  })

  it('does not count a commit that changes nothing, and sends nothing after unmounting', async () => {
    vi.useFakeTimers()
    const user = userEvent.setup({ delay: null })
    const { unmount } = renderCalculator()
    const box = downPaymentBox()
    for (let i = 0; i < 3; i++) {
      await retype(user, box, '70000')
      await user.tab()
    }
    act(() => vi.advanceTimersByTime(1000))
    expect(loanEvents()).toEqual([])

    for (const months of ['48', '60', '72']) slide(termSlider(), months)
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(loanEvents()).toEqual([])
  })
})
