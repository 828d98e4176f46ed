import type { FacetField, IndexSchema } from '../../index-schema'

import type { Bitset } from './bitset'

/**
 * The in-memory columnar index (ARCHITECTURE 'Stock and search'). Records are addressed by their
 * position in the array the index was built from. Everything here is built once and never changed.
 */

/** Value codes per record: 0 = no value, code c = texts[c]. Uint16 while the dictionary allows. */
export type CodeArray = Uint16Array | Uint32Array

/** One value per record (car_body), or several in CSR form (car_campaigns: codes[offsets[p]..offsets[p+1])). */
export type CodeLayout = { kind: 'single'; codes: CodeArray } | { kind: 'multi'; offsets: Uint32Array; codes: CodeArray }

/**
 * The records holding each code: a bitset for codes common enough that it is no larger than a
 * position list (one record in 32 or more), a sorted position list (positions[offsets[c]..offsets[c+1]))
 * for the others, so a rare value (one car_id) costs 4 bytes and a common one (Volvo) 1 bit a record.
 */
export type Postings = { offsets: Uint32Array; positions: Uint32Array; dense: readonly (Bitset | undefined)[] }

/** A dictionary-encoded column of texts: keyword, keywords and boolean fields. */
export type TermsColumn = {
  kind: 'terms'
  field: FacetField
  /** texts[code]; texts[0] is unused (no value). */
  texts: readonly string[]
  codeOf: ReadonlyMap<string, number>
  /** numbers[code]: the number the text reads as (car_year '2021' → 2021), NaN otherwise; for ranges. */
  numbers: Float64Array
  layout: CodeLayout
  postings: Postings
}

/**
 * A two-level hierarchy ('car_brand>car_model'): the parent column (texts 'Volvo') and the node
 * column (texts 'Volvo>XC60'), with each node's parent and its own text ('XC60').
 */
export type HierarchyColumn = {
  kind: 'hierarchy'
  field: FacetField
  parents: TermsColumn
  nodes: TermsColumn
  parentOfNode: Uint32Array
  leafOfNode: readonly string[]
}

/** A number per record, NaN when it has none. */
export type NumberColumn = { kind: 'number'; field: FacetField; values: Float64Array }

export type Column = TermsColumn | HierarchyColumn | NumberColumn

/** A sort order: record positions in order, and each position's rank in it (positions[ranks[p]] = p). */
export type RecordOrder = { positions: Uint32Array; ranks: Uint32Array }

/** The keyphrase's inverted index: folded tokens sorted by code unit, each with its record positions. */
export type KeyphraseIndex = { tokens: readonly string[]; offsets: Uint32Array; positions: Uint32Array }

export type SearchIndex = {
  readonly schema: IndexSchema
  /** Number of records. */
  readonly size: number
  /** Facet and filter columns by name ('car_brand', 'car_brand>car_model', 'car_price' …). */
  readonly columns: ReadonlyMap<string, Column>
  /** Names that may be faceted (the schema's facets); filter fields only filter. */
  readonly facetNames: ReadonlySet<string>
  /** Record positions in each sort order, missing values last, ties by position. */
  readonly sortOrders: ReadonlyMap<string, RecordOrder>
  readonly keyphrase: KeyphraseIndex
}
