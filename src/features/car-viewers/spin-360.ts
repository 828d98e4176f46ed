/**
 * Frame maths of the external 360 viewer (spec 02 §4 'Image viewer': "External 360 rotates
 * automatically every 150 ms, pauses while dragging … dragging moves one frame per 5 px and
 * preloads 5 frames either side"; the same numbers in §9 "360 view: 150 ms interval, 5 px per
 * frame, 5 frames preloaded each side"). Pure, so the component stays thin.
 */

/** spec 02 §9: time between two frames while the car turns by itself. */
export const SPIN_INTERVAL_MS = 150
/** spec 02 §9: horizontal drag distance that moves the view by one frame. */
export const PX_PER_FRAME = 5
/** spec 02 §9: frames loaded ahead on each side of the one shown. */
export const PRELOAD_EACH_SIDE = 5

/** `index` folded into 0 … count − 1 (the frames form a circle); 0 when there are no frames. */
export function wrapFrame(index: number, count: number): number {
  if (!Number.isFinite(count) || count < 1 || !Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  return ((whole % count) + count) % count
}

/** The frame after `current` in rotation order (the automatic rotation's next step). */
export function nextFrame(current: number, count: number): number {
  return wrapFrame(current + 1, count)
}

/**
 * The frame shown after dragging `dx` px sideways from the frame `start` (where the drag
 * began): one frame per whole `PX_PER_FRAME` px, rightwards = forwards. A partial step counts
 * only once it is complete, in both directions (−4 px stays, −5 px goes one back).
 */
export function frameAfterDrag(start: number, dx: number, count: number): number {
  if (!Number.isFinite(dx)) return wrapFrame(start, count)
  return wrapFrame(start + Math.trunc(dx / PX_PER_FRAME), count)
}

/**
 * The frames to load ahead around `current`: up to `eachSide` on each side, nearest first and
 * alternating (next, previous, next but one, …), wrapping round the circle, never `current`
 * itself and never twice (a short sequence simply yields all its other frames).
 */
export function framesToPreload(current: number, count: number, eachSide: number = PRELOAD_EACH_SIDE): number[] {
  if (!Number.isFinite(count) || count < 2) return []
  const here = wrapFrame(current, count)
  const seen = new Set<number>([here])
  const frames: number[] = []
  const reach = Math.max(0, Math.trunc(eachSide))
  for (let distance = 1; distance <= reach; distance++) {
    for (const frame of [wrapFrame(here + distance, count), wrapFrame(here - distance, count)]) {
      if (seen.has(frame)) continue
      seen.add(frame)
      frames.push(frame)
    }
  }
  return frames
}
