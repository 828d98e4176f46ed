import { describe, expect, it } from 'vitest'

import { scrollToTopOffset, showsScrollToTop } from './scroll-to-top'

describe('showsScrollToTop', () => {
  it('appears only after more than 528 px of scroll', () => {
    expect(showsScrollToTop(0)).toBe(false)
    expect(showsScrollToTop(528)).toBe(false)
    expect(showsScrollToTop(529)).toBe(true)
  })
})

describe('scrollToTopOffset (issue 36: no fixed button covers another control)', () => {
  const height = 844
  /** The button's box at an offset: 16 px from the left, 48 px round. */
  const button = (offset: number) => ({ top: height - offset - 48, bottom: height - offset, left: 16, right: 64 })
  const overlaps = (a: ReturnType<typeof button>, b: ReturnType<typeof button>) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top

  it('sits 16 px above the bottom with no bar, or with bars elsewhere', () => {
    expect(scrollToTopOffset([], height)).toBe(16)
    // A bar on the right half, one below the window, one high up the page.
    const bars = [
      { top: 700, bottom: 844, left: 200, right: 390 },
      { top: 900, bottom: 1100, left: 0, right: 390 },
      { top: 100, bottom: 300, left: 0, right: 390 },
    ]
    expect(scrollToTopOffset(bars, height)).toBe(16)
  })

  it('moves above a bar pinned to the bottom (the kits cart at 390 px), with 8 px between them', () => {
    const cart = { top: 600, bottom: 844, left: 16, right: 374 }
    const offset = scrollToTopOffset([cart], height)
    expect(offset).toBe(height - 600 + 8)
    expect(overlaps(button(offset), cart)).toBe(false)
  })

  it('moves above a stack of bars, whatever order they come in', () => {
    const compare = { top: 780, bottom: 844, left: 0, right: 390 }
    const drawer = { top: 700, bottom: 780, left: 0, right: 200 }
    const offset = scrollToTopOffset([drawer, compare], height)
    expect(offset).toBe(height - 700 + 8)
    for (const bar of [compare, drawer]) expect(overlaps(button(offset), bar)).toBe(false)
  })

  it('stays down when the bar has scrolled up far enough to leave room under it', () => {
    expect(scrollToTopOffset([{ top: 400, bottom: 700, left: 16, right: 374 }], height)).toBe(16)
  })
})
