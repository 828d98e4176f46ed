/**
 * How the footer lays out its link columns (spec 01 §2.5, §9: "columns with 2 or fewer items span
 * 2; grids use 2 or 4 columns").
 *
 * The rule, in grid tracks:
 * - a column with 2 or fewer items is short, so it takes 2 tracks (side by side with its title it
 *   would leave a tall empty hole next to the long columns); any other column takes 1 track;
 * - the columns' "worth" is the sum of their spans. Up to 2 tracks' worth fits a 2-track grid;
 *   anything more gets a 4-track grid, so short and long columns line up on a wide screen.
 * - a span never exceeds the grid (a short column in a 2-track grid fills the row).
 *
 * The class names are written out in full so Tailwind finds them in the source.
 */

export type FooterGridColumns = 2 | 4
export type FooterColumnSpan = 1 | 2

/** A column of 2 or fewer items is short and spans 2 grid tracks. */
export const SHORT_COLUMN_MAX_ITEMS = 2

export type FooterColumnsLayout = {
  gridColumns: FooterGridColumns
  /** One span per column, in the columns' order. */
  spans: FooterColumnSpan[]
}

export function footerColumnSpan(itemCount: number): FooterColumnSpan {
  return itemCount <= SHORT_COLUMN_MAX_ITEMS ? 2 : 1
}

export function footerColumnsLayout(columns: readonly { items: readonly unknown[] }[]): FooterColumnsLayout {
  const spans = columns.map((column) => footerColumnSpan(column.items.length))
  const worth = spans.reduce<number>((sum, span) => sum + span, 0)
  return { gridColumns: worth > 2 ? 4 : 2, spans }
}

/** Phones always get 2 tracks; the 4-track grid starts at the desktop width (1024px, spec 01 §9). */
export const footerGridClass: Record<FooterGridColumns, string> = {
  2: 'grid-cols-2',
  4: 'grid-cols-2 lg:grid-cols-4',
}

export const footerSpanClass: Record<FooterColumnSpan, string> = {
  1: 'col-span-1',
  2: 'col-span-2',
}

/**
 * The two info fields sit side by side from the tablet width; `infoFieldOneChildFullWidth` gives
 * the first one the whole row (spec 01 §3 Footer InfoFieldOneChildFullWidth).
 */
export function infoFieldClass(index: number, firstFullWidth: boolean): string {
  return index === 0 && firstFullWidth ? 'md:col-span-2' : 'md:col-span-1'
}
