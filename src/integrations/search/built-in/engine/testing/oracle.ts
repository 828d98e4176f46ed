import { type FacetField, type IndexSchema, recordFieldOf } from '../../../index-schema'
import type { FacetValueNode } from '@/integrations/search/search-contract'
import type { QueryFacet, QueryFilter, Scalar, SearchQuery } from '../search-query'
import { foldText } from '@/lib/text-folding'

/**
 * The brute-force reference for the engine (ARCHITECTURE 'Stock and search': "filter the plain
 * records, count in the obvious way"). Written without the engine's helpers (only foldText is
 * shared) so a shared mistake cannot hide. Number facets answer the plain candidate values; the
 * test checks the engine's bins against them.
 */
export type OracleFacet = { name: string; type: 'terms' | 'hierarchy'; values: FacetValueNode[] } | { name: string; type: 'histogram'; numbers: number[] }

export type OracleHits = { ids: number[]; total: number; facets: OracleFacet[] }

type Rec = Record<string, unknown>
type Test = (record: Rec) => boolean

function leaves(value: unknown, keys: string[]): unknown[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, keys))
  if (keys.length === 0) return [value]
  if (typeof value !== 'object') return []
  return leaves((value as Rec)[keys[0]!], keys.slice(1))
}

const leavesOf = (record: Rec, name: string): unknown[] => leaves(record, name.split('.'))

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : null
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return null
}

const textsOf = (record: Rec, name: string): string[] => [
  ...new Set(
    leavesOf(record, name)
      .map(asText)
      .filter((text): text is string => text !== null),
  ),
]

function numberOf(record: Rec, name: string): number | null {
  const found = leavesOf(record, name).find((leaf) => typeof leaf === 'number' && Number.isFinite(leaf))
  return typeof found === 'number' ? found : null
}

function hierarchyOf(record: Rec, field: FacetField): { parent: string; child: string | null } | null {
  const [parentName, childName] = field.path!
  const parent = textsOf(record, parentName)[0]
  if (parent === undefined) return null
  return { parent, child: textsOf(record, childName)[0] ?? null }
}

/** What a record 'has' for a text field: its texts; for a hierarchy its parent and its 'parent>child'. */
function valuesOf(record: Rec, field: FacetField): string[] {
  if (field.kind !== 'hierarchy') return textsOf(record, recordFieldOf(field))
  const place = hierarchyOf(record, field)
  if (place === null) return []
  return place.child === null ? [place.parent] : [place.parent, `${place.parent}>${place.child}`]
}

const numberLike = (text: string): number | null => (/^-?[0-9]+(\.[0-9]+)?$/.test(text) ? parseFloat(text) : null)

function termsTest(field: FacetField, values: readonly Scalar[]): Test {
  if (field.kind === 'number') {
    const wanted = values.map((value) => (typeof value === 'number' ? value : typeof value === 'string' ? numberLike(value) : null)).filter((n) => n !== null)
    return (record) => {
      const value = numberOf(record, recordFieldOf(field))
      return value !== null && wanted.includes(value)
    }
  }
  const wanted = values.map(asText).filter((text) => text !== null)
  return (record) => valuesOf(record, field).some((value) => wanted.includes(value))
}

function rangeTest(field: FacetField, min: number | null, max: number | null): Test {
  const inside = (n: number) => (min === null || n >= min) && (max === null || n <= max)
  if (field.kind === 'number') {
    return (record) => {
      const value = numberOf(record, recordFieldOf(field))
      return value !== null && inside(value)
    }
  }
  return (record) =>
    valuesOf(record, field).some((value) => {
      const n = numberLike(value)
      return n !== null && inside(n)
    })
}

function fieldNamed(schema: IndexSchema, name: string): FacetField {
  const field = [...schema.facets, ...schema.filterFields].find((candidate) => candidate.name === name)
  if (!field) throw new Error(`oracle: unknown field ${name}`)
  return field
}

function filterTest(schema: IndexSchema, filter: QueryFilter): Test | null {
  const field = fieldNamed(schema, filter.name)
  if (filter.type === 'range') return rangeTest(field, filter.values[0], filter.values[1])
  return filter.values.length === 0 ? null : termsTest(field, filter.values)
}

function facetTest(schema: IndexSchema, facet: QueryFacet): Test | null {
  const field = fieldNamed(schema, facet.name)
  const chosen = facet.filters ?? []
  const isRange =
    (field.kind === 'number' || facet.type === 'range') && chosen.length === 2 && chosen.every((value) => value === null || typeof value === 'number')
  if (isRange) return rangeTest(field, chosen[0] as number | null, chosen[1] as number | null)
  const values = chosen.filter((value) => value !== null)
  return values.length === 0 ? null : termsTest(field, values)
}

function keyphraseTest(schema: IndexSchema, keyphrase: string | undefined): Test | null {
  const words = foldText(keyphrase ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (words.length === 0) return null
  return (record) => {
    const tokens = schema.keyphraseFields
      .flatMap((name) => leavesOf(record, name))
      .filter((leaf) => typeof leaf === 'string' || (typeof leaf === 'number' && Number.isFinite(leaf)))
      .flatMap((leaf) => foldText(String(leaf)).split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean)
    return words.every((word, i) => tokens.some((token) => token === word || (i === words.length - 1 && token.startsWith(word))))
  }
}

// ---- ordering ----

const collator = new Intl.Collator('sv', { sensitivity: 'variant' })
const byCodeUnit = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1)
const byText = (a: string, b: string) => collator.compare(a, b) || byCodeUnit(a, b)

function byValue(a: string, b: string): number {
  const x = numberLike(a)
  const y = numberLike(b)
  if (x !== null && y !== null) return x - y || byText(a, b)
  if (x !== null) return -1
  if (y !== null) return 1
  return byText(a, b)
}

function nodeOrder(sortOrder: QueryFacet['sort_order']): (a: FacetValueNode, b: FacetValueNode) => number {
  if (sortOrder === 'value_asc') return (a, b) => byValue(a.text, b.text)
  if (sortOrder === 'value_desc') return (a, b) => byValue(b.text, a.text)
  return (a, b) => b.count - a.count || byValue(a.text, b.text)
}

type Key = { n: number } | { s: string } | null

function keyOf(record: Rec, name: string): Key {
  const first = leavesOf(record, name)[0]
  if (typeof first === 'boolean') return { n: first ? 1 : 0 }
  if (typeof first === 'number') return Number.isFinite(first) ? { n: first } : null
  if (typeof first !== 'string' || first === '') return null
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(first) && !Number.isNaN(Date.parse(first)))
    return { n: Date.parse(first) }
  return { s: first }
}

function compareKeys(a: Key, b: Key, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  let result: number
  if ('n' in a && 'n' in b) result = a.n - b.n
  else if ('s' in a && 's' in b) result = byText(a.s, b.s)
  else result = 'n' in a ? -1 : 1
  return descending ? -result : result
}

// ---- the search ----

export function oracleSearch(schema: IndexSchema, records: readonly Rec[], query: SearchQuery): OracleHits {
  const sortName = query.sort_name ?? schema.defaultSort
  const sort = schema.sorts.find((candidate) => candidate.name === sortName)
  if (!sort) throw new Error(`oracle: unknown sort ${sortName}`)
  const fixed = [keyphraseTest(schema, query.keyphrase), ...(query.filters ?? []).map((filter) => filterTest(schema, filter))].filter((test) => test !== null)
  const facets = query.facets ?? []
  const own = facets.map((facet) => facetTest(schema, facet))
  const passes = (record: Rec, skip: number) => fixed.every((test) => test(record)) && own.every((test, i) => i === skip || test === null || test(record))

  const positions = records.map((_, i) => i)
  const matching = positions.filter((i) => passes(records[i]!, -1))
  const keys = new Map(matching.map((i) => [i, keyOf(records[i]!, sort.field)]))
  const sorted = [...matching].sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!, sort.direction === 'desc') || a - b)
  const ids = query.limit === 0 ? [] : sorted.slice(query.offset, query.offset + query.limit)

  const facetAnswers = facets.map((facet, i): OracleFacet => {
    const field = fieldNamed(schema, facet.name)
    const candidates = positions.filter((p) => passes(records[p]!, i)).map((p) => records[p]!)
    if (field.kind === 'number') {
      return { name: facet.name, type: 'histogram', numbers: candidates.map((record) => numberOf(record, field.name)).filter((n) => n !== null) }
    }
    const chosen = isTermsSelection(facet, field)
      ? [...new Set((facet.filters ?? []).map((v) => (v === null ? null : asText(v))).filter((t) => t !== null))]
      : []
    const order = nodeOrder(facet.sort_order)
    if (field.kind === 'hierarchy') return { name: facet.name, type: 'hierarchy', values: hierarchyValues(field, candidates, chosen, order) }
    const counts = new Map<string, number>()
    for (const record of candidates) for (const text of textsOf(record, field.name)) counts.set(text, (counts.get(text) ?? 0) + 1)
    for (const text of chosen) if (!counts.has(text)) counts.set(text, 0)
    return { name: facet.name, type: 'terms', values: [...counts].map(([text, count]) => ({ text, count })).sort(order) }
  })
  return { ids, total: matching.length, facets: facetAnswers }
}

function isTermsSelection(facet: QueryFacet, field: FacetField): boolean {
  const chosen = facet.filters ?? []
  const isRange = (field.kind === 'number' || facet.type === 'range') && chosen.length === 2 && chosen.every((v) => v === null || typeof v === 'number')
  return !isRange
}

function hierarchyValues(field: FacetField, candidates: Rec[], chosen: string[], order: (a: FacetValueNode, b: FacetValueNode) => number): FacetValueNode[] {
  const parents = new Map<string, { count: number; children: Map<string, number> }>()
  const parentEntry = (text: string) => {
    if (!parents.has(text)) parents.set(text, { count: 0, children: new Map() })
    return parents.get(text)!
  }
  for (const record of candidates) {
    const place = hierarchyOf(record, field)
    if (place === null) continue
    const entry = parentEntry(place.parent)
    entry.count++
    if (place.child !== null) entry.children.set(place.child, (entry.children.get(place.child) ?? 0) + 1)
  }
  for (const text of chosen) {
    const cut = text.indexOf('>')
    if (cut < 0) parentEntry(text)
    else {
      const entry = parentEntry(text.slice(0, cut))
      const child = text.slice(cut + 1)
      if (!entry.children.has(child)) entry.children.set(child, 0)
    }
  }
  return [...parents]
    .map(([text, entry]) => ({ text, count: entry.count, children: [...entry.children].map(([child, count]) => ({ text: child, count })).sort(order) }))
    .sort(order)
}
