/**
 * Geometry of the car-store 'similar cars' drawer (spec 02 'Car detail page' "Car-store variant ...
 * a draggable 'similar cars' drawer"; §4 "Recommendation drawer (car-store layout) is draggable:
 * closed offset -80 px, 30% drag threshold"; §9 "drawer card 330 px").
 *
 * Interpretation of "closed offset -80 px": the drawer is docked to the bottom edge of the
 * viewport. Open, it rests at translateY(0). Closed, it is pushed down by its own height minus
 * 80 px, so its top edge sits 80 px above (-80 px from) the viewport's bottom edge: only the 80 px
 * handle strip (title, count, chevron button) peeks up, the body with the cars is off-screen.
 * The page reserves those 80 px at its end so the peek never covers the contact section or footer.
 *
 * Offsets are translateY pixels, 0 = open, `travel` = closed. The travel is the distance between
 * the two resting places: the drawer's open height minus the peek (the height of its body).
 * Positive drag deltas point down (towards closed), as clientY grows downwards.
 */

/** spec 02 §4 "closed offset -80 px": the height of the strip that stays visible when closed. */
export const DRAWER_PEEK_PX = 80

/** spec 02 §4 "30% drag threshold": share of the travel a drag must exceed to switch state. */
export const DRAG_SNAP_THRESHOLD = 0.3

/** spec 02 §9 "drawer card 330 px". */
export const DRAWER_CARD_WIDTH_PX = 330

/** Gap between the drawer's cards (Tailwind gap-4); used when the layout cannot be measured. */
export const DRAWER_CARD_GAP_PX = 16

/**
 * Pointer movement up to this many pixels is a click, not a drag (a finger or mouse jitters a
 * little on a tap; spec 02 §4 a click on the handle toggles).
 */
export const TAP_SLOP_PX = 5

export type DrawerState = 'open' | 'closed'

/** How far the drawer moves between open and closed, from its measured full (open) height. */
export function drawerTravel(drawerHeight: number): number {
  return Math.max(0, drawerHeight - DRAWER_PEEK_PX)
}

/** The translateY of a resting drawer, in pixels. */
export function restingOffset(state: DrawerState, travel: number): number {
  return state === 'open' ? 0 : Math.max(0, travel)
}

/** A drag never lifts the drawer above open nor pushes it below closed. */
export function clampOffset(offset: number, travel: number): number {
  return Math.min(Math.max(offset, 0), Math.max(0, travel))
}

/** Whether a pointer that moved `deltaY` pixels since it was pressed is dragging (not a tap). */
export function isDragMovement(deltaY: number): boolean {
  return Math.abs(deltaY) > TAP_SLOP_PX
}

/** Where the drawer follows the pointer to while dragged from `from` by `deltaY` pixels. */
export function offsetWhileDragging(from: DrawerState, travel: number, deltaY: number): number {
  return clampOffset(restingOffset(from, travel) + deltaY, travel)
}

/**
 * The state a drag ends in (no velocity, spec 02 §4 "30% drag threshold"): the other state when
 * the drawer moved more than 30 % of its travel towards it, otherwise back where it started.
 * Movement beyond a resting place is clamped away first, so dragging a closed drawer down and
 * back up counts only what it really moved.
 */
export function stateAfterDrag(from: DrawerState, travel: number, deltaY: number): DrawerState {
  if (travel <= 0) return from
  const moved = offsetWhileDragging(from, travel, deltaY) - restingOffset(from, travel)
  const threshold = travel * DRAG_SNAP_THRESHOLD
  if (from === 'closed' && -moved > threshold) return 'open'
  if (from === 'open' && moved > threshold) return 'closed'
  return from
}

/**
 * The CSS transform of the drawer. Its box hangs from a line 80 px above the viewport's bottom
 * (`drawerAnchorTop`), so closed it rests untransformed with its handle strip showing; open, it
 * is lifted by its own height less the strip; dragged, `dragOffset` pixels below the open place
 * (offsetWhileDragging's measure). Relative to its own height (100%), so it is right on the server
 * and after any resize without measuring.
 *
 * Why hang it from the top (issue 39): anchored to the bottom, the box grew upwards while a slow
 * network delivered its cards after the handle, and the browser counted the whole box as moved
 * (layout shift 0.33–0.50 on the car-store car page on a phone). Growing downwards, off-screen,
 * moves nothing.
 */
export function drawerTransform(state: DrawerState, dragOffset: number | null): string {
  if (dragOffset !== null) return `translateY(calc(${dragOffset + DRAWER_PEEK_PX}px - 100%))`
  return state === 'open' ? `translateY(calc(${DRAWER_PEEK_PX}px - 100%))` : 'translateY(0px)'
}

/** Where the drawer's box starts: its handle strip's height above the viewport's bottom. */
export const drawerAnchorTop = `calc(100% - ${DRAWER_PEEK_PX}px)`

/** Sub-pixel slack: browsers round scroll positions. */
const SCROLL_SLACK_PX = 1

export type ScrollEdges = { atStart: boolean; atEnd: boolean }

/** Whether the card row is scrolled to its start and/or end (the previous / next buttons' state). */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollEdges {
  return {
    atStart: scrollLeft <= SCROLL_SLACK_PX,
    atEnd: scrollLeft >= scrollWidth - clientWidth - SCROLL_SLACK_PX,
  }
}

/**
 * Where the previous / next buttons scroll the card row: one card step from the card nearest the
 * current position, within the row's scroll range.
 */
export function scrollTargetLeft(scrollLeft: number, step: number, direction: 1 | -1, maxScrollLeft: number): number {
  const max = Math.max(0, maxScrollLeft)
  if (step <= 0) return Math.min(Math.max(scrollLeft, 0), max)
  const target = (Math.round(scrollLeft / step) + direction) * step
  return Math.min(Math.max(target, 0), max)
}
