import type { IndexSchema, SortOrder } from '../../index-schema'

import { fieldPath, sortKey } from './field-values'
import type { RecordOrder } from './search-index'
import { compareTexts } from './text-order'

const NUMBER = 0
const TEXT = 1
const MISSING = 2

/**
 * One permutation of record positions per sort order (spec 02 §7 sort_name). Numbers (and
 * instants) sort before texts ascending and after them descending; records without a value sort
 * last either way; ties keep record position order, so paging is stable.
 */
export function buildSortOrders(schema: IndexSchema, records: readonly unknown[]): Map<string, RecordOrder> {
  const orders = new Map<string, RecordOrder>()
  const built = new Map<string, RecordOrder>()
  for (const sort of schema.sorts) {
    // Orders on the same field and direction (newest, car_publishdate_desc) share one permutation.
    const key = `${sort.field}\u0000${sort.direction}`
    let order = built.get(key)
    if (order === undefined) {
      const positions = sortPermutation(sort, records)
      const ranks = new Uint32Array(positions.length)
      for (let rank = 0; rank < positions.length; rank++) ranks[positions[rank]!] = rank
      order = { positions, ranks }
      built.set(key, order)
    }
    orders.set(sort.name, order)
  }
  return orders
}

function sortPermutation(sort: SortOrder, records: readonly unknown[]): Uint32Array {
  const size = records.length
  const path = fieldPath(sort.field)
  const kinds = new Uint8Array(size)
  const values = new Float64Array(size)
  const texts = new Map<string, number[]>()
  for (let p = 0; p < size; p++) {
    const key = sortKey(records[p], path)
    if (key === undefined) kinds[p] = MISSING
    else if (key.kind === 'number') {
      kinds[p] = NUMBER
      values[p] = key.value
    } else {
      kinds[p] = TEXT
      const holders = texts.get(key.value)
      if (holders) holders.push(p)
      else texts.set(key.value, [p])
    }
  }
  // Texts become their rank in collation order, so every comparison is numeric.
  const sortedTexts = [...texts.keys()].sort(compareTexts)
  sortedTexts.forEach((text, rank) => {
    for (const p of texts.get(text)!) values[p] = rank
  })
  const sign = sort.direction === 'asc' ? 1 : -1
  const positions = Array.from({ length: size }, (_, p) => p)
  positions.sort((a, b) => {
    const kindA = kinds[a]!
    const kindB = kinds[b]!
    if (kindA === MISSING || kindB === MISSING) return kindA === kindB ? a - b : kindA === MISSING ? 1 : -1
    if (kindA !== kindB) return sign * (kindA - kindB)
    const difference = values[a]! - values[b]!
    return difference !== 0 ? sign * difference : a - b
  })
  return Uint32Array.from(positions)
}
