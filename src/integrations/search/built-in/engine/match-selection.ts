import { addPositions, type Bitset, emptyBitset, orInto } from './bitset'
import { facetText, numericReading } from './field-values'
import type { Column, TermsColumn } from './search-index'
import type { Scalar, Selection } from './search-query'

/**
 * The records a selection matches on one column. Terms: records holding any of the values; a
 * hierarchy value is a parent ('Volvo', with all its children) or a node ('Volvo>XC60'), so
 * 'Volvo' together with 'Volvo>XC60' is every Volvo (values are OR). Range: records whose value
 * (or, for texts, whose value read as a number: car_year) lies in [min, max].
 */
export function selectionBits(column: Column, selection: Selection, size: number): Bitset {
  const bits = emptyBitset(size)
  if (column.kind === 'number') {
    const values = column.values
    if (selection.kind === 'range') {
      const { min, max } = selection
      for (let p = 0; p < size; p++) {
        const value = values[p]!
        if (value >= min && value <= max) bits[p >>> 5]! |= 1 << (p & 31)
      }
    } else {
      const wanted = selection.values.map(numberOfScalar).filter((value) => !Number.isNaN(value))
      for (let p = 0; p < size; p++) if (wanted.includes(values[p]!)) bits[p >>> 5]! |= 1 << (p & 31)
    }
    return bits
  }
  const terms = column.kind === 'hierarchy' ? [column.parents, column.nodes] : [column]
  for (const dictionary of terms) {
    for (const code of selectedCodes(dictionary, selection)) addPostings(bits, dictionary, code)
  }
  return bits
}

function selectedCodes(column: TermsColumn, selection: Selection): Set<number> {
  const codes = new Set<number>()
  if (selection.kind === 'terms') {
    for (const value of selection.values) {
      const text = facetText(value)
      const code = text === undefined ? undefined : column.codeOf.get(text)
      if (code !== undefined) codes.add(code)
    }
  } else {
    for (let code = 1; code < column.numbers.length; code++) {
      const value = column.numbers[code]!
      if (value >= selection.min && value <= selection.max) codes.add(code)
    }
  }
  return codes
}

function addPostings(bits: Bitset, column: TermsColumn, code: number): void {
  const dense = column.postings.dense[code]
  if (dense) orInto(bits, dense)
  else addPositions(bits, column.postings.positions, column.postings.offsets[code]!, column.postings.offsets[code + 1]!)
}

/** A terms value on a number field: numbers as they are, numeric texts read as numbers. */
const numberOfScalar = (value: Scalar): number => (typeof value === 'number' ? value : typeof value === 'string' ? numericReading(value) : Number.NaN)
