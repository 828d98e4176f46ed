import type { CompanyLeasingOption } from '@/integrations/search/car-record'

import {
  type CompanyLeasingCalculatorState,
  companyLeasingCashAmount,
  companyLeasingMonthlyCost,
  companyLeasingResidualValue,
  companyLeasingTermsOf,
} from '../company-leasing'
import { fillCompanyLeasingDisclaimer } from '../disclaimer'
import { type FinanceFormat, formatMoney, formatMonthly, formatRateNumber, formatRatePercent, formatWholeNumber } from './finance-format'
import type { FinanceRow } from './finance-row'
import type { FinanceTexts } from './finance-texts'

/**
 * What the company leasing calculator shows for a state (spec 02 §3 Company leasing option, §4
 * Company leasing calculator, §9): every figure from company-leasing.ts, on the price without VAT,
 * formatted for the page's language.
 */

export type CompanyLeasingView = {
  /** '3 895 kr/mån' (without VAT; the calculator says so next to it). */
  monthlyCost: string
  rows: FinanceRow[]
  /** The disclaimer with its named placeholders filled ({months} {mileage} …), or null without one. */
  disclaimer: string | null
}

export type CompanyLeasingViewOptions = {
  /** site.features.hideResidualAndEffectiveRate (spec 02 §1); hides the residual value row here too. */
  hideResidualAndEffectiveRate: boolean
}

export function companyLeasingView(
  option: CompanyLeasingOption,
  state: CompanyLeasingCalculatorState,
  format: FinanceFormat,
  texts: FinanceTexts,
  { hideResidualAndEffectiveRate }: CompanyLeasingViewOptions,
): CompanyLeasingView {
  const terms = companyLeasingTermsOf(option, state)
  const monthlyCost = companyLeasingMonthlyCost(terms)
  const cashAmount = companyLeasingCashAmount(terms)
  const residualValue = companyLeasingResidualValue(terms)
  const money = (amount: number) => formatMoney(amount, format)
  const { languageTag } = format

  const rows: FinanceRow[] = [
    { key: 'cashAmount', label: texts.cashAmount, value: money(cashAmount) },
    { key: 'residualValue', label: texts.residualValue, value: money(residualValue) },
    { key: 'interestRate', label: texts.interestRate, value: formatRatePercent(option.interest_rate, languageTag) },
    { key: 'startFee', label: texts.startFee, value: money(option.start_fee) },
    { key: 'invoiceFee', label: texts.invoiceFee, value: formatMonthly(option.invoice_fee, format, texts) },
  ]

  // The feed writes units around the placeholders ('{mileage} mil/år', '{interestRate} %'): bare numbers for those.
  const disclaimer = option.disclaimer
    ? fillCompanyLeasingDisclaimer(option.disclaimer, {
        months: formatWholeNumber(state.months, languageTag),
        mileage: formatWholeNumber(state.mileage, languageTag),
        cashAmount: money(cashAmount),
        residualValue: money(residualValue),
        interestRate: formatRateNumber(option.interest_rate, languageTag),
        startFee: money(option.start_fee),
        invoiceFee: money(option.invoice_fee),
        monthlyCost: money(monthlyCost),
      })
    : null

  return {
    monthlyCost: formatMonthly(monthlyCost, format, texts),
    rows: hideResidualAndEffectiveRate ? rows.filter((row) => row.key !== 'residualValue') : rows,
    disclaimer,
  }
}
