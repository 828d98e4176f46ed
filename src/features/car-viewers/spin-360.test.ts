import { describe, expect, it } from 'vitest'

import { frameAfterDrag, framesToPreload, nextFrame, PRELOAD_EACH_SIDE, PX_PER_FRAME, SPIN_INTERVAL_MS, wrapFrame } from './spin-360'

describe('spec 02 §9 360 constants', () => {
  it('150 ms interval, 5 px per frame, 5 frames preloaded each side', () => {
    expect(SPIN_INTERVAL_MS).toBe(150)
    expect(PX_PER_FRAME).toBe(5)
    expect(PRELOAD_EACH_SIDE).toBe(5)
  })
})

describe('wrapFrame / nextFrame', () => {
  it('folds indexes onto the circle of frames', () => {
    expect(wrapFrame(0, 36)).toBe(0)
    expect(wrapFrame(36, 36)).toBe(0)
    expect(wrapFrame(-1, 36)).toBe(35)
    expect(wrapFrame(-37, 36)).toBe(35)
    expect(wrapFrame(80, 36)).toBe(8)
  })
  it('is 0 without frames or with nonsense', () => {
    expect(wrapFrame(5, 0)).toBe(0)
    expect(wrapFrame(Number.NaN, 10)).toBe(0)
    expect(wrapFrame(3, Number.POSITIVE_INFINITY)).toBe(0)
  })
  it('the automatic rotation goes forwards and round', () => {
    expect(nextFrame(0, 36)).toBe(1)
    expect(nextFrame(35, 36)).toBe(0)
    expect(nextFrame(0, 1)).toBe(0)
  })
})

describe('frameAfterDrag: one frame per 5 px', () => {
  it('moves one frame per whole 5 px, rightwards forwards', () => {
    expect(frameAfterDrag(10, 0, 36)).toBe(10)
    expect(frameAfterDrag(10, 4, 36)).toBe(10)
    expect(frameAfterDrag(10, 5, 36)).toBe(11)
    expect(frameAfterDrag(10, 9.9, 36)).toBe(11)
    expect(frameAfterDrag(10, 50, 36)).toBe(20)
  })
  it('leftwards goes back, symmetrically (a partial step does not count)', () => {
    expect(frameAfterDrag(10, -4, 36)).toBe(10)
    expect(frameAfterDrag(10, -5, 36)).toBe(9)
    expect(frameAfterDrag(10, -12, 36)).toBe(8)
  })
  it('wraps round in both directions, also over several turns', () => {
    expect(frameAfterDrag(35, 5, 36)).toBe(0)
    expect(frameAfterDrag(0, -5, 36)).toBe(35)
    expect(frameAfterDrag(0, 36 * 5 * 3 + 10, 36)).toBe(2)
  })
  it('ignores a non-finite distance and copes with no frames', () => {
    expect(frameAfterDrag(3, Number.NaN, 36)).toBe(3)
    expect(frameAfterDrag(3, 100, 0)).toBe(0)
  })
})

describe('framesToPreload: 5 either side', () => {
  it('gives the 10 neighbours nearest first, alternating, never the shown frame', () => {
    expect(framesToPreload(10, 36, 5)).toEqual([11, 9, 12, 8, 13, 7, 14, 6, 15, 5])
  })
  it('wraps round the circle at both ends', () => {
    expect(framesToPreload(0, 36, 5)).toEqual([1, 35, 2, 34, 3, 33, 4, 32, 5, 31])
    expect(new Set(framesToPreload(35, 36, 5))).toEqual(new Set([0, 1, 2, 3, 4, 34, 33, 32, 31, 30]))
  })
  it('a short sequence yields each other frame once', () => {
    expect(framesToPreload(2, 6, 5)).toEqual([3, 1, 4, 0, 5])
    expect(framesToPreload(0, 2, 5)).toEqual([1])
    expect(framesToPreload(0, 1, 5)).toEqual([])
    expect(framesToPreload(0, 0, 5)).toEqual([])
  })
  it('defaults to PRELOAD_EACH_SIDE and accepts other reaches', () => {
    expect(framesToPreload(4, 100)).toHaveLength(2 * PRELOAD_EACH_SIDE)
    expect(framesToPreload(4, 100, 1)).toEqual([5, 3])
    expect(framesToPreload(4, 100, 0)).toEqual([])
  })
  it('never repeats and never contains the current frame (any position, any count)', () => {
    for (let count = 1; count <= 14; count++) {
      for (let current = -3; current < count + 3; current++) {
        const frames = framesToPreload(current, count, 5)
        expect(new Set(frames).size).toBe(frames.length)
        expect(frames).not.toContain(wrapFrame(current, count))
        expect(frames.length).toBe(Math.min(10, count - 1))
        for (const f of frames) expect(f >= 0 && f < count).toBe(true)
      }
    }
  })
})
