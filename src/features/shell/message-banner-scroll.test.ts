import { describe, expect, it } from 'vitest'

import { bannerBottomInPage, bannerCollapsedAfterScroll } from './message-banner-scroll'

describe('bannerCollapsedAfterScroll', () => {
  const bottom = 120

  it('stays open while the banner is still (partly) on screen', () => {
    expect(bannerCollapsedAfterScroll(false, 0, bottom)).toBe(false)
    expect(bannerCollapsedAfterScroll(false, 60, bottom)).toBe(false)
    expect(bannerCollapsedAfterScroll(false, 120, bottom)).toBe(false)
  })

  it('collapses once the page is scrolled past its bottom edge', () => {
    expect(bannerCollapsedAfterScroll(false, 121, bottom)).toBe(true)
  })

  it('stays collapsed on the way back up until the top of the page', () => {
    expect(bannerCollapsedAfterScroll(true, 400, bottom)).toBe(true)
    expect(bannerCollapsedAfterScroll(true, 40, bottom)).toBe(true)
    expect(bannerCollapsedAfterScroll(true, 0, bottom)).toBe(false)
  })

  it('opens at the top even after an overscroll bounce', () => {
    expect(bannerCollapsedAfterScroll(true, -30, bottom)).toBe(false)
  })
})

describe('bannerBottomInPage', () => {
  it('adds the page scroll for a banner in the normal page flow', () => {
    expect(bannerBottomInPage(-200, 48, 300, false)).toBe(148)
  })

  it('uses the viewport position for a banner inside the sticky header', () => {
    expect(bannerBottomInPage(80, 48, 300, true)).toBe(128)
  })
})
