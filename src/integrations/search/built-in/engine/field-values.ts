/**
 * Reading a field of a plain record, the one place that decides what a record 'has' for a field.
 * Dotted names ('site_departments.brands.name', spec 03 §3) walk through objects and arrays of
 * objects, collecting every leaf; arrays of scalars count as several values (car_campaigns).
 */
export type FieldPath = readonly string[]

export const fieldPath = (name: string): FieldPath => name.split('.')

/** Every leaf along the path, arrays flattened. */
function leavesAt(record: unknown, path: FieldPath): unknown[] {
  const leaves: unknown[] = []
  collect(record, path, 0, leaves)
  return leaves
}

function collect(value: unknown, path: FieldPath, depth: number, into: unknown[]): void {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) collect(item, path, depth, into)
    return
  }
  if (depth === path.length) {
    into.push(value)
    return
  }
  if (typeof value === 'object') collect((value as Record<string, unknown>)[path[depth]!], path, depth + 1, into)
}

/**
 * The facet texts of a leaf: strings as they are (empty ones are no value), finite numbers as
 * their decimal string (car_year 2021 → '2021'), booleans as 'true'/'false'.
 */
export function facetText(leaf: unknown): string | undefined {
  if (typeof leaf === 'string') return leaf.length > 0 ? leaf : undefined
  if (typeof leaf === 'number') return Number.isFinite(leaf) ? String(leaf) : undefined
  if (typeof leaf === 'boolean') return leaf ? 'true' : 'false'
  return undefined
}

/** A record's distinct facet texts for a field, in the record's order. */
export function facetTexts(record: unknown, path: FieldPath): string[] {
  const texts: string[] = []
  for (const leaf of leavesAt(record, path)) {
    const text = facetText(leaf)
    if (text !== undefined && !texts.includes(text)) texts.push(text)
  }
  return texts
}

/** A number field's value: its first finite number; NaN when it has none (EV without mileage). */
export function numberValue(record: unknown, path: FieldPath): number {
  for (const leaf of leavesAt(record, path)) if (typeof leaf === 'number' && Number.isFinite(leaf)) return leaf
  return Number.NaN
}

/** Texts the keyphrase searches in: strings and numbers (car_equipment items, car_regno …). */
export function keyphraseTexts(record: unknown, path: FieldPath): string[] {
  const texts: string[] = []
  for (const leaf of leavesAt(record, path)) {
    if (typeof leaf === 'string') texts.push(leaf)
    else if (typeof leaf === 'number' && Number.isFinite(leaf)) texts.push(String(leaf))
  }
  return texts
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * What a record sorts by: a number, an instant (ISO dates and date-times, whatever their offset,
 * compare as the moment they name: indexed_at), a text, or nothing (sorts last, spec 02 §7).
 */
export type SortKey = { kind: 'number'; value: number } | { kind: 'text'; value: string } | undefined

export function sortKey(record: unknown, path: FieldPath): SortKey {
  const leaf = leavesAt(record, path)[0]
  if (typeof leaf === 'number') return Number.isFinite(leaf) ? { kind: 'number', value: leaf } : undefined
  if (typeof leaf === 'boolean') return { kind: 'number', value: leaf ? 1 : 0 }
  if (typeof leaf !== 'string' || leaf.length === 0) return undefined
  if (ISO_DATE.test(leaf)) {
    const instant = Date.parse(leaf)
    if (Number.isFinite(instant)) return { kind: 'number', value: instant }
  }
  return { kind: 'text', value: leaf }
}

const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/

/** The number a facet text reads as ('2021' → 2021), NaN for other texts. */
export const numericReading = (text: string): number => (NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN)
