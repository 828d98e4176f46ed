import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  clampOffset,
  DRAG_SNAP_THRESHOLD,
  DRAWER_CARD_WIDTH_PX,
  DRAWER_PEEK_PX,
  drawerTransform,
  drawerTravel,
  isDragMovement,
  offsetWhileDragging,
  restingOffset,
  scrollEdges,
  scrollTargetLeft,
  stateAfterDrag,
  TAP_SLOP_PX,
} from './similar-drawer-rules'

/** A drawer 480 px tall when open: 400 px of travel below the 80 px peek. */
const TRAVEL = 400

describe('similar drawer constants (spec 02 §4, §9)', () => {
  it('peeks 80 px, switches past 30 %, shows 330 px cards', () => {
    expect(DRAWER_PEEK_PX).toBe(80)
    expect(DRAG_SNAP_THRESHOLD).toBe(0.3)
    expect(DRAWER_CARD_WIDTH_PX).toBe(330)
  })
})

describe('drawerTravel', () => {
  it('is the open height minus the peek, never negative', () => {
    expect(drawerTravel(480)).toBe(400)
    expect(drawerTravel(80)).toBe(0)
    expect(drawerTravel(0)).toBe(0)
  })
})

describe('resting offsets and clamping', () => {
  it('open rests at 0, closed at the travel', () => {
    expect(restingOffset('open', TRAVEL)).toBe(0)
    expect(restingOffset('closed', TRAVEL)).toBe(TRAVEL)
  })

  it('clamps between open and closed', () => {
    expect(clampOffset(-50, TRAVEL)).toBe(0)
    expect(clampOffset(450, TRAVEL)).toBe(TRAVEL)
    expect(clampOffset(123, TRAVEL)).toBe(123)
    expect(clampOffset(10, 0)).toBe(0)
  })

  it('follows the pointer while dragging, clamped', () => {
    expect(offsetWhileDragging('closed', TRAVEL, -124)).toBe(276)
    expect(offsetWhileDragging('closed', TRAVEL, 60)).toBe(TRAVEL)
    expect(offsetWhileDragging('closed', TRAVEL, -900)).toBe(0)
    expect(offsetWhileDragging('open', TRAVEL, 100)).toBe(100)
    expect(offsetWhileDragging('open', TRAVEL, -30)).toBe(0)
  })

  it('stays within open and closed for any drag (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('open' as const, 'closed' as const), fc.nat(2000), fc.integer({ min: -5000, max: 5000 }), (from, travel, delta) => {
        const offset = offsetWhileDragging(from, travel, delta)
        return offset >= 0 && offset <= travel
      }),
    )
  })
})

describe('stateAfterDrag (spec 02 §4 "30% drag threshold")', () => {
  it('opens a closed drawer dragged up more than 30 %, not at 29 % or 30 %', () => {
    expect(stateAfterDrag('closed', TRAVEL, -0.31 * TRAVEL)).toBe('open')
    expect(stateAfterDrag('closed', TRAVEL, -0.29 * TRAVEL)).toBe('closed')
    expect(stateAfterDrag('closed', TRAVEL, -0.3 * TRAVEL)).toBe('closed')
    expect(stateAfterDrag('closed', TRAVEL, -2 * TRAVEL)).toBe('open')
  })

  it('closes an open drawer dragged down more than 30 %, not at 29 %', () => {
    expect(stateAfterDrag('open', TRAVEL, 0.31 * TRAVEL)).toBe('closed')
    expect(stateAfterDrag('open', TRAVEL, 0.29 * TRAVEL)).toBe('open')
  })

  it('a drag away from the other state never switches (the overshoot is clamped away)', () => {
    expect(stateAfterDrag('closed', TRAVEL, 300)).toBe('closed')
    expect(stateAfterDrag('open', TRAVEL, -300)).toBe('open')
  })

  it('without travel (nothing measured) a drag changes nothing', () => {
    expect(stateAfterDrag('closed', 0, -500)).toBe('closed')
    expect(stateAfterDrag('open', 0, 500)).toBe('open')
  })
})

describe('isDragMovement', () => {
  it('a few pixels of jitter are still a tap', () => {
    expect(isDragMovement(0)).toBe(false)
    expect(isDragMovement(TAP_SLOP_PX)).toBe(false)
    expect(isDragMovement(-TAP_SLOP_PX)).toBe(false)
    expect(isDragMovement(TAP_SLOP_PX + 1)).toBe(true)
    expect(isDragMovement(-(TAP_SLOP_PX + 1))).toBe(true)
  })
})

describe('drawerTransform', () => {
  it('rests relative to its own height and follows the drag in pixels', () => {
    expect(drawerTransform('closed', null)).toBe('translateY(0px)')
    expect(drawerTransform('open', null)).toBe('translateY(calc(80px - 100%))')
    expect(drawerTransform('closed', 276)).toBe('translateY(calc(356px - 100%))')
    expect(drawerTransform('open', 0)).toBe('translateY(calc(80px - 100%))')
  })
})

describe('card row scrolling', () => {
  it('knows when it is at the start or the end', () => {
    expect(scrollEdges(0, 2000, 700)).toEqual({ atStart: true, atEnd: false })
    expect(scrollEdges(600, 2000, 700)).toEqual({ atStart: false, atEnd: false })
    expect(scrollEdges(1299.5, 2000, 700)).toEqual({ atStart: false, atEnd: true })
    // Everything fits: both ends at once.
    expect(scrollEdges(0, 700, 700)).toEqual({ atStart: true, atEnd: true })
  })

  it('steps one card from the nearest card, within the scroll range', () => {
    const step = 346
    expect(scrollTargetLeft(0, step, 1, 2000)).toBe(346)
    expect(scrollTargetLeft(350, step, 1, 2000)).toBe(692)
    expect(scrollTargetLeft(350, step, -1, 2000)).toBe(0)
    expect(scrollTargetLeft(0, step, -1, 2000)).toBe(0)
    expect(scrollTargetLeft(1900, step, 1, 2000)).toBe(2000)
    expect(scrollTargetLeft(100, 0, 1, 2000)).toBe(100)
  })
})
