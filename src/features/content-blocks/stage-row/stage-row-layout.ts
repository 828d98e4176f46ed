/**
 * The stage row's measuring rules, apart from the block's schema: the scroller (StageRowScroller.tsx,
 * a client island) imports only this, so its script carries neither the Payload block config nor zod.
 */

/** spec 01 §9: a stage row re-measures itself 100 ms after the window stops resizing. */
export const STAGE_ROW_RESIZE_DEBOUNCE_MS = 100

/** Whether the row needs its previous/next buttons: its content is wider than what shows (1 px slack for rounding). */
export const rowOverflows = (scrollWidth: number, clientWidth: number) => scrollWidth > clientWidth + 1
