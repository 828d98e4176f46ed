import type { Bitset } from './bitset'
import type { CodeLayout } from './search-index'

const ALL_BITS = 0xffffffff

/**
 * counts[code] += number of candidate records holding code (null candidate: every record), in one
 * pass over the candidate's set bits; a full word counts its 32 records straight. counts[0]
 * collects records without a value.
 */
export function countCodes(layout: CodeLayout, candidate: Bitset | null, size: number, counts: Uint32Array): void {
  if (layout.kind === 'single') {
    const codes = layout.codes
    if (candidate === null) {
      for (let p = 0; p < size; p++) counts[codes[p]!]!++
      return
    }
    for (let w = 0; w < candidate.length; w++) {
      let word = candidate[w]!
      if (word === ALL_BITS) {
        for (let p = w << 5, end = p + 32; p < end; p++) counts[codes[p]!]!++
        continue
      }
      while (word !== 0) {
        const lowest = word & -word
        counts[codes[(w << 5) | (31 - Math.clz32(lowest))]!]!++
        word ^= lowest
      }
    }
    return
  }
  const { offsets, codes } = layout
  if (candidate === null) {
    for (let i = 0; i < offsets[size]!; i++) counts[codes[i]!]!++
    return
  }
  for (let w = 0; w < candidate.length; w++) {
    let word = candidate[w]!
    if (word === ALL_BITS) {
      for (let i = offsets[w << 5]!, end = offsets[(w << 5) + 32]!; i < end; i++) counts[codes[i]!]!++
      continue
    }
    while (word !== 0) {
      const lowest = word & -word
      const p = (w << 5) | (31 - Math.clz32(lowest))
      for (let i = offsets[p]!; i < offsets[p + 1]!; i++) counts[codes[i]!]!++
      word ^= lowest
    }
  }
}
