/**
 * Input checks shared by the finance maths. Every public function of this folder either returns a
 * finite number or throws a `RangeError` whose message names the offending argument, so a NaN can
 * never travel silently from a calculator into a monthly price or a disclaimer.
 */

/** Throws unless `value` is a finite number ≥ 0 (money amounts, rates in percent). */
export function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${String(value)}`)
}

/** Throws unless `value` is a finite percentage between 0 and 100 (the car record's bounds). */
export function assertPercentage(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new RangeError(`${name} must be a percentage from 0 to 100, got ${String(value)}`)
}

/** Throws unless `value` is a whole number of months ≥ 1 (a contract term). */
export function assertTermMonths(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number of months ≥ 1, got ${String(value)}`)
}
