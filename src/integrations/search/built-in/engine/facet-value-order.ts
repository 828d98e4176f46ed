import type { FacetRequest } from '@/integrations/search/search-contract'

import { numericReading } from './field-values'
import { compareTexts } from './text-order'

/** Ascending value order: numeric-looking texts numerically and before other texts ('9' < '10' < 'Audi'). */
export function compareFacetTexts(a: string, b: string): number {
  const x = numericReading(a)
  const y = numericReading(b)
  const xNumeric = !Number.isNaN(x)
  const yNumeric = !Number.isNaN(y)
  if (xNumeric && yNumeric && x !== y) return x - y
  if (xNumeric !== yNumeric) return xNumeric ? -1 : 1
  return compareTexts(a, b)
}

export type FacetSortOrder = NonNullable<FacetRequest['sort_order']>

/** The facet value order of spec 02 §7 facets' sort_order; by default count_desc (ties by value). */
export function facetValueComparator(order: FacetSortOrder | undefined): (a: { text: string; count: number }, b: { text: string; count: number }) => number {
  if (order === 'value_asc') return (a, b) => compareFacetTexts(a.text, b.text)
  if (order === 'value_desc') return (a, b) => compareFacetTexts(b.text, a.text)
  return (a, b) => b.count - a.count || compareFacetTexts(a.text, b.text)
}
