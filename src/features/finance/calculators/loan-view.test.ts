import { describe, expect, it } from 'vitest'

import { loanCalculatorStart, loanCalculatorTermChange, loanQuote, loanTermsOf } from '../loan'
import { loanView } from './loan-view'
import { demoLoan, kr, loanWith, plain, textsFor } from './test-fixtures'

const sv = { currency: 'SEK', languageTag: 'sv-SE' }
const show = { hideResidualAndEffectiveRate: false }
const rowsOf = (view: ReturnType<typeof loanView>) => Object.fromEntries(view.rows.map((row) => [row.key, plain(row.value)]))

describe('loanView', () => {
  const state = loanCalculatorStart(demoLoan)
  const quote = loanQuote(loanTermsOf(demoLoan, state))

  it('shows the figures of loan.ts, formatted for Swedish', () => {
    const view = loanView(demoLoan, state, sv, textsFor('sv'), show)
    expect(plain(view.monthlyCost)).toBe(`${kr(quote.monthlyCost)}/mån`)
    expect(rowsOf(view)).toEqual({
      creditAmount: kr(349_900 - 70_000),
      interestRate: '5,95 %',
      effectiveRate: `${(quote.effectiveAnnualRatePercent ?? NaN).toFixed(2).replace('.', ',')} %`,
      residualValue: kr(349_900 * 0.5),
      totalCost: kr(quote.totalAmountPayable),
    })
    expect(view.rows.map((row) => row.label)).toEqual(['Lånebelopp', 'Ränta', 'Effektiv ränta', 'Restvärde', 'Totalt belopp att betala'])
  })

  it('hides the residual value and effective rate rows with the Norwegian site’s switch', () => {
    const view = loanView(demoLoan, state, sv, textsFor('sv'), { hideResidualAndEffectiveRate: true })
    expect(view.rows.map((row) => row.key)).toEqual(['creditAmount', 'interestRate', 'totalCost'])
  })

  it('fills every numbered placeholder of the disclaimer with the current figures', () => {
    const longer = loanCalculatorTermChange(demoLoan, 100_000, 48)
    const longerQuote = loanQuote(loanTermsOf(demoLoan, longer))
    const disclaimer = plain(loanView(demoLoan, longer, sv, textsFor('sv'), show).disclaimer)
    expect(disclaimer).not.toMatch(/\{\d+\}/)
    expect(disclaimer).toContain(
      `kontantpris ${kr(349_900)}, kontantinsats ${kr(100_000)}, lånebelopp ${kr(249_900)}, löptid 48 mån, restskuld ${kr(349_900 * 0.4)}`,
    )
    expect(disclaimer).toContain('rörlig ränta 5,95 %')
    expect(disclaimer).toContain(`effektiv ränta ${(longerQuote.effectiveAnnualRatePercent ?? NaN).toFixed(2).replace('.', ',')} %`)
    expect(disclaimer).toContain(`Uppläggningsavgift ${kr(695)}, aviavgift ${kr(49)}/mån. Totalt belopp att betala ${kr(longerQuote.totalAmountPayable)}.`)
  })

  it('has no disclaimer when the option has none', () => {
    expect(loanView(loanWith({ disclaimer: null }), state, sv, textsFor('sv'), show).disclaimer).toBeNull()
  })

  it('writes the figures the English way on an English page', () => {
    const view = loanView(demoLoan, state, { currency: 'SEK', languageTag: 'en' }, textsFor('en'), show)
    expect(view.monthlyCost).toMatch(/^SEK\s?[\d,]+\/month$/u)
    expect(rowsOf(view).interestRate).toBe('5.95%')
  })
})
