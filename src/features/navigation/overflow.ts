/**
 * The brand navigation bar's overflow rule (spec 01 §2.3, §4 Desktop menu): top-level items are
 * shown inline while they fit; the rest move into a 'More' dropdown. Pure so it can be tested
 * without a layout engine; the component feeds it measured widths.
 */

export type OverflowMeasurements = {
  /** Width of the whole area the bar's navigation may use, in px. */
  availableWidth: number
  /** Natural width of each top-level item, in menu order. */
  itemWidths: readonly number[]
  /** Width of the 'More' button, needed only when something overflows. */
  moreWidth: number
  /** Parts that are always shown in the same area (language switcher, extra items …). */
  fixedWidths?: readonly number[]
}

/** Sub-pixel rounding must not make the last item flap in and out while resizing. */
const ROUNDING_TOLERANCE_PX = 0.5

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * How many top-level items are shown inline; the others go into 'More'. When every item fits there
 * is no 'More' button, so its width is only reserved once something overflows.
 */
export function countVisibleItems({ availableWidth, itemWidths, moreWidth, fixedWidths = [] }: OverflowMeasurements): number {
  // Not laid out (hidden below 1280 px, or before the first measurement): show everything, as the
  // server-rendered bar does.
  if (!Number.isFinite(availableWidth) || availableWidth <= 0) return itemWidths.length

  const space = availableWidth - sum(fixedWidths) + ROUNDING_TOLERANCE_PX
  if (sum(itemWidths) <= space) return itemWidths.length

  const spaceBesideMore = space - moreWidth
  let used = 0
  let visible = 0
  for (const width of itemWidths) {
    if (used + width > spaceBesideMore) break
    used += width
    visible += 1
  }
  return visible
}

/** spec 01 §9: resize handling updates at most every 50 ms and once more 250 ms after the last event. */
export const RESIZE_THROTTLE_MS = 50
export const RESIZE_FINAL_UPDATE_MS = 250

export type ThrottledUpdate = {
  /** Ask for an update (e.g. from a resize event). */
  request: () => void
  /** Drop pending updates (on unmount). */
  cancel: () => void
}

/**
 * A throttle with a trailing call plus a final update: the first request runs at once, requests
 * during the next `throttleMs` are folded into one call at the end of that window, and one more
 * call runs `finalMs` after the last request (layout often settles only after the resize ends).
 */
export function throttleWithFinalUpdate(
  update: () => void,
  throttleMs: number = RESIZE_THROTTLE_MS,
  finalMs: number = RESIZE_FINAL_UPDATE_MS,
): ThrottledUpdate {
  let windowTimer: ReturnType<typeof setTimeout> | undefined
  let finalTimer: ReturnType<typeof setTimeout> | undefined
  let requestedDuringWindow = false

  const openWindow = () => {
    windowTimer = setTimeout(() => {
      windowTimer = undefined
      if (requestedDuringWindow) {
        requestedDuringWindow = false
        update()
        openWindow()
      }
    }, throttleMs)
  }

  return {
    request() {
      clearTimeout(finalTimer)
      finalTimer = setTimeout(() => {
        finalTimer = undefined
        update()
      }, finalMs)

      if (windowTimer === undefined) {
        update()
        openWindow()
      } else {
        requestedDuringWindow = true
      }
    },
    cancel() {
      clearTimeout(windowTimer)
      clearTimeout(finalTimer)
      windowTimer = undefined
      finalTimer = undefined
      requestedDuringWindow = false
    },
  }
}
