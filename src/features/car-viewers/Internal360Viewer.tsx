'use client'

import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { cssUrl, fillText } from './car-images'
import type { Internal360Texts } from './car-viewer-texts'
import {
  AUTO_ROTATE_DELAY_MS,
  AUTO_ROTATE_RPM,
  backgroundOffsetX,
  clampZoom,
  DEFAULT_ZOOM,
  KEY_STEP_DEGREES,
  MAX_ZOOM,
  MIN_ZOOM,
  offsetAfter,
  wrapDegrees,
  yawAfterDrag,
  ZOOM_STEP,
  zoomToScale,
} from './panorama'
import { usePrefersReducedMotion } from './use-reduced-motion'
import { MinusIcon, PlayPauseIcon, PlusIcon } from '@/lib/ui/icons'

export type Internal360ViewerProps = {
  /** The interior panorama: one equirectangular picture (spec 02 §3 'Extra media response' internal360). */
  src: string
  /** Brand and model, for the accessible name. */
  carName: string
  texts: Internal360Texts
}

type Drag = { x: number; startYaw: number; tileWidth: number; pointerId: number }

/** Longest step of the rotation between two animation frames (a hidden tab pauses them). */
const MAX_FRAME_MS = 100

const CONTROL =
  'inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-black/60 px-3 text-sm font-semibold text-white hover:bg-black/80 focus-visible:outline-white disabled:cursor-default disabled:opacity-40'

/**
 * The interior 360 view (spec 02 §4 'Image viewer': "The panorama default zoom is 50,
 * auto-rotation 5 rpm after a 1 s delay"). The equirectangular picture is a horizontally repeating
 * background (a cylindrical view, see panorama.ts); looking round slides it.
 * - Opens at DEFAULT_ZOOM; the +/− buttons (and keys) zoom in ZOOM_STEP steps.
 * - Turns by itself at AUTO_ROTATE_RPM once AUTO_ROTATE_DELAY_MS passed without interaction;
 *   dragging (pointer events, touch-action: pan-y), arrow keys and zooming count as interaction.
 * - Reduced motion: no automatic turning until the visitor starts it with the toggle (WCAG 2.2.2).
 * The position is kept in a ref and painted straight onto the element each animation frame, so
 * the rotation does not re-render React 60 times a second.
 */
export function Internal360Viewer({ src, carName, texts }: Internal360ViewerProps) {
  const viewRef = useRef<HTMLDivElement>(null)
  const yaw = useRef(0)
  const lastInteraction = useRef(0)
  const drag = useRef<Drag | null>(null)
  const [zoom, setZoom] = useState(DEFAULT_ZOOM)
  const [dragging, setDragging] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const [rotateChoice, setRotateChoice] = useState<boolean | null>(null)
  const rotating = rotateChoice ?? !reducedMotion
  const scale = zoomToScale(zoom)
  const instructionsId = useId()

  const paint = useCallback(() => {
    const view = viewRef.current
    if (!view) return
    const width = view.clientWidth
    view.style.backgroundPositionX = `${backgroundOffsetX(yaw.current, width * scale, width)}px`
  }, [scale])

  // Paint now, at every zoom, and whenever the viewport changes size.
  useLayoutEffect(() => {
    paint()
    const view = viewRef.current
    if (!view || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => paint())
    observer.observe(view)
    return () => observer.disconnect()
  }, [paint])

  useEffect(() => {
    if (!rotating) return
    // spec 02 §4 "after a 1 s delay": counted from now (opening, zooming, starting by the toggle).
    lastInteraction.current = performance.now()
    let request = 0
    let last: number | null = null
    const tick = (now: number) => {
      const elapsed = last === null ? 0 : Math.min(now - last, MAX_FRAME_MS)
      last = now
      if (!drag.current && now - lastInteraction.current >= AUTO_ROTATE_DELAY_MS) {
        yaw.current = wrapDegrees(yaw.current + offsetAfter(elapsed, AUTO_ROTATE_RPM, 360))
        paint()
      }
      request = requestAnimationFrame(tick)
    }
    request = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(request)
  }, [rotating, paint])

  const touch = () => {
    lastInteraction.current = performance.now()
  }

  const turnBy = (degrees: number) => {
    yaw.current = wrapDegrees(yaw.current + degrees)
    touch()
    paint()
  }

  const zoomBy = (step: number) => {
    touch()
    setZoom((z) => clampZoom(z + step))
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    drag.current = { x: event.clientX, startYaw: yaw.current, tileWidth: event.currentTarget.clientWidth * scale, pointerId: event.pointerId }
    setDragging(true)
    touch()
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (!from || from.pointerId !== event.pointerId) return
    yaw.current = yawAfterDrag(from.startYaw, event.clientX - from.x, from.tileWidth)
    touch()
    paint()
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    setDragging(false)
    // The rotation resumes AUTO_ROTATE_DELAY_MS after the release.
    touch()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowLeft':
        turnBy(-KEY_STEP_DEGREES)
        break
      case 'ArrowRight':
        turnBy(KEY_STEP_DEGREES)
        break
      case '+':
      case '=':
        zoomBy(ZOOM_STEP)
        break
      case '-':
      case '_':
        zoomBy(-ZOOM_STEP)
        break
      default:
        return
    }
    event.preventDefault()
  }

  return (
    <div className="relative h-full w-full bg-black" data-testid="internal-360">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the 360 view is operated with the arrow and zoom keys (spec 02 §9); role img names it for screen readers */}
      <div
        ref={viewRef}
        role="img"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- operated with the arrow and zoom keys (spec 02 §9), so it takes focus
        tabIndex={0}
        aria-label={fillText(texts.viewLabel, { car: carName })}
        aria-describedby={instructionsId}
        data-zoom={zoom}
        data-dragging={dragging ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
        className="h-full w-full cursor-grab touch-pan-y select-none focus-visible:-outline-offset-4 data-[dragging=true]:cursor-grabbing"
        style={{
          backgroundImage: cssUrl(src),
          backgroundRepeat: 'repeat-x',
          // One full turn spans `scale` viewport widths; an equirectangular picture is 2:1, so 'auto' keeps it.
          backgroundSize: `${scale * 100}% auto`,
          backgroundPositionY: 'center',
        }}
      />
      <p id={instructionsId} className="sr-only">
        {texts.instructions}
      </p>
      <div className="absolute right-2 bottom-2 flex gap-2">
        <button
          type="button"
          onClick={() => zoomBy(-ZOOM_STEP)}
          disabled={zoom <= MIN_ZOOM}
          aria-label={texts.zoomOut}
          title={texts.zoomOut}
          className={CONTROL}
        >
          <MinusIcon />
        </button>
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= MAX_ZOOM} aria-label={texts.zoomIn} title={texts.zoomIn} className={CONTROL}>
          <PlusIcon />
        </button>
        <button
          type="button"
          onClick={() => setRotateChoice(!rotating)}
          data-rotating={rotating ? 'true' : 'false'}
          data-testid="internal-360-toggle"
          className={CONTROL}
        >
          <PlayPauseIcon playing={rotating} className="h-4 w-4" />
          {rotating ? texts.stopRotation : texts.autoRotate}
        </button>
      </div>
    </div>
  )
}
