import { assertNonNegative, assertTermMonths } from './guards'

/**
 * The annuity behind every monthly price on the car pages (spec 02 §9): the level payment that
 * pays off `principal` over `months` at a fixed rate and leaves `residual` (the balloon, the
 * residual value) outstanding at the end. It is a spreadsheet's PMT with positive amounts:
 *
 *   arrears (loan):              PMT(r; n; −principal; residual; 0)
 *   advance (company leasing):   PMT(r; n; −principal; residual; 1) = arrears ÷ (1 + r)
 *
 * with r = annual rate in percent ÷ 100 ÷ 12 (spec 02 §9: "interest rate percent divided by 100").
 */

/** When in each month the payment falls: after the month (loan) or before it (leasing rent). */
export type PaymentTiming = 'arrears' | 'advance'

export type AnnuityInput = {
  /** Amount financed at the start, in currency units. */
  principal: number
  /** Nominal yearly rate in percent, as the car record carries it (`interest_rate: 4.95`). */
  annualRatePercent: number
  /** Number of monthly payments. */
  months: number
  /** Amount still owed after the last payment (balloon / residual value); 0 if omitted. */
  residual?: number
  /** 'arrears' (end of month) if omitted. */
  timing?: PaymentTiming
}

/** Monthly rate as a fraction from a yearly rate in percent: 4.95 → 0.004125 (spec 02 §9). */
export function monthlyRateFromAnnualPercent(annualRatePercent: number): number {
  assertNonNegative('annualRatePercent', annualRatePercent)
  return annualRatePercent / 100 / 12
}

/**
 * The exact (unrounded) monthly payment. At 0 % it is the straight line (principal − residual) ÷ n;
 * otherwise (principal − residual·v) · r ÷ (1 − v) with v = (1 + r)^−n, divided once more by
 * (1 + r) when paid in advance. A residual larger than principal·(1 + r)^n gives a negative payment
 * (it is plain PMT); the loan and leasing functions cap the residual so that never happens there.
 * Throws a RangeError for a NaN, negative amount or rate, or a term that is not a whole number ≥ 1.
 */
export function annuityPayment({ principal, annualRatePercent, months, residual = 0, timing = 'arrears' }: AnnuityInput): number {
  assertNonNegative('principal', principal)
  assertNonNegative('residual', residual)
  assertTermMonths('months', months)
  const rate = monthlyRateFromAnnualPercent(annualRatePercent)
  if (rate === 0) return (principal - residual) / months
  // v = (1 + r)^−n and 1 − v through log1p/expm1, so tiny rates lose no precision.
  const logGrowth = months * Math.log1p(rate)
  const discount = Math.exp(-logGrowth)
  const inArrears = ((principal - residual * discount) * rate) / -Math.expm1(-logGrowth)
  return timing === 'advance' ? inArrears / (1 + rate) : inArrears
}
