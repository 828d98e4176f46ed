/** The outlined secondary button (share, save as favourite): a 44 px target, the site's radius, a surface on hover. */
export const OUTLINE_BUTTON = 'inline-flex min-h-11 items-center gap-2 rounded-brand border border-border px-3 py-2 text-sm font-semibold hover:bg-surface'
