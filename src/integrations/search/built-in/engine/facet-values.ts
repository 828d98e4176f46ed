import type { FacetValueNode } from '@/integrations/search/search-contract'

import type { Bitset } from './bitset'
import { countCodes } from './count-codes'
import { type FacetSortOrder, facetValueComparator } from './facet-value-order'
import { facetText } from './field-values'
import { HIERARCHY_SEPARATOR } from './build-hierarchy-column'
import type { HierarchyColumn, TermsColumn } from './search-index'
import type { Selection } from './search-query'

/** The texts a facet's own terms selection names; they stay in the answer even at count 0, as chips. */
export function selectedTexts(selection: Selection | undefined): string[] {
  if (selection?.kind !== 'terms') return []
  const texts = selection.values.map(facetText).filter((text): text is string => text !== undefined)
  return [...new Set(texts)]
}

/** A terms facet's values over the candidate records: counts above 0, plus the selected values. */
export function termsFacetValues(
  column: TermsColumn,
  candidate: Bitset | null,
  size: number,
  selected: readonly string[],
  order: FacetSortOrder | undefined,
): FacetValueNode[] {
  const counts = new Uint32Array(column.texts.length)
  countCodes(column.layout, candidate, size, counts)
  const values: FacetValueNode[] = []
  for (let code = 1; code < counts.length; code++) if (counts[code]! > 0) values.push({ text: column.texts[code]!, count: counts[code]! })
  for (const text of selected) {
    const code = column.codeOf.get(text)
    if (code === undefined || counts[code] === 0) values.push({ text, count: 0 })
  }
  return values.sort(facetValueComparator(order))
}

/**
 * A hierarchy facet's values: parents with their count (every record under them, with or
 * without a child) and their children under `children`, each child's text being its own part
 * ('XC60'; its filter value is 'Volvo>XC60'). Selected parents and nodes always appear.
 */
export function hierarchyFacetValues(
  column: HierarchyColumn,
  candidate: Bitset | null,
  size: number,
  selected: readonly string[],
  order: FacetSortOrder | undefined,
): FacetValueNode[] {
  const parentCounts = new Uint32Array(column.parents.texts.length)
  const nodeCounts = new Uint32Array(column.nodes.texts.length)
  countCodes(column.parents.layout, candidate, size, parentCounts)
  countCodes(column.nodes.layout, candidate, size, nodeCounts)
  const parents = new Map<string, { node: FacetValueNode; children: FacetValueNode[]; childTexts: Set<string> }>()
  const parentNode = (text: string) => {
    let parent = parents.get(text)
    if (parent === undefined) {
      const code = column.parents.codeOf.get(text)
      const children: FacetValueNode[] = []
      parent = { node: { text, count: code === undefined ? 0 : parentCounts[code]!, children }, children, childTexts: new Set() }
      parents.set(text, parent)
    }
    return parent
  }
  const addChild = (parentText: string, text: string, count: number) => {
    const parent = parentNode(parentText)
    if (parent.childTexts.has(text)) return
    parent.childTexts.add(text)
    parent.children.push({ text, count })
  }
  for (let code = 1; code < parentCounts.length; code++) if (parentCounts[code]! > 0) parentNode(column.parents.texts[code]!)
  for (let code = 1; code < nodeCounts.length; code++) {
    if (nodeCounts[code]! > 0) addChild(column.parents.texts[column.parentOfNode[code]!]!, column.leafOfNode[code]!, nodeCounts[code]!)
  }
  for (const text of selected) {
    const parentCode = column.parents.codeOf.get(text)
    const nodeCode = column.nodes.codeOf.get(text)
    if (parentCode !== undefined) parentNode(text)
    if (nodeCode !== undefined) addChild(column.parents.texts[column.parentOfNode[nodeCode]!]!, column.leafOfNode[nodeCode]!, nodeCounts[nodeCode]!)
    if (parentCode !== undefined || nodeCode !== undefined) continue
    const split = text.indexOf(HIERARCHY_SEPARATOR)
    if (split < 0) parentNode(text)
    else addChild(text.slice(0, split), text.slice(split + HIERARCHY_SEPARATOR.length), 0)
  }
  const compare = facetValueComparator(order)
  const nodes = [...parents.values()].map((parent) => {
    parent.children.sort(compare)
    return parent.node
  })
  return nodes.sort(compare)
}
