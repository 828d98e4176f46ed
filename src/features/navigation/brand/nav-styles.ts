/** Class names shared by the brand navigation's parts, so the bar and its panels look alike. */

/**
 * Visible keyboard focus on every control (WCAG 2.4.7). In the text colour rather than the theme's
 * focus colour: the bar may be light, dark (HasDarkTheme) or transparent over a banner, and the
 * text colour is the one that contrasts with all three.
 */
export const FOCUS_RING = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current'

/** Panels and the drawer (colours and border colour): the theme's header colours, or neutral dark for HasDarkTheme. */
export const panelTone = (dark: boolean): string =>
  dark ? 'border-white/15 bg-neutral-900 text-white' : 'border-border bg-header-background text-header-foreground'

/** Divider lines inside panels. */
export const dividerTone = (dark: boolean): string => (dark ? 'border-white/15' : 'border-border')

/**
 * A top-level entry of the desktop bar. The measuring row renders item titles with the same
 * classes, so measured widths match the real entries. The underline marks hover, open and the
 * current section (TopSelected).
 */
export const TOP_ENTRY =
  'group relative inline-flex min-h-11 items-center gap-1 whitespace-nowrap px-3 font-heading font-semibold ' +
  'after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:origin-left after:scale-x-0 after:bg-current after:transition-transform ' +
  'hover:after:scale-x-100 aria-expanded:after:scale-x-100 data-[selected=true]:after:scale-x-100 motion-reduce:after:transition-none'

/** A link inside a dropdown or drawer list: at least 44 px tall for touch (WCAG 2.5.8). */
export const MENU_LINK = `inline-flex min-h-11 items-center underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline ${FOCUS_RING}`
