import type { FacetField } from '../../index-schema'

import { type Bitset, emptyBitset } from './bitset'
import { numericReading } from './field-values'
import { GrowableUint32 } from './growable'
import type { CodeArray, CodeLayout, Postings, TermsColumn } from './search-index'

const codeArray = (length: number, dictionarySize: number): CodeArray => (dictionarySize <= 0xffff ? new Uint16Array(length) : new Uint32Array(length))

/**
 * A dictionary-encoded column from each record's distinct texts. The layout follows the data:
 * one code per record while no record has two values, CSR otherwise.
 */
export function buildTermsColumn(field: FacetField, size: number, textsOf: (position: number) => readonly string[]): TermsColumn {
  const texts: string[] = ['']
  const codeOf = new Map<string, number>()
  const recordOffsets = new Uint32Array(size + 1)
  const flatCodes = new GrowableUint32()
  let mostPerRecord = 0
  for (let p = 0; p < size; p++) {
    const recordTexts = textsOf(p)
    for (const text of recordTexts) {
      let code = codeOf.get(text)
      if (code === undefined) {
        code = texts.length
        texts.push(text)
        codeOf.set(text, code)
      }
      flatCodes.push(code)
    }
    recordOffsets[p + 1] = flatCodes.length
    if (recordTexts.length > mostPerRecord) mostPerRecord = recordTexts.length
  }
  const codes = flatCodes.toArray()
  const numbers = new Float64Array(texts.length)
  for (let code = 0; code < texts.length; code++) numbers[code] = code === 0 ? Number.NaN : numericReading(texts[code]!)
  return {
    kind: 'terms',
    field,
    texts,
    codeOf,
    numbers,
    layout: layoutOf(size, texts.length, recordOffsets, codes, mostPerRecord),
    postings: postingsOf(size, texts.length, recordOffsets, codes),
  }
}

function layoutOf(size: number, dictionarySize: number, recordOffsets: Uint32Array, codes: Uint32Array, mostPerRecord: number): CodeLayout {
  if (mostPerRecord <= 1) {
    const single = codeArray(size, dictionarySize)
    for (let p = 0; p < size; p++) if (recordOffsets[p + 1]! > recordOffsets[p]!) single[p] = codes[recordOffsets[p]!]!
    return { kind: 'single', codes: single }
  }
  const compact = codeArray(codes.length, dictionarySize)
  compact.set(codes)
  return { kind: 'multi', offsets: recordOffsets, codes: compact }
}

/** Dense codes (one record in 32 or more) get a bitset, the others a position list. */
function postingsOf(size: number, dictionarySize: number, recordOffsets: Uint32Array, codes: Uint32Array): Postings {
  const counts = new Uint32Array(dictionarySize)
  for (let i = 0; i < codes.length; i++) counts[codes[i]!]!++
  const dense: (Bitset | undefined)[] = Array.from(counts, (count) => (count > 0 && count * 32 >= size ? emptyBitset(size) : undefined))
  const offsets = new Uint32Array(dictionarySize + 1)
  for (let code = 0; code < dictionarySize; code++) offsets[code + 1] = offsets[code]! + (dense[code] ? 0 : counts[code]!)
  const positions = new Uint32Array(offsets[dictionarySize]!)
  const fill = offsets.slice(0, dictionarySize)
  for (let p = 0; p < size; p++) {
    for (let i = recordOffsets[p]!; i < recordOffsets[p + 1]!; i++) {
      const code = codes[i]!
      const bits = dense[code]
      if (bits) bits[p >>> 5]! |= 1 << (p & 31)
      else positions[fill[code]!++] = p
    }
  }
  return { offsets, positions, dense }
}
