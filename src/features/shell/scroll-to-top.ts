import type { WindowBox } from '@/lib/ui/bottom-bars'

/** spec 01 §2.2, §9: the scroll-to-top button appears once the page is scrolled more than 528 px. */
export const SCROLL_TO_TOP_THRESHOLD = 528

export const showsScrollToTop = (scrollY: number): boolean => scrollY > SCROLL_TO_TOP_THRESHOLD

/** The button's place: `inset` px from the window's left and bottom edges, `size` px round. */
export const SCROLL_TO_TOP_INSET = 16
const SCROLL_TO_TOP_SIZE = 48
/** Room kept between the button and a bar it moves above. */
const GAP = 8

/**
 * How far above the window's bottom edge the button sits (issue 36: it covered the kits cart's
 * "Lähetä tarjous"): its own 16 px, or above every bar at the bottom of the window that would be
 * under it, so no fixed button covers another control at any width. A bar clear of the button's
 * column, or below the window, leaves it where it is.
 */
export function scrollToTopOffset(bars: readonly WindowBox[], windowHeight: number): number {
  let offset = SCROLL_TO_TOP_INSET
  const left = SCROLL_TO_TOP_INSET - GAP
  const right = SCROLL_TO_TOP_INSET + SCROLL_TO_TOP_SIZE + GAP
  // The lowest bar first: lifted above it, the button may meet the next one up.
  for (const bar of [...bars].sort((a, b) => b.top - a.top)) {
    const top = windowHeight - offset - SCROLL_TO_TOP_SIZE - GAP
    const bottom = windowHeight - offset + GAP
    if (bar.left < right && bar.right > left && bar.top < bottom && bar.bottom > top) offset = windowHeight - bar.top + GAP
  }
  return offset
}
