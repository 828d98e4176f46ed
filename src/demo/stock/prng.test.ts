import { describe, expect, it } from 'vitest'
import { affinePermutation, hashSeed, hashString, mulberry32, Rng, WeightedTable } from './prng'

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const values = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values)
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(mulberry32(43)()).not.toBe(values[0])
  })

  it('spreads values evenly', () => {
    const next = mulberry32(7)
    const buckets = new Array<number>(10).fill(0)
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(next() * 10)]!++
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })
})

describe('hashSeed and hashString', () => {
  it('mix parts into different seeds', () => {
    expect(hashSeed(1, 2, 3)).toBe(hashSeed(1, 2, 3))
    expect(hashSeed(1, 2, 3)).not.toBe(hashSeed(1, 3, 2))
    expect(hashString('vehicles-se')).not.toBe(hashString('vehicles-no'))
  })
})

describe('Rng', () => {
  it('draws integers within the bounds, both included', () => {
    const rng = new Rng(1)
    const seen = new Set(Array.from({ length: 2000 }, () => rng.int(3, 6)))
    expect([...seen].sort()).toEqual([3, 4, 5, 6])
  })

  it('samples distinct items in their original order', () => {
    const rng = new Rng(2)
    const items = Array.from({ length: 50 }, (_, i) => i)
    for (let round = 0; round < 100; round++) {
      const picked = rng.sample(items, 10)
      expect(picked).toHaveLength(10)
      expect([...picked].sort((a, b) => a - b)).toEqual(picked)
      expect(new Set(picked).size).toBe(10)
    }
    expect(rng.sample([1, 2], 5)).toEqual([1, 2])
  })
})

describe('WeightedTable', () => {
  it('picks in proportion to the weights and never a zero weight', () => {
    const table = new WeightedTable([
      ['a', 3],
      ['b', 1],
      ['c', 0],
    ] as const)
    const rng = new Rng(3)
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 40_000; i++) counts[table.pick(rng)]++
    expect(counts.c).toBe(0)
    expect(counts.a / counts.b).toBeGreaterThan(2.7)
    expect(counts.a / counts.b).toBeLessThan(3.3)
  })

  it('needs a positive weight', () => {
    expect(() => new WeightedTable([['a', 0]])).toThrow()
  })
})

describe('affinePermutation', () => {
  it('is a bijection of [0, size)', () => {
    for (const size of [1, 2, 10, 97, 1000, 12_167]) {
      const permute = affinePermutation(size, 99)
      const images = new Set(Array.from({ length: size }, (_, i) => permute(i)))
      expect(images.size).toBe(size)
      expect(Math.max(...images)).toBeLessThan(size)
    }
  })

  it('stays exact for large sizes', () => {
    const permute = affinePermutation(100_000_000, 5)
    const values = [0, 1, 99_999_999, 12_345_678].map(permute)
    expect(new Set(values).size).toBe(4)
    for (const value of values) expect(Number.isSafeInteger(value) && value >= 0 && value < 100_000_000).toBe(true)
  })
})
