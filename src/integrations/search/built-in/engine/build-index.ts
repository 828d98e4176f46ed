import { type FacetField, type IndexSchema, recordFieldOf } from '../../index-schema'

import { buildHierarchyColumn } from './build-hierarchy-column'
import { buildKeyphraseIndex } from './build-keyphrase-index'
import { buildSortOrders } from './build-sort-orders'
import { buildTermsColumn } from './build-terms-column'
import { facetTexts, fieldPath, numberValue } from './field-values'
import type { Column, SearchIndex } from './search-index'

/**
 * Builds the immutable in-memory index of one search index (vehicles or sites) from its plain
 * records (ARCHITECTURE 'Stock and search'): one column per facet and filter field of the schema,
 * the sort permutations and the keyphrase's inverted index. Query answers name records by their
 * position in `records`.
 */
export function buildSearchIndex(schema: IndexSchema, records: readonly Record<string, unknown>[]): SearchIndex {
  const columns = new Map<string, Column>()
  for (const field of [...schema.facets, ...schema.filterFields]) {
    if (!columns.has(field.name)) columns.set(field.name, buildColumn(field, records))
  }
  return Object.freeze({
    schema,
    size: records.length,
    columns,
    facetNames: new Set(schema.facets.map((facet) => facet.name)),
    sortOrders: buildSortOrders(schema, records),
    keyphrase: buildKeyphraseIndex(schema.keyphraseFields, records),
  })
}

function buildColumn(field: FacetField, records: readonly unknown[]): Column {
  if (field.kind === 'hierarchy') return buildHierarchyColumn(field, records)
  const path = fieldPath(recordFieldOf(field))
  if (field.kind === 'number') {
    const values = new Float64Array(records.length)
    for (let p = 0; p < records.length; p++) values[p] = numberValue(records[p], path)
    return { kind: 'number', field, values }
  }
  return buildTermsColumn(field, records.length, (p) => facetTexts(records[p], path))
}
