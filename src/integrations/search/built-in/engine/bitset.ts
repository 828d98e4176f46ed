/**
 * Record sets as bitsets: bit p of word p >>> 5 is record position p. All sets of one index have
 * the same word count, and bits past the last record are always 0, so popcount is the set size.
 */
export type Bitset = Uint32Array

export const emptyBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5)

export function addPositions(target: Bitset, positions: ArrayLike<number>, from = 0, to = positions.length): void {
  for (let i = from; i < to; i++) {
    const p = positions[i]!
    target[p >>> 5]! |= 1 << (p & 31)
  }
}

/** target |= source */
export function orInto(target: Bitset, source: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! |= source[w]!
}

/** target &= source */
export function andInto(target: Bitset, source: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= source[w]!
}

/** A new set a ∩ b; an absent operand stands for 'every record'. */
export function intersect(a: Bitset | null, b: Bitset | null): Bitset | null {
  if (a === null) return b === null ? null : b.slice()
  const result = a.slice()
  if (b !== null) andInto(result, b)
  return result
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

export function popcount(bits: Bitset): number {
  let count = 0
  for (let w = 0; w < bits.length; w++) {
    const word = bits[w]!
    if (word !== 0) count += popcount32(word)
  }
  return count
}

export const hasBit = (bits: Bitset, position: number): boolean => (bits[position >>> 5]! & (1 << (position & 31))) !== 0
