/**
 * Shared looks of the site forms (sell-car, Norwegian service booking, CMS-built): controls at least
 * 44 px tall (min-h-11), flagged controls in the warning colour.
 */
export const FORM_CONTROL_CLASS =
  'min-h-11 w-full rounded-brand border border-border bg-background px-3 py-2 text-base text-foreground disabled:opacity-60 aria-[invalid=true]:border-2 aria-[invalid=true]:border-warning'

/** A checkbox or radio inside its 44 px tall label row. */
export const FORM_CHECK_CLASS = 'mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-[var(--color-accent)]'

export const FORM_CHECK_ROW_CLASS = 'flex min-h-11 cursor-pointer items-start gap-3 py-2'

export const FORM_LABEL_CLASS = 'text-sm font-semibold text-foreground'

export const FORM_ERROR_CLASS = 'text-sm font-medium text-warning'
