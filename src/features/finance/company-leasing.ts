import type { CompanyLeasingOption } from '@/integrations/search/car-record'
import { annuityPayment } from '@/lib/finance-maths/annuity'
import { cashAmountPercentageBounds, clampToBounds, nearestTermChoice, termChoices } from './calculator-input'
import { assertNonNegative, assertPercentage, assertTermMonths } from '@/lib/finance-maths/guards'

/**
 * Company leasing maths (spec 02 §3 "Company leasing option", §4 "Company leasing calculator",
 * §9 Company leasing): rent paid at the start of each month, i.e. the ordinary annuity divided by
 * 1 + monthly rate, on the price without VAT less the first-time fee, with a residual value.
 */

/** One lease as the calculator has set it up; the values come from a `CompanyLeasingOption`. */
export type CompanyLeasingTerms = {
  /** Price without VAT (`price_base_amount`); company leasing is quoted without VAT (spec 02 §2, §3). */
  priceExVat: number
  /** First-time fee (förhöjd första hyra) in percent of the price (`cash_amount_*_percentage`). */
  cashAmountPercentage: number
  /** Term in months (`durations[].months`). */
  months: number
  /** Nominal yearly rate in percent (`interest_rate`). */
  interestRatePercent: number
  /** Residual value in percent of the price (`durations[].residual_percentage`). */
  residualPercentage: number
}

function assertCompanyLeasingTerms(terms: CompanyLeasingTerms): void {
  assertNonNegative('priceExVat', terms.priceExVat)
  assertPercentage('cashAmountPercentage', terms.cashAmountPercentage)
  assertTermMonths('months', terms.months)
  assertNonNegative('interestRatePercent', terms.interestRatePercent)
  assertPercentage('residualPercentage', terms.residualPercentage)
}

/** The first-time fee as a cash amount: price × percentage (spec 02 §3 cash amount). */
export function companyLeasingCashAmount(terms: CompanyLeasingTerms): number {
  assertCompanyLeasingTerms(terms)
  return (terms.priceExVat * terms.cashAmountPercentage) / 100
}

/** Amount the monthly rents finance: price − first-time fee. */
export function companyLeasingFinancedAmount(terms: CompanyLeasingTerms): number {
  return terms.priceExVat - companyLeasingCashAmount(terms)
}

/** Residual value: price × residual percentage, capped at the financed amount (as for a loan). */
export function companyLeasingResidualValue(terms: CompanyLeasingTerms): number {
  return Math.min(companyLeasingFinancedAmount(terms), (terms.priceExVat * terms.residualPercentage) / 100)
}

/** The exact monthly rent, paid in advance: =PMT(rate/12; months; −financed; residual; 1) (spec 02 §9). */
export function companyLeasingMonthlyPayment(terms: CompanyLeasingTerms): number {
  return annuityPayment({
    principal: companyLeasingFinancedAmount(terms),
    annualRatePercent: terms.interestRatePercent,
    months: terms.months,
    residual: companyLeasingResidualValue(terms),
    timing: 'advance',
  })
}

/**
 * Monthly cost without VAT, rounded to whole currency units like the loan's (spec 02 §9), fees
 * excluded. Throws a RangeError for invalid terms (NaN, negative, percentages outside 0…100).
 */
export function companyLeasingMonthlyCost(terms: CompanyLeasingTerms): number {
  return Math.round(companyLeasingMonthlyPayment(terms))
}

/** The parts of a car's `CompanyLeasingOption` the calculator reads. */
export type CompanyLeasingCalculatorOption = Pick<
  CompanyLeasingOption,
  'price_base_amount' | 'interest_rate' | 'default_company_leasing_mileage' | 'company_leasing_options' | 'default_company_leasing_option'
>

export type CompanyLeasingCalculatorState = {
  mileage: number
  months: number
  cashAmountPercentage: number
  residualPercentage: number
  /** Whole-percent bounds of the chosen term (spec 02 §9: steps of 1). */
  minCashAmountPercentage: number
  maxCashAmountPercentage: number
}

type MileageOption = CompanyLeasingOption['company_leasing_options'][number]

function mileageOption(option: CompanyLeasingCalculatorOption, mileage: number): MileageOption {
  const found = option.company_leasing_options.find((candidate) => candidate.mileage === mileage)
  if (!found) throw new RangeError(`no company leasing offer for ${mileage} per year`)
  return found
}

/**
 * The state after choosing a term for the current mileage (spec 02 §4): the term snaps to the
 * nearest offered term, the residual value is that term's, and the cash-amount percentage is
 * clamped into the term's min and max.
 */
export function companyLeasingTermChange(
  option: CompanyLeasingCalculatorOption,
  state: Pick<CompanyLeasingCalculatorState, 'mileage' | 'cashAmountPercentage'>,
  months: number,
): CompanyLeasingCalculatorState {
  const { durations } = mileageOption(option, state.mileage)
  const term = nearestTermChoice(termChoices(durations), months)
  const duration = durations.find((candidate) => candidate.months === term)
  if (!duration) throw new RangeError(`no contract duration of ${term} months`) // cannot happen: choices come from the durations
  const bounds = cashAmountPercentageBounds(duration)
  return {
    mileage: state.mileage,
    months: term,
    residualPercentage: duration.residual_percentage,
    cashAmountPercentage: clampToBounds(Math.round(state.cashAmountPercentage), bounds),
    minCashAmountPercentage: bounds.min,
    maxCashAmountPercentage: bounds.max,
  }
}

/**
 * The state after choosing a mileage (spec 02 §4): term, cash-amount percentage and residual value
 * are reset — to the option's `default_company_leasing_option` for that mileage when there is one
 * (its cash amount turned into a whole percentage of the price), otherwise to the mileage's first
 * listed duration at its minimum percentage.
 */
export function companyLeasingMileageChange(option: CompanyLeasingCalculatorOption, mileage: number): CompanyLeasingCalculatorState {
  const { durations } = mileageOption(option, mileage)
  const preset = option.default_company_leasing_option?.find((candidate) => candidate.mileage === mileage)
  const firstDuration = durations[0]
  if (!firstDuration) throw new RangeError(`no contract durations for ${mileage} per year`)
  const months = preset?.contract_length ?? firstDuration.months
  const cashAmountPercentage =
    preset && option.price_base_amount > 0 ? (preset.cash_amount / option.price_base_amount) * 100 : firstDuration.cash_amount_min_percentage
  // The term change rounds the preset to a whole percent and clamps it into the term's bounds.
  return companyLeasingTermChange(option, { mileage, cashAmountPercentage }, months)
}

/** The calculator's first state: the option's default mileage (or its first one) and its preset. */
export function companyLeasingCalculatorStart(option: CompanyLeasingCalculatorOption): CompanyLeasingCalculatorState {
  const hasDefault = option.company_leasing_options.some((candidate) => candidate.mileage === option.default_company_leasing_mileage)
  const mileage = hasDefault ? option.default_company_leasing_mileage : option.company_leasing_options[0]?.mileage
  if (mileage === undefined) throw new RangeError('a company leasing option needs at least one mileage')
  return companyLeasingMileageChange(option, mileage)
}

/** The `CompanyLeasingTerms` of a calculator state, ready for `companyLeasingMonthlyCost`. */
export function companyLeasingTermsOf(option: CompanyLeasingCalculatorOption, state: CompanyLeasingCalculatorState): CompanyLeasingTerms {
  return {
    priceExVat: option.price_base_amount,
    cashAmountPercentage: state.cashAmountPercentage,
    months: state.months,
    interestRatePercent: option.interest_rate,
    residualPercentage: state.residualPercentage,
  }
}
