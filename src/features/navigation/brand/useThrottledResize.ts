import { type RefObject, useEffectEvent, useLayoutEffect } from 'react'

import { throttleWithFinalUpdate } from '../overflow'

/**
 * Calls `onResize` before the first paint and again whenever one of the observed elements changes
 * size (window resize, web fonts arriving), throttled to every 50 ms with a final call 250 ms after
 * the last change (spec 01 §9). `key` re-runs the measurement when the measured content changes.
 */
export function useThrottledResize(targets: readonly RefObject<HTMLElement | null>[], onResize: () => void, key: unknown): void {
  const handleResize = useEffectEvent(onResize)

  useLayoutEffect(() => {
    handleResize()
    if (typeof ResizeObserver === 'undefined') return
    const throttled = throttleWithFinalUpdate(() => handleResize())
    const observer = new ResizeObserver(() => throttled.request())
    for (const target of targets) {
      if (target.current) observer.observe(target.current)
    }
    return () => {
      observer.disconnect()
      throttled.cancel()
    }
    // The refs are stable objects; `key` says when the content to measure changed.
  }, [targets, key])
}
