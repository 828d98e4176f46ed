'use client'

import { type PointerEvent, useRef } from 'react'

import { swipeStep } from './car-images'

type Start = { x: number; y: number; pointerId: number }

/**
 * Pointer-event swipe on a picture (spec 02 'Car detail page' images bullet "mobile swipe
 * carousel"; brief: a horizontal drag of more than 40 px changes the picture). The element needs
 * `swipeTouchAction` (`touch-action: pan-y pinch-zoom`) so vertical drags still scroll the page and
 * two fingers still zoom it. `consumeClick()` tells a click
 * handler that the click ended a swipe and must not open anything.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<Start | null>(null)
  const swiped = useRef(false)

  const finish = (event: PointerEvent<HTMLElement>) => {
    const from = start.current
    start.current = null
    if (!from || from.pointerId !== event.pointerId) return
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y)
    if (step === 0) return
    swiped.current = true
    onStep(step)
  }

  return {
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return
        swiped.current = false
        start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId }
      },
      onPointerUp: finish,
      onPointerCancel: () => {
        start.current = null
      },
    },
    /** True (once) when the click being handled ended a swipe. */
    consumeClick: () => {
      const was = swiped.current
      swiped.current = false
      return was
    },
  }
}
