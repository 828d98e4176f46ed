/**
 * How a marketing popup opens (spec 03 §4 'a marketing form popup is open or closed'), as the
 * editor sets it on the block: after a delay, at a scroll depth, or from a button. Pure and
 * client-safe (no zod): the popup's island bundles it.
 */

export const POPUP_TRIGGERS = ['delay', 'scroll', 'button'] as const
export type PopupTriggerKind = (typeof POPUP_TRIGGERS)[number]

export type PopupTrigger = { kind: 'delay'; seconds: number } | { kind: 'scroll'; percent: number } | { kind: 'button'; label: string }

/** Bounds of the editor's numbers (the block's fields say the same). */
export const POPUP_DELAY_MAX_SECONDS = 600
export const POPUP_DEFAULT_DELAY_SECONDS = 10
export const POPUP_DEFAULT_SCROLL_PERCENT = 50

/** Spec 03 §9 'marketing form re-created 3 s after submit'. */
export const POPUP_RECREATE_MS = 3000

/**
 * How much of the page the visitor has seen, in per cent: the bottom of the window against the
 * document's height (the usual 'scroll depth' of tag managers, so an editor's 50 means the same
 * there and here). A page that fits in the window has been seen whole (100).
 */
export function scrollDepthPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (!(documentHeight > 0) || documentHeight <= viewportHeight) return 100
  const seen = Math.max(0, scrollY) + Math.max(0, viewportHeight)
  return Math.min(100, (seen / documentHeight) * 100)
}

/**
 * Whether a scroll-depth popup opens now. Only once the visitor has scrolled at all: a page that
 * fits in the window (or a scroll depth the first screen already shows) does not throw a popup at
 * a visitor who has not moved.
 */
export function scrollTriggerReached(percent: number, scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  return scrollY > 0 && scrollDepthPercent(scrollY, viewportHeight, documentHeight) >= percent
}

/**
 * Where the page remembers that the visitor closed (or sent) a popup that opens by itself, for
 * the rest of the visit (session storage): a delay or scroll popup does not come back on every
 * page view once it was answered. One key per block.
 */
export const popupDismissedKey = (blockId: string) => `showroom-marketing-popup:${blockId}`

/** The trigger from the block's fields, with the editor's numbers kept in bounds. */
export function popupTrigger(
  kind: PopupTriggerKind | null | undefined,
  values: { delaySeconds?: number | null; scrollDepth?: number | null; buttonLabel: string },
): PopupTrigger {
  const finite = (n: number | null | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback)
  if (kind === 'delay') return { kind, seconds: Math.min(POPUP_DELAY_MAX_SECONDS, Math.max(0, finite(values.delaySeconds, POPUP_DEFAULT_DELAY_SECONDS))) }
  if (kind === 'scroll') return { kind, percent: Math.min(100, Math.max(1, finite(values.scrollDepth, POPUP_DEFAULT_SCROLL_PERCENT))) }
  return { kind: 'button', label: values.buttonLabel }
}
