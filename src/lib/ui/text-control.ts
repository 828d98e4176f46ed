/** The look of a text field: 44 px high, the theme's border, a red border while flagged invalid. */
export const TEXT_CONTROL_CLASS =
  'min-h-11 w-full rounded-brand border border-border bg-background px-3 py-2 text-base text-foreground aria-[invalid=true]:border-2 aria-[invalid=true]:border-warning disabled:cursor-wait disabled:opacity-60'
