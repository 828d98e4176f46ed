import type { FacetField } from '../../index-schema'

import { buildTermsColumn } from './build-terms-column'
import { facetTexts, fieldPath } from './field-values'
import type { HierarchyColumn } from './search-index'

/** The '>' separator of hierarchy paths (spec 02 §9). */
export const HIERARCHY_SEPARATOR = '>'

/**
 * A two-level hierarchy column (spec 02 §3 'name (hierarchy joined by '>')'): a record's parent is
 * the first value of path[0], its node 'parent>child' the first value of path[1] under it. A record
 * without a parent is outside the hierarchy; one without a child counts for its parent only.
 */
export function buildHierarchyColumn(field: FacetField, records: readonly unknown[]): HierarchyColumn {
  const [parentField, childField] = field.path ?? field.name.split(HIERARCHY_SEPARATOR)
  if (parentField === undefined || childField === undefined) throw new Error(`Hierarchy facet '${field.name}' needs a path of two fields`)
  const parentPath = fieldPath(parentField)
  const childPath = fieldPath(childField)
  const parentOf: (string | undefined)[] = []
  const childOf: (string | undefined)[] = []
  for (const record of records) {
    const parent = facetTexts(record, parentPath)[0]
    parentOf.push(parent)
    childOf.push(parent === undefined ? undefined : facetTexts(record, childPath)[0])
  }
  const parents = buildTermsColumn(field, records.length, (p) => (parentOf[p] === undefined ? [] : [parentOf[p]]))
  const nodes = buildTermsColumn(field, records.length, (p) => (childOf[p] === undefined ? [] : [`${parentOf[p]}${HIERARCHY_SEPARATOR}${childOf[p]}`]))
  const parentOfNode = new Uint32Array(nodes.texts.length)
  const leafOfNode: string[] = new Array<string>(nodes.texts.length).fill('')
  for (let p = 0; p < records.length; p++) {
    const child = childOf[p]
    if (child === undefined) continue
    const node = nodes.codeOf.get(`${parentOf[p]}${HIERARCHY_SEPARATOR}${child}`)!
    if (parentOfNode[node] !== 0) continue
    parentOfNode[node] = parents.codeOf.get(parentOf[p]!)!
    leafOfNode[node] = child
  }
  return { kind: 'hierarchy', field, parents, nodes, parentOfNode, leafOfNode }
}
