import type { LoanOption } from '@/integrations/search/car-record'

import { fillLoanDisclaimer } from '../disclaimer'
import { type LoanCalculatorState, loanQuote, loanTermsOf } from '../loan'
import { type FinanceFormat, formatMoney, formatMonthly, formatRateNumber, formatRatePercent, formatWholeNumber } from './finance-format'
import type { FinanceRow } from './finance-row'
import type { FinanceTexts } from './finance-texts'

/**
 * What the loan calculator shows for a state (spec 02 §3 Loan option, §4 Loan calculator, §9 Loan):
 * every figure comes from loan.ts (`loanQuote`), formatted for the page's language. Kept outside
 * the component so the figures can be checked without a DOM.
 */

export type LoanView = {
  /** '4 195 kr/mån': the rounded annuity with residual value (spec 02 §9). */
  monthlyCost: string
  rows: FinanceRow[]
  /** The option's disclaimer with {0}…{9} filled (disclaimer.ts LOAN_DISCLAIMER_PLACEHOLDERS), or null without one. */
  disclaimer: string | null
}

export type LoanViewOptions = {
  /** site.features.hideResidualAndEffectiveRate (spec 02 §1: the Norwegian dealer site). */
  hideResidualAndEffectiveRate: boolean
}

/** Row keys the Norwegian dealer site hides (spec 02 §1). */
const HIDDEN_WITH_SWITCH = new Set(['residualValue', 'effectiveRate'])

/** No effective rate when nothing is lent (loan.ts returns null): a dash, never "NaN %". */
const NO_RATE = '–'

export function loanView(
  option: LoanOption,
  state: LoanCalculatorState,
  format: FinanceFormat,
  texts: FinanceTexts,
  { hideResidualAndEffectiveRate }: LoanViewOptions,
): LoanView {
  const quote = loanQuote(loanTermsOf(option, state))
  const money = (amount: number) => formatMoney(amount, format)
  const { languageTag } = format
  const effective = quote.effectiveAnnualRatePercent
  // Two decimals for the effective rate, as the disclaimer's "{6} %" (README "Effective rate").
  const effectiveText = effective === null ? NO_RATE : formatRatePercent(effective, languageTag, 2)

  const rows: FinanceRow[] = [
    { key: 'creditAmount', label: texts.creditAmount, value: money(quote.creditAmount) },
    { key: 'interestRate', label: texts.interestRate, value: formatRatePercent(option.interest_rate, languageTag) },
    { key: 'effectiveRate', label: texts.effectiveRate, value: effectiveText },
    { key: 'residualValue', label: texts.residualValue, value: money(quote.residualValue) },
    { key: 'totalCost', label: texts.totalCost, value: money(quote.totalAmountPayable) },
  ]

  const disclaimer = option.disclaimer
    ? fillLoanDisclaimer(option.disclaimer, {
        cashPrice: money(option.price),
        downPayment: money(state.downPayment),
        creditAmount: money(quote.creditAmount),
        months: formatWholeNumber(state.months, languageTag),
        residualValue: money(quote.residualValue),
        interestRate: formatRateNumber(option.interest_rate, languageTag),
        effectiveRate: effective === null ? NO_RATE : formatRateNumber(effective, languageTag, 2),
        startFee: money(option.start_fee),
        invoiceFee: money(option.invoice_fee),
        totalAmountPayable: money(quote.totalAmountPayable),
      })
    : null

  return {
    monthlyCost: formatMonthly(quote.monthlyCost, format, texts),
    rows: hideResidualAndEffectiveRate ? rows.filter((row) => !HIDDEN_WITH_SWITCH.has(row.key)) : rows,
    disclaimer,
  }
}
