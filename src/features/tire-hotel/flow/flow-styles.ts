/** The tyre-hotel flow's shared control classes (one look for inputs, secondary buttons and links on every step). */
export const INPUT = 'min-h-11 w-full rounded-brand border border-border bg-background px-3 py-2 text-base text-foreground'
export const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-brand border border-accent px-4 py-2 font-semibold text-accent disabled:cursor-not-allowed disabled:border-border disabled:text-muted'
export const LINK = 'font-semibold text-accent underline underline-offset-2'
