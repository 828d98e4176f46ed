/**
 * The price-range (and mileage, power …) slider's rules (spec 02 §5 'Range slider', §4, §9):
 * values clamp to the facet's min and max and the two ends stay ordered; typed numbers have
 * spaces removed and parse as whole numbers; the step is max(1, one hundredth of the range); the
 * value is sent after 1500 ms without change, or at once on final release.
 */

/** A range selection as the query holds it: [min, max], either end open (null). */
export type RangeValue = [number | null, number | null]

/** The facet's own extent (the histogram's min and max). */
export type RangeBounds = { min: number; max: number }

/** spec 02 §4/§9 "range-slider debounce 1500 ms". */
export const RANGE_COMMIT_DELAY_MS = 1500

/**
 * The slider step: max(1, (max - min) / 100), rounded down to a whole number (the values are whole
 * numbers, spec 02 §5). A reversed or empty range gives 1.
 */
export function stepFor(min: number, max: number): number {
  const span = max - min
  if (!Number.isFinite(span) || span <= 0) return 1
  return Math.max(1, Math.floor(span / 100))
}

/**
 * A typed number (spec 02 §5 "Typed numbers have spaces removed and parse as whole numbers"):
 * every kind of space is removed ('100 000', '100\u00a0000' as sv-SE formats it), an optional
 * minus sign and digits are required, and a decimal part after '.' or ',' is cut off
 * ('1500,75' → 1500). Anything else ('', 'abc', '10k', '1e6') is null: the input is not a number.
 */
export function parseTypedNumber(text: string): number | null {
  const compact = text.replace(/\s+/gu, '')
  const match = /^(-?\d+)(?:[.,]\d*)?$/u.exec(compact)
  if (!match) return null
  const value = Number(match[1])
  if (!Number.isSafeInteger(value)) return null
  return value === 0 ? 0 : value // no -0
}

/**
 * Both ends inside the facet's bounds and in order (spec 02 §5). Open ends become the bounds;
 * when the low end passes the high end the two swap. Bounds given the wrong way round are
 * read in order.
 */
export function clampRange(range: Readonly<RangeValue>, bounds: RangeBounds): [number, number] {
  const lo = Math.min(bounds.min, bounds.max)
  const hi = Math.max(bounds.min, bounds.max)
  const clamp = (value: number | null, open: number) => (value === null || Number.isNaN(value) ? open : Math.min(hi, Math.max(lo, value)))
  const a = clamp(range[0], lo)
  const b = clamp(range[1], hi)
  return a <= b ? [a, b] : [b, a]
}

export type RangeSliderState = {
  /** The facet's bounds. */
  min: number
  max: number
  step: number
  /** The two thumbs, clamped and ordered. */
  low: number
  high: number
  /** Thumb positions along the track, 0–100. */
  lowPercent: number
  highPercent: number
  /** Nothing to slide: every car has the same value. */
  disabled: boolean
}

/**
 * What the slider shows for a facet's bounds and the visitor's selection; null while the facet
 * has no values (the histogram's min and max are null when no car has one).
 */
export function rangeSliderState(selection: Readonly<RangeValue> | undefined, bounds: { min: number | null; max: number | null }): RangeSliderState | null {
  if (bounds.min === null || bounds.max === null || !Number.isFinite(bounds.min) || !Number.isFinite(bounds.max)) return null
  const min = Math.min(bounds.min, bounds.max)
  const max = Math.max(bounds.min, bounds.max)
  const [low, high] = clampRange(selection ?? [null, null], { min, max })
  const span = max - min
  const percent = (value: number) => (span === 0 ? 0 : ((value - min) / span) * 100)
  return { min, max, step: stepFor(min, max), low, high, lowPercent: percent(low), highPercent: span === 0 ? 100 : percent(high), disabled: span === 0 }
}

/**
 * The selection to put in the query for the two thumb values: clamped and ordered, and an end
 * sitting on its bound is open (null), so cars at the very top or bottom are never cut off. With
 * a step that does not divide the range the high thumb cannot reach the max exactly; its last
 * step counts as the max. Both ends open: null (no range filter).
 */
export function rangeSelection(values: Readonly<RangeValue>, bounds: RangeBounds): RangeValue | null {
  const min = Math.min(bounds.min, bounds.max)
  const max = Math.max(bounds.min, bounds.max)
  const [low, high] = clampRange(values, { min, max })
  const step = stepFor(min, max)
  const lastStep = max - ((max - min) % step)
  const selection: RangeValue = [low <= min ? null : low, high >= lastStep ? null : high]
  return selection[0] === null && selection[1] === null ? null : selection
}

export type RangeCommit<T> = {
  /** The thumb moved or a number was typed: send after `delayMs` without a further change. */
  change(value: T): void
  /** The thumb was let go (or Enter in the box): send now. */
  release(value: T): void
  /** Drop a pending send (the component unmounts). */
  cancel(): void
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => Object.is(item, b[i])) : Object.is(a, b)

/**
 * The slider's debounce (spec 02 §4 "sends its value after 1500 ms of no change, or at once on final
 * release"). A release right after the timer sent the same value, with no change in between, is
 * not sent twice. Arrays compare item by item.
 */
export function createRangeCommit<T>(send: (value: T) => void, delayMs: number = RANGE_COMMIT_DELAY_MS): RangeCommit<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The value the timer sent, while no change has come since. */
  let justSent: { value: T } | undefined

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    change(value) {
      stop()
      justSent = undefined
      timer = setTimeout(() => {
        timer = undefined
        justSent = { value }
        send(value)
      }, delayMs)
    },
    release(value) {
      stop()
      const duplicate = justSent !== undefined && sameValue(justSent.value, value)
      justSent = undefined
      if (!duplicate) send(value)
    },
    cancel() {
      stop()
      justSent = undefined
    },
  }
}
