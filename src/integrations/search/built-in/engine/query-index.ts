import type { FacetResult } from '@/integrations/search/search-contract'

import { andInto, type Bitset, hasBit, intersect, popcount } from './bitset'
import { UnknownFieldError } from './errors'
import { hierarchyFacetValues, selectedTexts, termsFacetValues } from './facet-values'
import { histogram } from './histogram'
import { keyphraseBits } from './match-keyphrase'
import { selectionBits } from './match-selection'
import type { Column, RecordOrder, SearchIndex } from './search-index'
import { facetSelection, filterSelection, type QueryFacet, type SearchHits, type SearchQuery, type Selection } from './search-query'

type FacetPlan = { facet: QueryFacet; column: Column; selection: Selection | undefined; group: number }

/**
 * Answers a search (spec 02 §7 'Car search service') from the index:
 * - top-level `filters` and the keyphrase always apply, also to every facet's counts;
 * - each facet's own `filters` (the visitor's selection) filter the results too, AND across facets,
 *   OR within one; a facet's counts leave out its own selection only (disjunctive counting), so
 *   choosing Volvo keeps the other brands' counts; hierarchy values are '>' paths where a parent
 *   includes its children, and since values are OR, choosing 'Volvo' with 'Volvo>XC60' is every Volvo;
 * - range selections are inclusive [min, max], null an open end; records without a value never match;
 * - matches in the sort order of `sort_name` (else the schema's default), paged by offset and limit,
 *   with the true total (no 10000 cap here).
 * Unknown facet, filter or sort names throw UnknownFieldError.
 */
export function querySearchIndex(index: SearchIndex, query: SearchQuery): SearchHits {
  const sortName = query.sort_name ?? index.schema.defaultSort
  const order = index.sortOrders.get(sortName)
  if (order === undefined) throw new UnknownFieldError(sortName)

  let base: Bitset | null = keyphraseBits(index.keyphrase, query.keyphrase, index.size)
  for (const filter of query.filters ?? []) {
    const column = columnOf(index, filter.name)
    const selection = filterSelection(filter)
    if (selection === undefined) continue
    const bits = selectionBits(column, selection, index.size)
    if (base === null) base = bits
    else andInto(base, bits)
  }

  const groups: Bitset[] = []
  const plans: FacetPlan[] = (query.facets ?? []).map((facet) => {
    if (!index.facetNames.has(facet.name)) throw new UnknownFieldError(facet.name)
    const column = columnOf(index, facet.name)
    const selection = facetSelection(facet, column.kind === 'number')
    if (selection === undefined) return { facet, column, selection, group: -1 }
    groups.push(selectionBits(column, selection, index.size))
    return { facet, column, selection, group: groups.length - 1 }
  })

  // prefix[i] = base ∩ groups[0..i), suffix[i] = groups[i..k): leaving group i out is prefix[i] ∩ suffix[i + 1].
  const prefix: (Bitset | null)[] = [base]
  for (const group of groups) prefix.push(intersect(prefix[prefix.length - 1]!, group))
  const matches = prefix[groups.length]!
  const suffix: (Bitset | null)[] = new Array<Bitset | null>(groups.length + 1).fill(null)
  for (let i = groups.length - 1; i > 0; i--) suffix[i] = intersect(groups[i]!, suffix[i + 1]!)

  const total = matches === null ? index.size : popcount(matches)
  return {
    ids: page(order, matches, total, query.offset, query.limit),
    total,
    facets: plans.map((plan) => facetResult(index, plan, plan.group < 0 ? matches : intersect(prefix[plan.group]!, suffix[plan.group + 1]!))),
  }
}

function columnOf(index: SearchIndex, name: string): Column {
  const column = index.columns.get(name)
  if (column === undefined) throw new UnknownFieldError(name)
  return column
}

/**
 * Positions offset .. offset + limit of the matches in sort order: walk the order while that is
 * short (a first page of many matches), else sort the few matches' ranks (one car by car_id).
 */
function page(order: RecordOrder, matches: Bitset | null, total: number, offset: number, limit: number): number[] {
  if (limit <= 0 || offset >= total) return []
  const { positions, ranks } = order
  if (matches === null) return Array.from(positions.subarray(offset, offset + limit))
  const walk = ((offset + limit) / total) * positions.length
  if (walk > matches.length + total * Math.log2(total + 1)) {
    const matchRanks = new Uint32Array(total)
    let found = 0
    for (let w = 0; w < matches.length; w++) {
      let word = matches[w]!
      while (word !== 0) {
        const lowest = word & -word
        matchRanks[found++] = ranks[(w << 5) | (31 - Math.clz32(lowest))]!
        word ^= lowest
      }
    }
    matchRanks.sort()
    return Array.from(matchRanks.subarray(offset, offset + limit), (rank) => positions[rank]!)
  }
  const ids: number[] = []
  let skipped = 0
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!
    if (!hasBit(matches, position)) continue
    if (skipped < offset) skipped++
    else if (ids.push(position) === limit) break
  }
  return ids
}

function facetResult(index: SearchIndex, plan: FacetPlan, candidate: Bitset | null): FacetResult {
  const { facet, column, selection } = plan
  if (column.kind === 'number') return { name: facet.name, type: 'histogram', ...histogram(column.values, candidate) }
  const selected = selectedTexts(selection)
  if (column.kind === 'hierarchy')
    return { name: facet.name, type: 'hierarchy', values: hierarchyFacetValues(column, candidate, index.size, selected, facet.sort_order) }
  return { name: facet.name, type: 'terms', values: termsFacetValues(column, candidate, index.size, selected, facet.sort_order) }
}
