import { assertNonNegative, assertPercentage } from '@/lib/finance-maths/guards'

/**
 * What the loan and company leasing calculators let a visitor choose, and how typed numbers are
 * read (spec 02 §4 "Loan calculator", "Company leasing calculator"; §5 "Calculator numeric input";
 * §9 Loan and Company leasing constants).
 */

/** The term slider steps 12 months (spec 02 §5, §9 Loan). */
export const TERM_STEP_MONTHS = 12
/** Down payment steps of 1000 currency units; its maximum is rounded to 1000 (spec 02 §5, §9 Loan). */
export const DOWN_PAYMENT_STEP = 1000
/** The company leasing cash-amount (first-time fee) percentage steps by 1 (spec 02 §5, §9 Company leasing). */
export const CASH_AMOUNT_PERCENT_STEP = 1

/** A numeric input's range and step, as the calculator's slider and text box share them. */
export type NumericBounds = { min: number; max: number; step: number }

function assertBounds({ min, max, step }: NumericBounds): void {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max)
    throw new RangeError(`bounds must be finite with min ≤ max, got ${String(min)}…${String(max)}`)
  if (!Number.isFinite(step) || step <= 0) throw new RangeError(`step must be a finite number > 0, got ${String(step)}`)
}

/**
 * The terms the term slider offers (spec 02 §5, §9: steps of 12 months) over an option's contract
 * durations: the distinct `months` that lie on the 12-month grid from the shortest duration,
 * ascending. A duration off that grid (say 18 months next to 12 and 24) cannot be reached by the
 * slider and is left out; every returned term has a duration entry (and so a residual value).
 * Throws a RangeError when there are no durations.
 */
export function termChoices(durations: readonly { months: number }[]): number[] {
  const months = [...new Set(durations.map((duration) => duration.months))].sort((a, b) => a - b)
  const shortest = months[0]
  if (shortest === undefined) throw new RangeError('an option needs at least one contract duration')
  return months.filter((term) => (term - shortest) % TERM_STEP_MONTHS === 0)
}

/** The offered term nearest to `months` (the shorter one on a tie), e.g. to place a default term. */
export function nearestTermChoice(choices: readonly number[], months: number): number {
  if (!Number.isFinite(months)) throw new RangeError(`months must be a finite number, got ${String(months)}`)
  let nearest: number | undefined
  for (const choice of choices) {
    if (nearest === undefined || Math.abs(choice - months) < Math.abs(nearest - months)) nearest = choice
  }
  if (nearest === undefined) throw new RangeError('there are no term choices')
  return nearest
}

/**
 * Largest down payment for a term: price × maximum percentage, rounded to the nearest 1000
 * (spec 02 §4, §9: "maximum rounded to 1000"), never more than the price.
 */
export function maximumDownPayment(price: number, maxPercentage: number): number {
  assertNonNegative('price', price)
  assertPercentage('maxPercentage', maxPercentage)
  return Math.min(price, Math.round((price * maxPercentage) / 100 / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP)
}

/**
 * Smallest down payment for a term: price × minimum percentage, rounded UP to the next 1000 so it
 * sits on the slider's 1000 grid without going below the lender's minimum, and never above the
 * maximum (the spec only says how the maximum is rounded; see README.md).
 */
export function minimumDownPayment(price: number, minPercentage: number, maxPercentage: number): number {
  assertNonNegative('price', price)
  assertPercentage('minPercentage', minPercentage)
  const minimum = Math.ceil((price * minPercentage) / 100 / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP
  return Math.min(minimum, maximumDownPayment(price, maxPercentage))
}

/** Whole-percent bounds of the company leasing cash amount for a term (spec 02 §9: steps of 1). */
export function cashAmountPercentageBounds(duration: { cash_amount_min_percentage: number; cash_amount_max_percentage: number }): NumericBounds {
  assertPercentage('cash_amount_min_percentage', duration.cash_amount_min_percentage)
  assertPercentage('cash_amount_max_percentage', duration.cash_amount_max_percentage)
  const min = Math.ceil(duration.cash_amount_min_percentage)
  return { min, max: Math.max(min, Math.floor(duration.cash_amount_max_percentage)), step: CASH_AMOUNT_PERCENT_STEP }
}

/** `value` kept within [min, max] (spec 02 §5: "value clamped to min and max"). */
export function clampToBounds(value: number, bounds: NumericBounds): number {
  assertBounds(bounds)
  if (Number.isNaN(value)) throw new RangeError('value must be a number, got NaN')
  return Math.min(bounds.max, Math.max(bounds.min, value))
}

/** `value` rounded to the nearest multiple of `step` (1000 for money, 1 for percent). */
export function roundToStep(value: number, step: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`value must be a finite number, got ${String(value)}`)
  if (!Number.isFinite(step) || step <= 0) throw new RangeError(`step must be a finite number > 0, got ${String(step)}`)
  return Math.round(value / step) * step
}

/** Spaces of any kind (typed, thin or non-breaking, as formatted amounts contain) are ignored (spec 02 §5). */
const SPACES = /\s/g

/**
 * The text box's text with spaces removed and leading zeros stripped (spec 02 §5): "007" → "7",
 * "000" → "0", "250 000" → "250000". Characters other than digits are kept, so the box shows what
 * was typed; `parseTypedWholeNumber` decides whether it is a number.
 */
export function stripLeadingZeros(typed: string): string {
  const compact = typed.replace(SPACES, '')
  return compact.replace(/^0+(?=\d)/, '')
}

/**
 * A typed whole number: spaces removed, digits only (spec 02 §5 "parse as whole numbers"), or null
 * for anything else, including an empty box, a sign, a decimal point or a thousands comma
 * (",", "." are ambiguous between the group's languages, so they are refused rather than guessed).
 */
export function parseTypedWholeNumber(typed: string): number | null {
  const digits = stripLeadingZeros(typed)
  if (!/^\d+$/.test(digits)) return null
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : null
}

/**
 * The value a calculator takes when the visitor commits a typed number (blur or Enter): parsed
 * (`parseTypedWholeNumber`), rounded to the step, then clamped to [min, max] (spec 02 §5). Text
 * that is not a whole number leaves `fallback` (the current value) in place, clamped too.
 */
export function commitTypedNumber(typed: string, bounds: NumericBounds, fallback: number): number {
  assertBounds(bounds)
  const parsed = parseTypedWholeNumber(typed)
  if (parsed === null) return clampToBounds(fallback, bounds)
  return clampToBounds(roundToStep(parsed, bounds.step), bounds)
}
