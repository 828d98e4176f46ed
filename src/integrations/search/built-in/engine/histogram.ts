import type { HistogramBin } from '@/integrations/search/search-contract'

import type { Bitset } from './bitset'

const MAX_HISTOGRAM_BINS = 20
const NICE_STEPS = [1, 2, 2.5, 5, 10]

const tidy = (value: number): number => Number(value.toPrecision(12))

/**
 * Bin bounds for values in [min, max]: equal-width bins of a 'nice' width (1, 2, 2.5 or 5 times a
 * power of ten), the first starting at a multiple of the width, at most MAX_HISTOGRAM_BINS of them.
 * Bin i is [bounds[i], bounds[i + 1]), the last one closed. min === max gives one bin [min, max].
 */
function histogramBounds(min: number, max: number): number[] {
  if (!(max > min)) return [min, max]
  const rough = (max - min) / MAX_HISTOGRAM_BINS
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  for (const nice of NICE_STEPS) {
    const width = nice * magnitude
    const start = Math.floor(min / width) * width
    const bins = Math.max(1, Math.ceil((max - start) / width))
    if (bins > MAX_HISTOGRAM_BINS || !Number.isFinite(start)) continue
    const bounds = Array.from({ length: bins + 1 }, (_, i) => tidy(start + i * width))
    bounds[0] = Math.min(bounds[0]!, min)
    bounds[bins] = Math.max(bounds[bins]!, max)
    if (bounds.every((bound, i) => i === 0 || bound > bounds[i - 1]!)) return bounds
  }
  return [min, max]
}

/** Reused between queries: the candidate values of one histogram, gathered densely. */
let scratch = new Float64Array(0)

/** The histogram of a number column over the candidate records (null: all); NaN values are missing. */
export function histogram(values: Float64Array, candidate: Bitset | null): { min: number | null; max: number | null; values: HistogramBin[] } {
  if (scratch.length < values.length) scratch = new Float64Array(values.length)
  const gathered = scratch
  const count = gatherValues(values, candidate, gathered)
  if (count === 0) return { min: null, max: null, values: [] }
  let min = gathered[0]!
  let max = min
  for (let i = 1; i < count; i++) {
    const value = gathered[i]!
    if (value < min) min = value
    else if (value > max) max = value
  }
  const bounds = Float64Array.from(histogramBounds(min, max))
  const last = bounds.length - 2
  const counts = new Uint32Array(last + 1)
  const start = bounds[0]!
  const perBin = (last + 1) / (bounds[last + 1]! - start)
  for (let i = 0; i < count; i++) {
    const value = gathered[i]!
    // The arithmetic guess (an int, so no Math.floor), corrected against the published bounds.
    let bin = ((value - start) * perBin) | 0
    if (bin > last) bin = last
    else if (bin < 0) bin = 0
    while (bin > 0 && value < bounds[bin]!) bin--
    while (bin < last && value >= bounds[bin + 1]!) bin++
    counts[bin]!++
  }
  return { min, max, values: Array.from(counts, (binCount, i) => ({ min: bounds[i]!, max: bounds[i + 1]!, count: binCount })) }
}

/** Copies the candidates' values (not NaN) to the start of `into`; answers how many. */
function gatherValues(values: Float64Array, candidate: Bitset | null, into: Float64Array): number {
  let count = 0
  if (candidate === null) {
    for (let p = 0; p < values.length; p++) {
      const value = values[p]!
      if (value === value) into[count++] = value
    }
    return count
  }
  for (let w = 0; w < candidate.length; w++) {
    let word = candidate[w]!
    while (word !== 0) {
      const lowest = word & -word
      const value = values[(w << 5) | (31 - Math.clz32(lowest))]!
      if (value === value) into[count++] = value
      word ^= lowest
    }
  }
  return count
}
