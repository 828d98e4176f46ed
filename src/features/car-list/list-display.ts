/**
 * Display rules of the car list (spec 02 'Car list page', §4, §8, §9): page size and page cap,
 * the hit counter and 'showing X of Y' progress, when 'show more' and the pager show, skeletons,
 * and when a facet gets a text search box.
 */

import { formatWholeNumber } from '@/lib/number-format'

/** spec 02 §7/§9 "List: 48 cars per page". */
export const PAGE_SIZE = 48

/** spec 02 §4/§9 "page cap 20 (index 19 max)": the zero-based index of the last page 'show more' reaches. */
export const MAX_PAGE_INDEX = 19

/** spec 02 'Car list page' "skeleton loading (24 placeholders by default)". */
export const SKELETON_COUNT = 24

/** spec 02 §9 "total display cap 10000+". */
export const TOTAL_DISPLAY_CAP = 10_000

/** spec 02 §9 "Facet text search shown at 10 or more values". */
export const FACET_TEXT_SEARCH_MIN_VALUES = 10

/** spec 02 'Car list page' "Pager hides if … the total is under 12". */
const PAGER_MIN_TOTAL = 12

/**
 * The hit counter: '10000+' from 10000 cars on (spec 02 'Car list page' "10000+ when total is
 * 10000"), else the number in the page's language ('1 234' in sv-SE, '1,234' in en-GB).
 */
export function hitCountText(total: number, languageTag: string): string {
  if (total >= TOTAL_DISPLAY_CAP) return `${TOTAL_DISPLAY_CAP}+`
  return formatWholeNumber(Math.max(0, total), languageTag)
}

export type ListProgress = {
  /** Cars on screen (never more than the total). */
  shown: number
  /** The total as the counter shows it (capped, '10000+'). */
  totalText: string
  /** Width of the progress bar, 0–100; 100 only once every car is shown. */
  percent: number
}

/** The 'showing X of Y' progress bar (spec 02 'Car list page'). */
export function progress(shown: number, total: number, languageTag: string): ListProgress {
  const safeTotal = Math.max(0, total)
  const safeShown = Math.min(Math.max(0, shown), safeTotal)
  // Rounded down so the bar is full only when everything is shown.
  const percent = safeTotal === 0 ? 0 : Math.floor((safeShown / safeTotal) * 100)
  return { shown: safeShown, totalText: hitCountText(safeTotal, languageTag), percent }
}

/**
 * 'Show more' is hidden on the last page index (19, spec 02 §8 "'Show more' beyond page 19:
 * button hidden") and once every car is shown.
 */
export function showMoreVisible(page: number, shown: number, total: number): boolean {
  return page < MAX_PAGE_INDEX && shown < total
}

/** spec 02 'Car list page' "Pager hides if the item count equals the total and the total is under 12". */
export function pagerVisible(itemCount: number, total: number): boolean {
  return !(itemCount === total && total < PAGER_MIN_TOTAL)
}

/** spec 02 'Car list page' "Facet text search boxes appear only for facets with 10 or more values". */
export function facetHasTextSearch(valueCount: number): boolean {
  return valueCount >= FACET_TEXT_SEARCH_MIN_VALUES
}
