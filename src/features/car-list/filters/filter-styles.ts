/**
 * Shared Tailwind classes of the filter UI (theme tokens of app/globals.css). Focus
 * rings come from the base layer's :focus-visible outline; every target is at least 44 px.
 */

/** A checkbox row: the whole row is the label, 44 px high. */
export const OPTION_ROW = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-brand px-2 hover:bg-surface'

export const CHECKBOX = 'h-5 w-5 shrink-0 cursor-pointer accent-accent'

/** The muted count after a value's text. */
export const COUNT = 'ml-auto pl-2 text-sm text-muted tabular-nums'

/** A text box (facet search, keyphrase, range ends). */
export const TEXT_INPUT = 'min-h-11 w-full rounded-brand border border-border bg-background px-3 text-base text-foreground placeholder:text-muted'

/** A quiet button (show all, clear, panel toggles). */
export const GHOST_BUTTON =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-brand border border-border bg-background px-4 font-semibold text-foreground hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50'

/** A link-like button inside a facet ('show all'). */
export const TEXT_BUTTON = 'inline-flex min-h-11 cursor-pointer items-center rounded-brand px-2 font-semibold text-link underline-offset-4 hover:underline'

export const FIELDSET = 'min-w-0 border-0 p-0'
export const LEGEND = 'mb-2 font-heading text-base font-bold'
