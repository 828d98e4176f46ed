/**
 * Parts of a page far below its first screen (the car list's later cards, a car page's sections) are marked
 * `data-render-after-load` in the first HTML. `globals.css` gives them `content-visibility: auto`,
 * so while the page loads and hydrates the browser skips their style, layout and paint unless they
 * are on screen (issue 39: on the car list that was half of the load's style and layout work at
 * 4x CPU). Skipped parts are blank in a whole-page screenshot and clip their focus rings, so they
 * do not stay skipped: once the page is idle, `renderAfterLoad` draws them one at a time, each in
 * an idle slice of its own (no long task), and all at once before printing.
 */
export const RENDER_AFTER_LOAD_ATTRIBUTE = 'data-render-after-load'
const MARKED = `[${RENDER_AFTER_LOAD_ATTRIBUTE}]`

/** Another part only while this much of the slice is left: one part's style and layout at 4x CPU is 5–20 ms. */
const SLICE_MINIMUM_MS = 4
/** A page that is never idle (an animation) still gets one part drawn per slice this often. */
const SLICE_TIMEOUT_MS = 1000
/** Where the browser has no requestIdleCallback (Safari): a timer, and a slice of this long. */
const TIMER_SLICE_MS = 12

type IdleDeadlineLike = { timeRemaining: () => number }

function whenIdle(work: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: SLICE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(() => {
    const end = performance.now() + TIMER_SLICE_MS
    work({ timeRemaining: () => Math.max(0, end - performance.now()) })
  }, 1)
  return () => window.clearTimeout(handle)
}

function draw(part: Element): void {
  part.removeAttribute(RENDER_AFTER_LOAD_ATTRIBUTE)
  // Read a layout value: the part's style and layout happen here, in this slice, not all together in the next frame.
  if (part instanceof HTMLElement) void part.offsetHeight
}

/**
 * Draws the marked parts within `root` in idle slices, in document order; returns a function
 * that stops (parts not drawn yet keep their mark, so a later call takes them).
 */
export function renderAfterLoad(root: ParentNode = document): () => void {
  if (!root.querySelector(MARKED)) return () => {}
  let cancelSlice: (() => void) | null = null
  const stop = () => {
    cancelSlice?.()
    cancelSlice = null
    window.removeEventListener('beforeprint', drawAll)
  }
  function drawAll() {
    stop()
    for (const part of Array.from(root.querySelectorAll(MARKED))) draw(part)
  }
  const slice = (deadline: IdleDeadlineLike) => {
    cancelSlice = null
    let next = root.querySelector(MARKED)
    // At least one part per slice, so the parts are all drawn however busy the page is.
    while (next) {
      draw(next)
      next = root.querySelector(MARKED)
      if (deadline.timeRemaining() <= SLICE_MINIMUM_MS) break
    }
    if (next) cancelSlice = whenIdle(slice)
    else stop()
  }
  window.addEventListener('beforeprint', drawAll)
  cancelSlice = whenIdle(slice)
  return stop
}
