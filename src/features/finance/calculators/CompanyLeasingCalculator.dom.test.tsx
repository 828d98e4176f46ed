// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { companyLeasingCashAmount, companyLeasingMonthlyCost, companyLeasingResidualValue, type CompanyLeasingTerms } from '../company-leasing'
import { CompanyLeasingCalculator, type CompanyLeasingCalculatorProps } from './CompanyLeasingCalculator'
import { companyLeasingWithTermBounds, demoCompanyLeasing, kr, plain, textsFor } from './test-fixtures'

const texts = textsFor('sv')

const lease = (months: number, cashAmountPercentage: number, residualPercentage: number): CompanyLeasingTerms => ({
  priceExVat: 279_920,
  cashAmountPercentage,
  months,
  interestRatePercent: 6.45,
  residualPercentage,
})
const monthlyText = (terms: CompanyLeasingTerms) => `${kr(companyLeasingMonthlyCost(terms))}/mån`

const renderCalculator = (props: Partial<CompanyLeasingCalculatorProps> = {}) =>
  render(
    <CompanyLeasingCalculator option={demoCompanyLeasing} currency="SEK" languageTag="sv-SE" hideResidualAndEffectiveRate={false} texts={texts} {...props} />,
  )
/** A mileage choice by its words (the figures are written with narrow spaces). */
const mileageRadio = (text: string) => screen.getByRole<HTMLInputElement>('radio', { name: (name) => plain(name) === text })
const termSlider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Löptid' })
const percentSlider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Förhöjd första hyra' })
const percentBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ange förhöjd första hyra i procent' })
const monthly = () => screen.getByTestId('company-leasing-monthly-cost')
const monthlyCost = () => plain(monthly().querySelector('[data-monthly-cost]')?.textContent)
const row = (key: string) => document.querySelector(`[data-row="${key}"] dd`)?.textContent ?? null
/** Term, percentage and residual value as the visitor sees them. */
const shown = () => ({ months: termSlider().value, percent: percentSlider().value, residual: plain(row('residualValue')) })
/** Moves a native range input to a value (user-event cannot drag a slider; this is the input event a drag sends). */
const slide = (slider: HTMLInputElement, value: string) => fireEvent.change(slider, { target: { value } })

afterEach(() => {
  cleanup()
})

describe('CompanyLeasingCalculator', () => {
  it('starts at the default mileage and its preset, every price without VAT', () => {
    const { container } = renderCalculator()
    const mileage = screen.getByRole('group', { name: 'Miltal' })
    const radios = within(mileage).getAllByRole<HTMLInputElement>('radio')
    expect(radios.map((radio) => plain(radio.closest('label')?.textContent))).toEqual(['1 500 mil/år', '2 000 mil/år', '2 500 mil/år'])
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false])
    expect(plain(mileage.querySelector('legend')?.textContent)).toBe('Miltal')
    // 28 000 kr of 279 920 kr is 10 %.
    expect(shown()).toEqual({ months: '36', percent: '10', residual: kr(279_920 * 0.52) })
    expect(termSlider().getAttribute('aria-valuetext')).toBe('36 månader')
    expect(percentSlider().getAttribute('aria-valuetext')).toBe('10 procent')
    expect([percentSlider().min, percentSlider().max, percentSlider().step]).toEqual(['0', '30', '1'])
    expect(monthlyCost()).toBe(monthlyText(lease(36, 10, 52)))
    expect(monthly().getAttribute('aria-live')).toBe('polite')
    expect(plain(monthly().textContent)).toBe(`Månadskostnad ${monthlyText(lease(36, 10, 52))} exkl. moms`)
    expect(plain(container.textContent)).toContain('Alla belopp är exkl. moms.')
    expect(plain(row('cashAmount'))).toBe(kr(companyLeasingCashAmount(lease(36, 10, 52))))
  })

  it('choosing a mileage resets the term, the first-time fee percentage and the residual value', async () => {
    const user = userEvent.setup({ delay: null })
    renderCalculator()
    slide(termSlider(), '48')
    slide(percentSlider(), '25')
    expect(shown()).toEqual({ months: '48', percent: '25', residual: kr(279_920 * 0.44) })

    // 2 000 mil: its preset, 24 months at 14 000 kr (5 %), and its own residual (62 − 4 %).
    await user.click(mileageRadio('2 000 mil/år'))
    expect(mileageRadio('2 000 mil/år').checked).toBe(true)
    expect(shown()).toEqual({ months: '24', percent: '5', residual: kr(companyLeasingResidualValue(lease(24, 5, 58))) })
    expect(monthlyCost()).toBe(monthlyText(lease(24, 5, 58)))

    // 2 500 mil has no preset: its first term at its smallest percentage.
    slide(percentSlider(), '20')
    await user.click(mileageRadio('2 500 mil/år'))
    expect(shown()).toEqual({ months: '24', percent: '0', residual: kr(279_920 * 0.54) })
    expect(monthlyCost()).toBe(monthlyText(lease(24, 0, 54)))
  })

  it('a term change clamps the percentage into that term’s bounds and takes its residual value', () => {
    renderCalculator({ option: companyLeasingWithTermBounds })
    slide(percentSlider(), '30')
    slide(termSlider(), '48')
    expect(shown()).toEqual({ months: '48', percent: '15', residual: kr(279_920 * 0.44) })
    expect([percentSlider().min, percentSlider().max]).toEqual(['5', '15'])
    expect(percentBox().value).toBe('15')
    expect(monthlyCost()).toBe(monthlyText(lease(48, 15, 44)))

    slide(termSlider(), '24')
    expect(shown()).toEqual({ months: '24', percent: '15', residual: kr(279_920 * 0.62) })
    expect([percentSlider().min, percentSlider().max]).toEqual(['0', '30'])

    slide(percentSlider(), '0')
    slide(termSlider(), '48')
    expect(percentSlider().value).toBe('5')
  })

  it('takes a typed percentage on Enter or blur, leading zeros stripped, clamped to the term’s bounds', async () => {
    const user = userEvent.setup({ delay: null })
    renderCalculator()
    const box = percentBox()
    await user.clear(box)
    await user.type(box, '025')
    expect(box.value).toBe('25')
    await user.keyboard('{Enter}')
    expect(percentSlider().value).toBe('25')
    expect(monthlyCost()).toBe(monthlyText(lease(36, 25, 52)))

    await user.clear(box)
    await user.type(box, '99')
    await user.tab()
    expect(percentSlider().value).toBe('30')
    expect(box.value).toBe('30')
  })

  it('fills the disclaimer’s named placeholders with the current figures', () => {
    renderCalculator()
    slide(percentSlider(), '20')
    const terms = lease(36, 20, 52)
    const disclaimer = plain(screen.getByTestId('company-leasing-disclaimer').textContent)
    expect(disclaimer).not.toMatch(/\{[A-Za-z]+\}/)
    expect(disclaimer).toBe(
      `Företagsleasing 36 mån, 1 500 mil/år. Förhöjd första hyra ${kr(55_984)}, restvärde ${kr(145_558.4)}, ränta 6,45 %. ` +
        `Uppläggningsavgift ${kr(695)}, aviavgift ${kr(49)}/mån. Månadskostnad ${kr(companyLeasingMonthlyCost(terms))} exkl. moms. Gäller vid godkänd kreditprövning.`,
    )
  })

  it('hides the residual value row with the site switch', () => {
    renderCalculator({ hideResidualAndEffectiveRate: true })
    expect(row('residualValue')).toBeNull()
    expect(row('cashAmount')).not.toBeNull()
  })
})
