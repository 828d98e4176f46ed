import { annuityPayment } from '@/lib/finance-maths/annuity'
import { annualiseMonthlyRate, monthlyInternalRateOfReturn } from '@/lib/finance-maths/effective-rate'

/**
 * The money maths of the built-in quote engine (HP and PCP), pure functions.
 *
 * Rates. A UK quote states an APR; the monthly rate is the one that compounds to it,
 *   i = (1 + APR)^(1/12) − 1          (9.9 % APR → i = 0.0078977…)
 * and the payment is the annuity in arrears (`annuityPayment`, spreadsheet PMT) that pays the
 * amount of credit down to the balloon over n months:
 *   payment = (credit − balloon·v) · i / (1 − v),  v = (1 + i)^−n;  at 0 %: (credit − balloon) / n
 * HP has no balloon; PCP's balloon is the guaranteed future value (GFV), outstanding after the n-th
 * payment. The inverse, the deposit for a payment M:
 *   deposit = price − balloon·v − M · (1 − v) / i;  at 0 %: price − balloon − M·n
 *
 * Money rule (documented for the widget): every computation runs on unrounded pounds; every amount
 * that leaves the engine is rounded to the penny, halves away from zero (`roundToPenny`). Totals
 * are sums of the already-rounded parts, added in whole pence, so the figures on the page add up.
 * The monthly payment is rounded once; the rounding difference (under half a penny a month) is
 * not carried into a final payment. Deposit bounds are whole pounds, rounded inwards (minimum up,
 * maximum down) so a slider stepping in pounds stays inside the lender's limits.
 */

/** Pounds rounded to the penny, halves away from zero. toPrecision(15) drops binary noise first (1.005 → 1.01). */
export function roundToPenny(pounds: number): number {
  const pence = Number((Math.abs(pounds) * 100).toPrecision(15))
  return (Math.sign(pounds) * Math.round(pence)) / 100 || 0
}

/** Whole pence of an amount already on the penny, for exact sums. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100)
}

/** Pounds from whole pence. */
export function fromPence(pence: number): number {
  return pence / 100
}

/** Whole pounds, rounded up / down, after dropping binary noise (15000 × 10 % is 1500, not 1501). */
export const ceilToPound = (pounds: number): number => Math.ceil(Number(pounds.toPrecision(12)))
export const floorToPound = (pounds: number): number => Math.floor(Number(pounds.toPrecision(12)))

/** A percentage rounded to `decimals` places, halves up (APR: 1 place, flat rate: 2). */
export function roundPercent(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(Number((value * factor).toPrecision(12))) / factor || 0
}

/** Monthly rate as a fraction from an APR in percent: (1 + APR/100)^(1/12) − 1. */
export function monthlyRateFromApr(aprPercent: number): number {
  if (!Number.isFinite(aprPercent) || aprPercent < 0) throw new RangeError(`aprPercent must be a finite number ≥ 0, got ${String(aprPercent)}`)
  return Math.expm1(Math.log1p(aprPercent / 100) / 12)
}

export type AnnuityTerms = {
  /** Cash (on-the-road) price. */
  cashPrice: number
  /** Outstanding after the last monthly payment: PCP's GFV, 0 for HP. */
  balloon: number
  /** Number of monthly payments. */
  months: number
  aprPercent: number
}

/** The exact (unrounded) monthly payment for a deposit. */
export function exactRegularPayment(terms: AnnuityTerms, deposit: number): number {
  const monthlyRate = monthlyRateFromApr(terms.aprPercent)
  // annuityPayment takes a nominal yearly rate r and uses r/12 as the monthly rate: give it 12·i.
  return annuityPayment({ principal: terms.cashPrice - deposit, annualRatePercent: monthlyRate * 12 * 100, months: terms.months, residual: terms.balloon })
}

/** The regular payment on the penny (what the customer pays). */
export function regularPaymentFor(terms: AnnuityTerms, deposit: number): number {
  return roundToPenny(exactRegularPayment(terms, deposit))
}

/** The exact deposit at which the exact monthly payment is `payment` (may lie outside any limit). */
export function exactDepositFor(terms: AnnuityTerms, payment: number): number {
  const monthlyRate = monthlyRateFromApr(terms.aprPercent)
  if (monthlyRate === 0) return terms.cashPrice - terms.balloon - payment * terms.months
  const discount = Math.exp(-terms.months * Math.log1p(monthlyRate))
  const annuityFactor = -Math.expm1(-terms.months * Math.log1p(monthlyRate)) / monthlyRate
  return terms.cashPrice - terms.balloon * discount - payment * annuityFactor
}

/**
 * The deposit for a requested monthly payment (CalculationType ToCashDeposit), on the penny and
 * consistent with `regularPaymentFor`: the deposit it returns gives back exactly `payment` when a
 * deposit can (payment is rounded to the penny first). Many deposits round to the same payment
 * (about 0.01 × the annuity factor, under £1 for terms up to 60 months); of those it prefers a
 * whole-pound deposit, so a deposit from a slider stepping in pounds comes back unchanged
 * (deposit → payment → deposit). Otherwise the exact inverse rounded to the penny.
 */
export function depositForPayment(terms: AnnuityTerms, payment: number): number {
  const target = roundToPenny(payment)
  const exact = exactDepositFor(terms, target)
  const wholePounds = [Math.floor(exact), Math.ceil(exact)]
    .filter((deposit) => deposit >= 0 && deposit <= terms.cashPrice && regularPaymentFor(terms, deposit) === target)
    .sort((a, b) => Math.abs(a - exact) - Math.abs(b - exact))
  return wholePounds[0] ?? roundToPenny(exact)
}

export type RepaymentSchedule = {
  amountOfCredit: number
  regularPayment: number
  months: number
  /** Fee with the first payment. */
  adminFee: number
  /** Balloon (GFV) with the last month, 0 for HP. */
  balloon: number
  /** Fee with the last month. */
  optionToPurchaseFee: number
}

/**
 * APR in percent, one decimal (UK representative APRs are stated to one place): the yearly rate
 * at which what the customer pays (payments, fees, balloon) is worth the credit, from the monthly
 * IRR annualised as (1 + IRR)^12 − 1 (`effective-rate.ts`). Without fees it is the product's APR
 * (give or take the payment's penny rounding); fees raise it.
 */
export function aprPercentOf(schedule: RepaymentSchedule): number {
  const flows = [-schedule.amountOfCredit]
  for (let month = 1; month <= schedule.months; month++) {
    let flow = schedule.regularPayment
    if (month === 1) flow += schedule.adminFee
    if (month === schedule.months) flow += schedule.balloon + schedule.optionToPurchaseFee
    flows.push(flow)
  }
  const monthly = monthlyInternalRateOfReturn(flows)
  return Math.max(0, roundPercent(annualiseMonthlyRate(monthly) * 100, 1))
}

/** Fixed (flat) rate of interest per year in percent, two decimals: interest ÷ credit ÷ years. */
export function fixedRateOfInterestPercent(schedule: Pick<RepaymentSchedule, 'amountOfCredit' | 'regularPayment' | 'months' | 'balloon'>): number {
  const interest = schedule.regularPayment * schedule.months + schedule.balloon - schedule.amountOfCredit
  return Math.max(0, roundPercent((interest / schedule.amountOfCredit / (schedule.months / 12)) * 100, 2))
}
