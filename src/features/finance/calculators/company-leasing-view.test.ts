import { describe, expect, it } from 'vitest'

import {
  companyLeasingCalculatorStart,
  companyLeasingCashAmount,
  companyLeasingMileageChange,
  companyLeasingMonthlyCost,
  companyLeasingResidualValue,
  companyLeasingTermsOf,
} from '../company-leasing'
import { companyLeasingView } from './company-leasing-view'
import { companyLeasingWith, demoCompanyLeasing, kr, plain, textsFor } from './test-fixtures'

const sv = { currency: 'SEK', languageTag: 'sv-SE' }
const show = { hideResidualAndEffectiveRate: false }

describe('companyLeasingView', () => {
  const state = companyLeasingCalculatorStart(demoCompanyLeasing)
  const terms = companyLeasingTermsOf(demoCompanyLeasing, state)

  it('shows the figures of company-leasing.ts on the price without VAT', () => {
    const view = companyLeasingView(demoCompanyLeasing, state, sv, textsFor('sv'), show)
    expect(plain(view.monthlyCost)).toBe(`${kr(companyLeasingMonthlyCost(terms))}/mån`)
    expect(Object.fromEntries(view.rows.map((row) => [row.key, plain(row.value)]))).toEqual({
      cashAmount: kr(companyLeasingCashAmount(terms)),
      residualValue: kr(companyLeasingResidualValue(terms)),
      interestRate: '6,45 %',
      startFee: kr(695),
      invoiceFee: `${kr(49)}/mån`,
    })
  })

  it('fills the named placeholders of the disclaimer', () => {
    const other = companyLeasingMileageChange(demoCompanyLeasing, 2000)
    const otherTerms = companyLeasingTermsOf(demoCompanyLeasing, other)
    const disclaimer = plain(companyLeasingView(demoCompanyLeasing, other, sv, textsFor('sv'), show).disclaimer)
    expect(disclaimer).not.toMatch(/\{[A-Za-z]+\}/)
    expect(disclaimer).toBe(
      `Företagsleasing 24 mån, 2 000 mil/år. Förhöjd första hyra ${kr(companyLeasingCashAmount(otherTerms))}, restvärde ${kr(companyLeasingResidualValue(otherTerms))}, ränta 6,45 %. ` +
        `Uppläggningsavgift ${kr(695)}, aviavgift ${kr(49)}/mån. Månadskostnad ${kr(companyLeasingMonthlyCost(otherTerms))} exkl. moms. Gäller vid godkänd kreditprövning.`,
    )
  })

  it('hides the residual value row with the switch, and has no disclaimer without a template', () => {
    const view = companyLeasingView(companyLeasingWith({ disclaimer: null }), state, sv, textsFor('sv'), { hideResidualAndEffectiveRate: true })
    expect(view.rows.map((row) => row.key)).not.toContain('residualValue')
    expect(view.disclaimer).toBeNull()
  })
})
