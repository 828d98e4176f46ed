/**
 * Scroll arithmetic of the looping carousel (spec 02 'Car-of-the-week carousel' "Looping (the list
 * is duplicated)"). The track holds the list twice; `setWidth` is the distance from the first
 * slide to the first slide of the copy. Positions a whole copy apart look the same, so the track
 * can jump by `setWidth` without the visitor noticing, and the smooth step that follows always
 * has room.
 */

/** Sub-pixel slack: browsers round scroll positions. */
const SLACK = 1

/** The carousel loops only when one copy is wider than the track: otherwise every car is already in view. */
export function carouselLoops(setWidth: number, viewportWidth: number): boolean {
  return setWidth > viewportWidth + SLACK
}

/**
 * Where to jump (instantly) before a smooth step of `step` pixels in `direction`: forward from
 * inside the copy, back a copy first; backward from the first slide, ahead a copy first.
 */
export function loopStepStart(scrollLeft: number, step: number, setWidth: number, direction: 1 | -1): number {
  if (setWidth <= 0) return scrollLeft
  if (direction === 1) return scrollLeft >= setWidth - SLACK ? scrollLeft - setWidth : scrollLeft
  return scrollLeft < step - SLACK ? scrollLeft + setWidth : scrollLeft
}

/** After the visitor's own scrolling: a position in the copy moved back into the original. */
export function loopedPosition(scrollLeft: number, setWidth: number): number {
  if (setWidth <= 0) return scrollLeft
  return scrollLeft >= setWidth - SLACK ? scrollLeft - setWidth : scrollLeft
}
