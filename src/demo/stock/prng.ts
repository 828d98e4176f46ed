/**
 * Seeded randomness for the demo stock. Everything the generator draws comes from here, never from
 * Math.random or the clock, so a seed always gives byte-identical stock.
 */

/** mulberry32: a tiny 32-bit PRNG with a full 2^32 period; plenty for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Mixes numbers into one 32-bit seed (murmur3's finaliser per part). Each car gets its own stream
 * from (seed, index, position), so a car does not change when cars before it do.
 */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
    // Parts above 2^32 (none today) would otherwise only contribute their low bits.
    if (part > 0xffffffff) h ^= Math.floor(part / 4294967296)
  }
  return h >>> 0
}

/** A string's 32-bit FNV-1a hash, to turn names (index names, salts) into seed parts. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  private readonly source: () => number

  constructor(seed: number) {
    this.source = mulberry32(seed)
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source()
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1))
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.source() * (max - min)
  }

  chance(probability: number): boolean {
    return this.source() < probability
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.source() * items.length))
  }

  /** `count` distinct items in their original order (selection sampling: one pass, no shuffle). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen: T[] = []
    let needed = Math.min(count, items.length)
    for (let i = 0; i < items.length && needed > 0; i++) {
      if (this.source() * (items.length - i) < needed) {
        chosen.push(itemAt(items, i))
        needed--
      }
    }
    return chosen
  }
}

/** Items with relative weights, picked in O(log n) through the cumulative sums. */
export class WeightedTable<T> {
  private readonly items: readonly T[]
  private readonly cumulative: Float64Array
  readonly total: number

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    const kept = entries.filter(([, weight]) => weight > 0)
    if (kept.length === 0) throw new Error('a weighted table needs at least one entry with a positive weight')
    this.items = kept.map(([item]) => item)
    this.cumulative = new Float64Array(kept.length)
    let sum = 0
    kept.forEach(([, weight], i) => {
      sum += weight
      this.cumulative[i] = sum
    })
    this.total = sum
  }

  get size(): number {
    return this.items.length
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total
    let low = 0
    let high = this.cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.cumulative[middle] ?? 0) > target) high = middle
      else low = middle + 1
    }
    return itemAt(this.items, low)
  }
}

/**
 * A bijection of [0, size): p → (a·p + b) mod size with a coprime to size. Turns positions into
 * ids and licence plates that look random yet never repeat within an index.
 */
export function affinePermutation(size: number, seed: number): (position: number) => number {
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`permutation size must be a positive integer, got ${size}`)
  // Multiplier below 2^21 so a·p stays an exact integer for sizes up to 2^32.
  let a = (1 << 20) + (hashSeed(seed, 1) % (1 << 20))
  while (gcd(a, size) !== 1) a++
  const b = hashSeed(seed, 2) % size
  return (position) => ((((a % size) * (position % size)) % size) + b) % size
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y]
  return x
}

/** Indexed access that fails loudly instead of yielding undefined (the project checks indexes). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`no item at ${index} of ${items.length}`)
  return item
}
