'use client'

import { type MouseEvent, type PointerEvent, useCallback, useRef, useState } from 'react'

import {
  type FramePoint,
  type FrameSize,
  isDoubleTap,
  isZoomed,
  NOT_ZOOMED,
  panBy,
  type PictureZoom,
  pinchScale,
  type Tap,
  toggledAt,
  wheelScale,
  ZOOM_STEP,
  zoomAt,
} from './picture-zoom'

/** A pointer that moved less than this between down and up tapped. */
const TAP_SLOP_PX = 10

type Pinch = { distance: number; scale: number }

/** Where (clientX, clientY) is in `element`, with the element's size: every gesture's point. */
const pointIn = (element: Element, clientX: number, clientY: number): FramePoint & FrameSize => {
  const rect = element.getBoundingClientRect()
  return { x: clientX - rect.left, y: clientY - rect.top, width: rect.width, height: rect.height }
}

/**
 * Zoom for the full-screen gallery's picture (issue 41 item 4; the arithmetic in picture-zoom.ts):
 * the wheel (and a trackpad's pinch, which browsers send as a wheel with Ctrl) zooms at the
 * pointer, a double click or double tap zooms in there or back out, two fingers pinch, and one
 * finger or the mouse drags a zoomed picture around. `frameRef` goes on the element the gestures
 * happen on (the wheel needs a listener that may cancel the page's own zoom), `handlers` on it too.
 * `blocksSwipe()` tells the swipe that this gesture was a zoom or a drag, not a change of picture.
 */
export function usePictureZoom() {
  const [zoom, setZoom] = useState<PictureZoom>(NOT_ZOOMED)
  const pointers = useRef(new Map<number, FramePoint>())
  const pinch = useRef<Pinch | null>(null)
  const down = useRef<(FramePoint & { moved: boolean }) | null>(null)
  const lastTap = useRef<Tap | null>(null)
  // Set when a gesture zoomed or dragged: its pointerup must not change the picture.
  const zoomGesture = useRef(false)
  // Phones send a dblclick after a double tap too (where the page does not zoom on one): the tap was handled.
  const lastPointerType = useRef('mouse')
  // The zoom as the gestures last set it (`apply` keeps it and the state together).
  const current = useRef(NOT_ZOOMED)

  const apply = useCallback((next: PictureZoom) => {
    current.current = next
    setZoom(next)
  }, [])

  const onWheel = useCallback(
    (event: WheelEvent) => {
      const target = event.currentTarget
      if (!(target instanceof Element)) return
      // Not the page's zoom (Ctrl + wheel, a trackpad's pinch) nor its scroll: the picture's.
      event.preventDefault()
      const at = pointIn(target, event.clientX, event.clientY)
      apply(zoomAt(current.current, wheelScale(current.current.scale, event.deltaY), at, at))
    },
    [apply],
  )

  // A callback ref: the wheel listener must not be passive (React's onWheel is), so it can keep the page still.
  const frameNode = useRef<HTMLElement | null>(null)
  const frameRef = useCallback(
    (node: HTMLElement | null) => {
      frameNode.current?.removeEventListener('wheel', onWheel)
      frameNode.current = node
      node?.addEventListener('wheel', onWheel, { passive: false })
    },
    [onWheel],
  )

  const pointAt = (event: PointerEvent<HTMLElement> | MouseEvent<HTMLElement>) => pointIn(event.currentTarget, event.clientX, event.clientY)

  /** A finger or the pointer has gone: a pinch needs two. */
  const release = (pointerId: number) => {
    pointers.current.delete(pointerId)
    if (pointers.current.size < 2) pinch.current = null
  }

  const distance = () => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }

  const midpoint = (): FramePoint => {
    const [a, b] = [...pointers.current.values()]
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 }
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      lastPointerType.current = event.pointerType
      const point = pointAt(event)
      if (pointers.current.size === 0) zoomGesture.current = false
      pointers.current.set(event.pointerId, point)
      down.current = pointers.current.size === 1 ? { x: point.x, y: point.y, moved: false } : null
      if (pointers.current.size === 2) {
        pinch.current = { distance: distance(), scale: current.current.scale }
        zoomGesture.current = true
      }
      // A drag that leaves the frame still moves the picture.
      if (isZoomed(current.current) || pointers.current.size > 1) event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const previous = pointers.current.get(event.pointerId)
      if (!previous) return
      const point = pointAt(event)
      pointers.current.set(event.pointerId, point)
      if (down.current && Math.hypot(point.x - down.current.x, point.y - down.current.y) > TAP_SLOP_PX) down.current.moved = true
      if (pinch.current && pointers.current.size >= 2) {
        apply(zoomAt(current.current, pinchScale(pinch.current.scale, pinch.current.distance, distance()), midpoint(), point))
      } else if (pointers.current.size === 1 && isZoomed(current.current)) {
        zoomGesture.current = true
        apply(panBy(current.current, point.x - previous.x, point.y - previous.y, point))
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const point = pointAt(event)
      const tapped = down.current && !down.current.moved && pointers.current.size === 1
      release(event.pointerId)
      if (!tapped || event.pointerType === 'mouse') return // the mouse's double click is the browser's dblclick
      const tap = { at: event.timeStamp, x: point.x, y: point.y }
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null
        zoomGesture.current = true
        apply(toggledAt(current.current, point, point))
      } else lastTap.current = tap
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      release(event.pointerId)
      down.current = null
    },
    onDoubleClick: (event: MouseEvent<HTMLElement>) => {
      if (lastPointerType.current !== 'mouse') return
      const at = pointAt(event)
      apply(toggledAt(current.current, at, at))
    },
  }

  /** A zoom button or key: a step in or out around the frame's centre. */
  const step = (direction: 1 | -1) => {
    const node = frameNode.current
    if (!node) return
    const { width, height } = pointIn(node, 0, 0)
    const scale = direction > 0 ? current.current.scale * ZOOM_STEP : current.current.scale / ZOOM_STEP
    apply(zoomAt(current.current, scale, { x: width / 2, y: height / 2 }, { width, height }))
  }

  return {
    zoom,
    frameRef,
    handlers,
    zoomIn: () => step(1),
    zoomOut: () => step(-1),
    reset: () => apply(NOT_ZOOMED),
    /** True when the gesture ending now zoomed or dragged the picture, or the picture is zoomed. */
    blocksSwipe: () => zoomGesture.current || isZoomed(current.current),
  }
}
