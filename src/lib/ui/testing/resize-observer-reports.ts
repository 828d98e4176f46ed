import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * A ResizeObserver for DOM tests whose reports wait until the test sends them, as a browser sends
 * the first one only once the element is laid out (happy-dom's never reports). For code that must
 * not read the page's geometry before that (issue 39: no forced layout while hydrating).
 */
export function stubResizeObserverReports(): { reportLayout: () => void; pendingReports: () => number } {
  let pending: { observer: object; report: () => void }[] = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: (entries: Array<{ target: Element }>) => void) {}
      observe(target: Element) {
        pending.push({ observer: this, report: () => this.callback([{ target }]) })
      }
      disconnect() {
        pending = pending.filter(({ observer }) => observer !== this)
      }
    },
  )
  return {
    reportLayout: () =>
      act(() => {
        for (const { report } of pending.splice(0)) report()
      }),
    pendingReports: () => pending.length,
  }
}
