import { PRICE_RATINGS, type PriceRating } from '../car-record'
import { foldText } from '@/lib/text-folding'

export { PRICE_RATINGS, type PriceRating }

/**
 * The fair-price indicator (issue 41): what a used car would be expected to cost, judged from the
 * group's own stock, and a label for how its price compares.
 *
 * The model, per group of comparable cars (same currency, make, model, fuel and gearbox, used):
 *
 *   ln(price) = a + b · age + c · mileage + d · ln(power)
 *
 * (age in years, mileage in 10 000 km; power in hp, where the group's cars state it: engines of
 * one model differ in price by a third and more), fitted by Huber-weighted least squares
 * (iteratively reweighted), so a few cars priced far off (a planted bargain, a typo) hardly move
 * the line. A car's expected price is the line at its age, mileage and power. It is rated only
 * when at least PRICE_MODEL.minComparables other cars of its group lie within its age and mileage
 * bands (the line is not trusted where the stock does not reach), and the label comes from how far
 * its price lies from the expected one:
 *
 *   great ≤ −8 %  <  good ≤ −3 %  <  fair < +5 %  ≤  high
 *
 * The explanation shows the fair band (expected −3 % … +5 %) and how many cars it rests on.
 * Computed at import (price-assessment-refresh.ts) and stored beside each car.
 */
export type PriceAssessment = {
  rating: PriceRating
  /** The model's price for this car, in its currency, to three significant figures (as a person reads it; fewer rewrites after an import). */
  expected: number
  /** The fair band: a price inside it is rated fair. */
  low: number
  high: number
  /** Other cars of its group within its age and mileage bands. */
  comparables: number
}

/** What the model reads of a car (from its stock record). */
export type PriceFacts = {
  key: string
  currency: string
  brand: string
  model: string
  fuel: string
  gearbox: string
  year: number
  /** Kilometres driven. */
  km: number
  price: number
  /** Engine power in hp, when the record states it. */
  power?: number
}

export const PRICE_MODEL = {
  minComparables: 5,
  /** ± model years a comparable may differ by. */
  ageBandYears: 3,
  /** A comparable's mileage within ±this share of the car's, or ±kmBandFloor, whichever is wider. */
  kmBandShare: 0.5,
  kmBandFloor: 30_000,
  great: -0.08,
  good: -0.03,
  fairUpTo: 0.05,
  /** Huber's constant, in robust standard deviations of ln(price). */
  huberK: 1.345,
  iterations: 20,
} as const

/** A fitted line: its coefficients over the predictors its group could use. */
type Fit = { coefficients: number[]; predictors: (car: PriceFacts) => number[] }

/** The group a car is compared within. */
export function comparableGroup(car: PriceFacts): string {
  return [car.currency, foldText(car.brand), foldText(car.model), foldText(car.fuel), foldText(car.gearbox)].join('|')
}

/** Solves m·x = v by Gaussian elimination with partial pivoting; null when singular. */
function solve(m: readonly number[][], v: readonly number[]): number[] | null {
  const n = v.length
  const a = m.map((row, i) => [...row, v[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row
    if (Math.abs(a[pivot]![col]!) < 1e-9) return null
    ;[a[col], a[pivot]] = [a[pivot]!, a[col]!]
    for (let row = 0; row < n; row++) {
      if (row === col) continue
      const factor = a[row]![col]! / a[col]![col]!
      for (let k = col; k <= n; k++) a[row]![k]! -= factor * a[col]![k]!
    }
  }
  return a.map((row, i) => row[n]! / row[i]!)
}

/** Weighted least squares of y on the rows' predictors (the first is 1); a predictor that does not vary gets a slope of 0. */
function weightedFit(rows: readonly number[][], y: readonly number[], w: readonly number[]): number[] | null {
  const n = rows[0]!.length
  const m = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  const v = new Array<number>(n).fill(0)
  rows.forEach((row, i) => {
    for (let r = 0; r < n; r++) {
      v[r]! += w[i]! * row[r]! * y[i]!
      for (let c = 0; c < n; c++) m[r]![c]! += w[i]! * row[r]! * row[c]!
    }
  })
  // Every car the same age, say: a small ridge on the slopes keeps the system solvable (that slope ~0).
  return (
    solve(m, v) ??
    solve(
      m.map((row, r) => row.map((value, c) => (r === c && r > 0 ? value + 1e-6 + (value === 0 ? 1 : 0) : value))),
      v,
    )
  )
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A group's predictors: age and mileage, and ln(power) when most of its cars state one (the others count as the group's median). */
function predictorsOf(cars: readonly PriceFacts[], asOfYear: number): (car: PriceFacts) => number[] {
  const powers = cars.flatMap((car) => (car.power && car.power > 0 ? [Math.log(car.power)] : []))
  const usePower = powers.length >= 0.8 * cars.length && Math.max(...powers) - Math.min(...powers) > 1e-6
  const typical = usePower ? median(powers) : 0
  return (car) => {
    const base = [1, asOfYear - car.year, car.km / 10_000]
    if (!usePower) return base
    return [...base, car.power && car.power > 0 ? Math.log(car.power) - typical : 0]
  }
}

const predict = (fit: Fit, car: PriceFacts) => fit.predictors(car).reduce((sum, x, i) => sum + x * fit.coefficients[i]!, 0)

/** Huber-weighted regression of ln(price) on the group's predictors (iteratively reweighted least squares). */
export function robustPriceLine(cars: readonly PriceFacts[], asOfYear: number): Fit | null {
  const predictors = predictorsOf(cars, asOfYear)
  const rows = cars.map(predictors)
  const y = cars.map((car) => Math.log(car.price))
  let weights = cars.map(() => 1)
  let coefficients = weightedFit(rows, y, weights)
  for (let round = 0; coefficients && round < PRICE_MODEL.iterations; round++) {
    const current = coefficients
    const residuals = y.map((value, i) => value - rows[i]!.reduce((sum, x, k) => sum + x * current[k]!, 0))
    // The robust spread (median absolute deviation); a floor keeps a perfect fit from dividing by 0.
    const scale = Math.max(1.4826 * median(residuals.map(Math.abs)), 0.01)
    const limit = PRICE_MODEL.huberK * scale
    const next = residuals.map((r) => (Math.abs(r) <= limit ? 1 : limit / Math.abs(r)))
    const moved = next.some((w, i) => Math.abs(w - weights[i]!) > 1e-4)
    weights = next
    const refit = weightedFit(rows, y, weights)
    if (!refit) break
    coefficients = refit
    if (!moved) break
  }
  return coefficients ? { coefficients, predictors } : null
}

/** 187 432 → 187 000, 18 743 → 18 700. */
export function threeFigures(amount: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount))) - 2)
  return Math.round(amount / step) * step
}

export function ratingOf(price: number, expected: number): PriceRating {
  const difference = price / expected - 1
  if (difference <= PRICE_MODEL.great) return 'great'
  if (difference <= PRICE_MODEL.good) return 'good'
  if (difference < PRICE_MODEL.fairUpTo) return 'fair'
  return 'high'
}

const withinBands = (car: PriceFacts, other: PriceFacts): boolean =>
  Math.abs(car.year - other.year) <= PRICE_MODEL.ageBandYears &&
  Math.abs(car.km - other.km) <= Math.max(PRICE_MODEL.kmBandFloor, car.km * PRICE_MODEL.kmBandShare)

export type PriceModel = {
  /** The expected price of `car` and its comparables among the fitted cars (itself left out), or null where the model does not reach. */
  expectedPrice(car: PriceFacts): { expected: number; comparables: number } | null
}

/** Fits one price line per group of comparable cars (groups with too few cars get none). */
export function fitPriceModel(cars: readonly PriceFacts[], asOf: Date): PriceModel {
  const groups = new Map<string, PriceFacts[]>()
  for (const car of cars) {
    if (!(car.price > 0) || !Number.isFinite(car.km) || car.km < 0) continue
    const group = comparableGroup(car)
    const members = groups.get(group)
    if (members) members.push(car)
    else groups.set(group, [car])
  }
  const asOfYear = asOf.getUTCFullYear() + asOf.getUTCMonth() / 12
  const lines = new Map<string, Fit>()
  for (const [group, members] of groups) {
    if (members.length < PRICE_MODEL.minComparables) continue
    const line = robustPriceLine(members, asOfYear)
    if (line) lines.set(group, line)
  }
  return {
    expectedPrice(car) {
      const group = comparableGroup(car)
      const line = lines.get(group)
      if (!line || !Number.isFinite(car.km) || car.km < 0) return null
      let comparables = 0
      for (const other of groups.get(group)!) if (other.key !== car.key && withinBands(car, other)) comparables++
      if (comparables < PRICE_MODEL.minComparables) return null
      const expected = Math.exp(predict(line, car))
      return Number.isFinite(expected) && expected > 0 ? { expected, comparables } : null
    },
  }
}

/** The assessment of every car that has enough comparables, by key; cars without one are left out. */
export function assessPrices(cars: readonly PriceFacts[], asOf: Date): Map<string, PriceAssessment> {
  const model = fitPriceModel(cars, asOf)
  const assessments = new Map<string, PriceAssessment>()
  for (const car of cars) {
    if (!(car.price > 0)) continue
    const found = model.expectedPrice(car)
    if (!found) continue
    const { expected, comparables } = found
    assessments.set(car.key, {
      rating: ratingOf(car.price, expected),
      expected: threeFigures(expected),
      low: threeFigures(expected * (1 + PRICE_MODEL.good)),
      high: threeFigures(expected * (1 + PRICE_MODEL.fairUpTo)),
      comparables,
    })
  }
  return assessments
}
