'use client'

import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  const viewport = window.visualViewport
  viewport?.addEventListener('resize', listener)
  return () => viewport?.removeEventListener('resize', listener)
}

/** The visitor has pinched the page larger (the visual viewport's scale, which pinch-zoom changes). */
const zoomedIn = () => (window.visualViewport?.scale ?? 1) > 1.01

/** Whether the page is pinch-zoomed in now (never on the server and in the first render). */
export function usePinchZoomed(): boolean {
  return useSyncExternalStore(subscribe, zoomedIn, () => false)
}

/**
 * The `touch-action` of a picture that changes on a sideways swipe (issue 36: `pan-y` alone
 * blocked the phone's own pinch-zoom). Vertical drags scroll the page and two fingers zoom it;
 * sideways drags reach the swipe. Once zoomed in, the browser takes every drag, so the visitor
 * can move around the enlarged picture (the swipe then sees a `pointercancel` and does nothing).
 */
export function swipeTouchAction(zoomed: boolean): string {
  return zoomed ? 'touch-manipulation' : 'touch-pan-y touch-pinch-zoom'
}
