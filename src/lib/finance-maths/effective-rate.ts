import { assertNonNegative, assertTermMonths } from './guards'

/**
 * Effective annual rate of a credit (spec 02 §9: "effective rate computed from start fee, invoice
 * fee, term and deposit"): the internal rate of return of the money that really changes hands,
 * annualised as (1 + monthly IRR)^12 − 1. The deposit enters through the credit amount
 * (price − deposit); the residual value is the last payment.
 *
 * Cash flows, from the lender's side, month by month (see README.md):
 *
 *   month 0      −(credit amount − start fee)     the start fee is kept back from the payout
 *   month 1…n    + monthly payment + invoice fee
 *   month n      + residual value (balloon), on top of the last instalment
 *
 * In spreadsheet terms: =(1 + RATE(n; −(payment + invoice fee); credit − start fee; −residual))^12 − 1.
 */

/** NPV of monthly cash flows (flow k at the end of month k; flow 0 today) at a monthly rate. */
export function netPresentValue(monthlyRate: number, cashFlows: readonly number[]): number {
  return valueAndSlope(monthlyRate, cashFlows).value
}

/** NPV and its derivative with respect to the rate, in one pass. */
function valueAndSlope(rate: number, cashFlows: readonly number[]): { value: number; slope: number } {
  const discount = 1 / (1 + rate)
  let factor = 1
  let value = 0
  let slope = 0
  cashFlows.forEach((flow, month) => {
    value += flow * factor
    // d/dr (1 + r)^−k = −k (1 + r)^−(k+1)
    slope -= month * flow * factor * discount
    factor *= discount
  })
  return { value, slope }
}

/** Points where the search for a sign change looks, upwards from 0 then downwards towards −100 %. */
const UPWARD_PROBES = [0, 0.001, 0.01, 0.05, 0.1, 0.5, 1, 10, 100, 1e4, 1e6]
const DOWNWARD_PROBES = [0, -0.001, -0.01, -0.1, -0.5, -0.9, -0.99, -0.999, -0.9999, -0.99999]
const RATE_TOLERANCE = 1e-15
const MAX_ITERATIONS = 300

/**
 * Monthly internal rate of return (a spreadsheet's IRR) of `cashFlows`, flow k at month k.
 * Safeguarded Newton: first a bracket [a, b] with a sign change of the NPV is found (upwards from
 * 0 %, then downwards towards −100 %), then Newton steps are taken and any step that leaves the
 * bracket (or a flat or non-finite slope) is replaced by a bisection, so it always converges.
 * With several sign changes in the flows it returns the root nearest above 0 first.
 * Throws a RangeError when the flows are not finite, lack a positive and a negative flow, or
 * the NPV never changes sign.
 */
export function monthlyInternalRateOfReturn(cashFlows: readonly number[]): number {
  if (cashFlows.length < 2 || !cashFlows.every(Number.isFinite)) throw new RangeError('cash flows must be at least two finite numbers')
  if (!cashFlows.some((flow) => flow > 0) || !cashFlows.some((flow) => flow < 0)) {
    throw new RangeError('cash flows need money going both ways (a positive and a negative flow)')
  }
  const bracket = findBracket(cashFlows)
  let { low, high } = bracket
  let lowValue = bracket.lowValue
  let rate = (low + high) / 2
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { value, slope } = valueAndSlope(rate, cashFlows)
    if (value === 0) return rate
    // Keep the root inside [low, high]: replace the end whose NPV has the same sign.
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = rate
      lowValue = value
    } else {
      high = rate
    }
    const newton = rate - value / slope
    const inside = Number.isFinite(newton) && newton > Math.min(low, high) && newton < Math.max(low, high)
    const next = inside ? newton : (low + high) / 2
    if (Math.abs(next - rate) <= RATE_TOLERANCE * Math.max(1, Math.abs(rate)) || Math.abs(high - low) <= RATE_TOLERANCE) return next
    rate = next
  }
  return rate
}

function findBracket(cashFlows: readonly number[]): { low: number; high: number; lowValue: number } {
  for (const probes of [UPWARD_PROBES, DOWNWARD_PROBES]) {
    let previous: { rate: number; value: number } | null = null
    for (const rate of probes) {
      const value = netPresentValue(rate, cashFlows)
      if (!Number.isFinite(value)) break
      if (value === 0) return { low: rate, high: rate, lowValue: 0 }
      if (previous && Math.sign(previous.value) !== Math.sign(value)) return { low: previous.rate, high: rate, lowValue: previous.value }
      previous = { rate, value }
    }
  }
  throw new RangeError('the cash flows have no internal rate of return above −100 %')
}

/** (1 + monthly rate)^12 − 1, both as fractions: 0.004125 → 0.05062… */
export function annualiseMonthlyRate(monthlyRate: number): number {
  if (!Number.isFinite(monthlyRate) || monthlyRate <= -1) throw new RangeError(`monthlyRate must be a finite number above −1, got ${String(monthlyRate)}`)
  return Math.expm1(12 * Math.log1p(monthlyRate))
}

/** Effective yearly rate in percent of a nominal yearly rate in percent compounded monthly: =EFFECT(r; 12). */
export function nominalToEffectiveAnnualRatePercent(annualRatePercent: number): number {
  assertNonNegative('annualRatePercent', annualRatePercent)
  return annualiseMonthlyRate(annualRatePercent / 100 / 12) * 100
}

export type CreditCashFlowInput = {
  /** Amount of credit: price − deposit (down payment). */
  creditAmount: number
  /** One-off fee at the start (uppläggningsavgift), kept back from the payout. */
  startFee: number
  /** The instalment at the end of each month, before fees. */
  monthlyPayment: number
  /** Fee added to every monthly invoice (aviavgift). */
  invoiceFee: number
  months: number
  /** Balloon / residual value paid with the last instalment; 0 for a plain annuity. */
  finalPayment: number
}

/** The credit's cash flows from the lender's side, index = month (see the header comment). */
export function creditCashFlows({ creditAmount, startFee, monthlyPayment, invoiceFee, months, finalPayment }: CreditCashFlowInput): number[] {
  assertNonNegative('creditAmount', creditAmount)
  assertNonNegative('startFee', startFee)
  assertNonNegative('monthlyPayment', monthlyPayment)
  assertNonNegative('invoiceFee', invoiceFee)
  assertNonNegative('finalPayment', finalPayment)
  assertTermMonths('months', months)
  const flows = [-(creditAmount - startFee)]
  for (let month = 1; month <= months; month++) flows.push(monthlyPayment + invoiceFee + (month === months ? finalPayment : 0))
  return flows
}

/**
 * Effective annual rate in percent (e.g. 6.11 for 6.11 %), unrounded. Returns null when there is
 * no credit to price: nothing (or less than nothing) is paid out once the start fee is kept back.
 * Without fees it equals the nominal rate's effective rate, ((1 + r/12)^12 − 1) · 100; fees make
 * it higher. Throws a RangeError for NaN or negative inputs (see `creditCashFlows`).
 */
export function effectiveAnnualRatePercent(input: CreditCashFlowInput): number | null {
  const flows = creditCashFlows(input)
  if (input.creditAmount - input.startFee <= 0) return null
  return annualiseMonthlyRate(monthlyInternalRateOfReturn(flows)) * 100
}
