'use client'

import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'

import { fillText } from './car-images'
import type { External360Texts } from './car-viewer-texts'
import { frameAfterDrag, framesToPreload, nextFrame, SPIN_INTERVAL_MS, wrapFrame } from './spin-360'
import { usePrefersReducedMotion } from './use-reduced-motion'
import { PlayPauseIcon } from '@/lib/ui/icons'

export type External360ViewerProps = {
  /** The frames round the car in order (spec 02 §3 'Extra media response' images360). */
  frames: readonly string[]
  /** Brand and model, for the accessible name. */
  carName: string
  texts: External360Texts
}

type Drag = { x: number; start: number; pointerId: number }

/**
 * The exterior 360 view (spec 02 §4 'Image viewer'; §9 '360 view'):
 * - turns by itself, one frame every SPIN_INTERVAL_MS (150 ms), unless the visitor asks for
 *   reduced motion (then it starts stopped; the toggle can still start it);
 * - dragging sideways pauses the turning and moves one frame per PX_PER_FRAME (5 px); the turning
 *   resumes on release if it was on (pointer events; touch-action: pan-y keeps vertical page scroll);
 * - the 'Stop Rotation' / 'Auto Rotate' toggle;
 * - PRELOAD_EACH_SIDE (5) frames either side of the shown one are loaded ahead;
 * - keyboard: the view is a slider; ArrowLeft/ArrowRight step one frame (and stop the turning),
 *   Home/End go to the first/last frame.
 */
export function External360Viewer({ frames, carName, texts }: External360ViewerProps) {
  const count = frames.length
  const reducedMotion = usePrefersReducedMotion()
  // The visitor's toggle; until they use it, the view turns unless reduced motion is asked for.
  const [rotateChoice, setRotateChoice] = useState<boolean | null>(null)
  const rotating = (rotateChoice ?? !reducedMotion) && count > 1
  const [rawFrame, setFrame] = useState(0)
  const frame = wrapFrame(rawFrame, count)
  const [dragging, setDragging] = useState(false)
  const drag = useRef<Drag | null>(null)
  const instructionsId = useId()

  useEffect(() => {
    // spec 02 §4 "pauses while dragging".
    if (!rotating || dragging) return
    const timer = window.setInterval(() => setFrame((f) => nextFrame(f, count)), SPIN_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, dragging, count])

  if (count === 0) return null

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    setDragging(false)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    drag.current = { x: event.clientX, start: frame, pointerId: event.pointerId }
    setDragging(true)
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (!from || from.pointerId !== event.pointerId) return
    setFrame(frameAfterDrag(from.start, event.clientX - from.x, count))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let target: number
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowDown':
        target = frame - 1
        break
      case 'ArrowRight':
      case 'ArrowUp':
        target = frame + 1
        break
      case 'Home':
        target = 0
        break
      case 'End':
        target = count - 1
        break
      default:
        return
    }
    event.preventDefault()
    // A step by hand would be lost in the turning: stepping stops it (the toggle shows 'Auto Rotate').
    setRotateChoice(false)
    setFrame(wrapFrame(target, count))
  }

  const toggleLabel = rotating ? texts.stopRotation : texts.autoRotate

  return (
    <div className="relative h-full w-full bg-white" data-testid="external-360">
      <div
        role="slider"
        tabIndex={0}
        aria-label={fillText(texts.viewLabel, { car: carName })}
        aria-describedby={instructionsId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={fillText(texts.frameText, { current: frame + 1, total: count })}
        aria-orientation="horizontal"
        data-frame={frame}
        data-dragging={dragging ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
        className="h-full w-full cursor-grab touch-pan-y select-none focus-visible:-outline-offset-4 data-[dragging=true]:cursor-grabbing"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- 360 frames swapped many times a second while dragging; they must not go through the image optimizer */}
        <img src={frames[frame]} alt="" draggable={false} className="pointer-events-none h-full w-full object-contain" />
      </div>
      {/* spec 02 §9 "5 frames preloaded each side": fetched now, shown when the view gets there. */}
      <div hidden aria-hidden="true" data-testid="external-360-preload">
        {framesToPreload(frame, count).map((i) => (
          // eslint-disable-next-line @next/next/no-img-element -- 360 frames swapped many times a second while dragging; they must not go through the image optimizer
          <img key={i} src={frames[i]} alt="" decoding="async" />
        ))}
      </div>
      <p id={instructionsId} className="sr-only">
        {texts.instructions}
      </p>
      {count > 1 ? (
        <button
          type="button"
          onClick={() => setRotateChoice(!rotating)}
          data-rotating={rotating ? 'true' : 'false'}
          data-testid="external-360-toggle"
          className="absolute bottom-2 left-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-black/60 px-4 text-sm font-semibold text-white hover:bg-black/80 focus-visible:outline-white"
        >
          <PlayPauseIcon playing={rotating} className="h-4 w-4" />
          {toggleLabel}
        </button>
      ) : null}
    </div>
  )
}
