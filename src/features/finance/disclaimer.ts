/**
 * Filling a finance disclaimer's placeholders (spec 02 §3): a loan disclaimer has numbered
 * placeholders ({0} {1} …), a company leasing disclaimer named ones ({months} {cashAmount} …).
 * Values are inserted as given: format money, percentages and months for the page's language
 * before calling. A placeholder without a value stays in the text as it is, so a gap is visible
 * rather than silently turned into an empty or wrong figure.
 */

import { fillNamedPlaceholders, fillNumberedPlaceholders, type PlaceholderValue } from '@/lib/fill-text'

/**
 * What each numbered placeholder of a loan disclaimer stands for, in order: {0} is the cash price
 * … {9} the total amount payable. The spec names no order; this is the one the stock feed's
 * disclaimers use (src/demo/stock/finance.ts, all five languages).
 */
export const LOAN_DISCLAIMER_PLACEHOLDERS = [
  'cashPrice',
  'downPayment',
  'creditAmount',
  'months',
  'residualValue',
  'interestRate',
  'effectiveRate',
  'startFee',
  'invoiceFee',
  'totalAmountPayable',
] as const

export type LoanDisclaimerField = (typeof LOAN_DISCLAIMER_PLACEHOLDERS)[number]

/** A loan disclaimer from formatted texts keyed by meaning, placed at their numbers. */
export function fillLoanDisclaimer(template: string, texts: Readonly<Record<LoanDisclaimerField, PlaceholderValue>>): string {
  return fillNumberedPlaceholders(
    template,
    LOAN_DISCLAIMER_PLACEHOLDERS.map((field) => texts[field]),
  )
}

/** The named placeholders of a company leasing disclaimer, as the stock feed writes them. */
export const COMPANY_LEASING_DISCLAIMER_PLACEHOLDERS = [
  'months',
  'mileage',
  'cashAmount',
  'residualValue',
  'interestRate',
  'startFee',
  'invoiceFee',
  'monthlyCost',
] as const

export type CompanyLeasingDisclaimerField = (typeof COMPANY_LEASING_DISCLAIMER_PLACEHOLDERS)[number]

/** A company leasing disclaimer from formatted texts for each named placeholder. */
export function fillCompanyLeasingDisclaimer(template: string, texts: Readonly<Record<CompanyLeasingDisclaimerField, PlaceholderValue>>): string {
  return fillNamedPlaceholders(template, texts)
}
