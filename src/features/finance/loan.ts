import type { LoanOption } from '@/integrations/search/car-record'
import { annuityPayment } from '@/lib/finance-maths/annuity'
import { clampToBounds, DOWN_PAYMENT_STEP, maximumDownPayment, minimumDownPayment, nearestTermChoice, termChoices } from './calculator-input'
import { effectiveAnnualRatePercent } from '@/lib/finance-maths/effective-rate'
import { assertNonNegative, assertPercentage, assertTermMonths } from '@/lib/finance-maths/guards'

/**
 * Car loan maths (spec 02 §3 "Loan option", §4 "Loan calculator", §9 Loan): an annuity in arrears
 * with a residual (balloon) value, the monthly cost rounded to whole currency units.
 */

/** One loan as the calculator has set it up; the values come from a `LoanOption` (car-record.ts). */
export type LoanTerms = {
  /** Cash price including VAT (`LoanOption.price`). */
  price: number
  /** Down payment (kontantinsats / deposit) in currency units, 0…price. */
  downPayment: number
  /** Term in months (`contract_durations[].months`). */
  months: number
  /** Nominal yearly rate in percent (`LoanOption.interest_rate`, e.g. 4.95). */
  interestRatePercent: number
  /** Residual value in percent of the price (`contract_durations[].residual_percentage`). */
  residualPercentage: number
  /** One-off start fee (`LoanOption.start_fee`); only the effective rate and totals use it. */
  startFee: number
  /** Fee on every monthly invoice (`LoanOption.invoice_fee`); only the effective rate and totals use it. */
  invoiceFee: number
}

function assertLoanTerms(terms: LoanTerms): void {
  assertNonNegative('price', terms.price)
  assertNonNegative('downPayment', terms.downPayment)
  if (terms.downPayment > terms.price) throw new RangeError(`downPayment (${terms.downPayment}) must not exceed the price (${terms.price})`)
  assertTermMonths('months', terms.months)
  assertNonNegative('interestRatePercent', terms.interestRatePercent)
  assertPercentage('residualPercentage', terms.residualPercentage)
  assertNonNegative('startFee', terms.startFee)
  assertNonNegative('invoiceFee', terms.invoiceFee)
}

/** Amount of credit: price − down payment. */
export function loanCreditAmount(terms: LoanTerms): number {
  assertLoanTerms(terms)
  return terms.price - terms.downPayment
}

/**
 * Residual (balloon) value owed after the last instalment: price × residual percentage, but never
 * more than the credit amount. A balloon above the credit (a 70 % residual with a 50 % down
 * payment) would make the annuity negative; capped, the loan becomes interest-only.
 */
export function loanResidualValue(terms: LoanTerms): number {
  const credit = loanCreditAmount(terms)
  return Math.min(credit, (terms.price * terms.residualPercentage) / 100)
}

/** The exact monthly instalment: =PMT(rate/12; months; −credit; residual) (spec 02 §9). */
export function loanMonthlyPayment(terms: LoanTerms): number {
  return annuityPayment({
    principal: loanCreditAmount(terms),
    annualRatePercent: terms.interestRatePercent,
    months: terms.months,
    residual: loanResidualValue(terms),
    timing: 'arrears',
  })
}

/**
 * The monthly cost the car page shows: the annuity with residual value rounded to whole currency
 * units (spec 02 §9 "monthly cost is an annuity with residual value, rounded"). Fees are not in it;
 * the disclaimer states them. Throws a RangeError for invalid terms (NaN, negative, term < 1,
 * down payment above the price).
 */
export function loanMonthlyCost(terms: LoanTerms): number {
  return Math.round(loanMonthlyPayment(terms))
}

/**
 * Effective annual rate in percent of the loan (spec 02 §9), from its start fee, invoice fee,
 * term, down payment and residual value; see effective-rate.ts. It uses the exact instalment, so
 * without fees it is exactly the nominal rate's effective rate. Null when nothing is lent.
 */
export function loanEffectiveAnnualRatePercent(terms: LoanTerms): number | null {
  return effectiveAnnualRatePercent({
    creditAmount: loanCreditAmount(terms),
    startFee: terms.startFee,
    monthlyPayment: loanMonthlyPayment(terms),
    invoiceFee: terms.invoiceFee,
    months: terms.months,
    finalPayment: loanResidualValue(terms),
  })
}

/** Every figure a loan calculator and its disclaimer show. */
export type LoanQuote = {
  creditAmount: number
  residualValue: number
  /** Rounded monthly instalment, fees excluded. */
  monthlyCost: number
  /** Unrounded, in percent; null when nothing is lent. */
  effectiveAnnualRatePercent: number | null
  /** Start fee + months × (monthly cost + invoice fee) + residual value: what is paid back, deposit excluded. */
  totalAmountPayable: number
}

export function loanQuote(terms: LoanTerms): LoanQuote {
  const monthlyCost = loanMonthlyCost(terms)
  const residualValue = loanResidualValue(terms)
  return {
    creditAmount: loanCreditAmount(terms),
    residualValue,
    monthlyCost,
    effectiveAnnualRatePercent: loanEffectiveAnnualRatePercent(terms),
    totalAmountPayable: terms.startFee + terms.months * (monthlyCost + terms.invoiceFee) + residualValue,
  }
}

/** The parts of a car's `LoanOption` the calculator reads. */
export type LoanCalculatorOption = Pick<
  LoanOption,
  'price' | 'interest_rate' | 'start_fee' | 'invoice_fee' | 'default_contract_duration' | 'contract_durations'
>

/** What the loan calculator holds between changes. */
export type LoanCalculatorState = {
  months: number
  residualPercentage: number
  downPayment: number
  /** Down payment bounds of the chosen term; both on the 1000 grid unless capped by the price. */
  minDownPayment: number
  maxDownPayment: number
}

/**
 * The state after choosing a term (spec 02 §4): the term snaps to the nearest offered term
 * (steps of 12 months), the residual value and the down payment bounds are reset from that term's
 * contract duration (maximum rounded to 1000), and the down payment is clamped into them.
 */
export function loanCalculatorTermChange(option: LoanCalculatorOption, downPayment: number, months: number): LoanCalculatorState {
  const term = nearestTermChoice(termChoices(option.contract_durations), months)
  const duration = option.contract_durations.find((candidate) => candidate.months === term)
  if (!duration) throw new RangeError(`no contract duration of ${term} months`) // cannot happen: choices come from the durations
  const maxDownPayment = maximumDownPayment(option.price, duration.cash_amount_max_percentage)
  const minDownPayment = minimumDownPayment(option.price, duration.cash_amount_min_percentage, duration.cash_amount_max_percentage)
  return {
    months: term,
    residualPercentage: duration.residual_percentage,
    minDownPayment,
    maxDownPayment,
    downPayment: clampToBounds(downPayment, { min: minDownPayment, max: maxDownPayment, step: DOWN_PAYMENT_STEP }),
  }
}

/** The calculator's first state: the option's default term and the smallest down payment. */
export function loanCalculatorStart(option: LoanCalculatorOption): LoanCalculatorState {
  return loanCalculatorTermChange(option, 0, option.default_contract_duration)
}

/** The `LoanTerms` of a calculator state, ready for `loanQuote`. */
export function loanTermsOf(option: LoanCalculatorOption, state: LoanCalculatorState): LoanTerms {
  return {
    price: option.price,
    downPayment: state.downPayment,
    months: state.months,
    interestRatePercent: option.interest_rate,
    residualPercentage: state.residualPercentage,
    startFee: option.start_fee,
    invoiceFee: option.invoice_fee,
  }
}
