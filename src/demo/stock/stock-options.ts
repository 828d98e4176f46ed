import { STOCK_INDEXES, type StockIndex } from './markets'

/** What a caller chooses about the demo stock, and how many cars each index gets. */

export type StockOptions = {
  /** Total number of cars over all vehicles indexes. */
  cars: number
  seed?: number
  /** 'Now' for the stock: registrations, indexing dates, vacations and holidays count from here. */
  referenceDate?: Date
  /**
   * When the first dealer of each sites index began its long closure (default: the reference
   * date). The demo load passes the day it runs, so a facility page shows a current vacation
   * however long after the reference date the demo is started.
   */
  closuresFrom?: Date
}

export type ResolvedStockOptions = { cars: number; seed: number; referenceDate: Date; closuresFrom: Date }

export const DEFAULT_SEED = 1
export const DEFAULT_REFERENCE_DATE = '2026-11-01T00:00:00Z'
/** Car ids leave room for 10^8 cars per index; two million is plenty for any demo. */
export const MAX_CARS = 2_000_000

export function resolveStockOptions(options: StockOptions): ResolvedStockOptions {
  const { cars, seed = DEFAULT_SEED, referenceDate = new Date(DEFAULT_REFERENCE_DATE), closuresFrom = referenceDate } = options
  if (!Number.isInteger(cars) || cars < 0 || cars > MAX_CARS) throw new RangeError(`cars must be a whole number from 0 to ${MAX_CARS}, got ${cars}`)
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`seed must be a whole number from 0 to ${0xffffffff}, got ${seed}`)
  if (Number.isNaN(referenceDate.getTime())) throw new RangeError('referenceDate is not a valid date')
  if (Number.isNaN(closuresFrom.getTime())) throw new RangeError('closuresFrom is not a valid date')
  return { cars, seed, referenceDate: new Date(referenceDate.getTime()), closuresFrom: new Date(closuresFrom.getTime()) }
}

/** Cars per vehicles index by the indexes' shares (largest remainder, so the counts add up). */
export function carsPerIndex(total: number): Array<{ stockIndex: StockIndex; count: number }> {
  const exact = STOCK_INDEXES.map((stockIndex) => ({ stockIndex, exact: total * stockIndex.share }))
  const counts = exact.map(({ stockIndex, exact: value }) => ({ stockIndex, count: Math.floor(value), remainder: value - Math.floor(value) }))
  let missing = total - counts.reduce((sum, { count }) => sum + count, 0)
  for (const entry of [...counts].sort((a, b) => b.remainder - a.remainder || a.stockIndex.ordinal - b.stockIndex.ordinal)) {
    if (missing <= 0) break
    entry.count++
    missing--
  }
  return counts.map(({ stockIndex, count }) => ({ stockIndex, count }))
}
