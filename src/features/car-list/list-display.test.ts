import { describe, expect, it } from 'vitest'

import { facetHasTextSearch, hitCountText, MAX_PAGE_INDEX, PAGE_SIZE, pagerVisible, progress, showMoreVisible, SKELETON_COUNT } from './list-display'

/** Intl puts a no-break space (U+00A0) between digit groups in Swedish. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('constants (spec 02 §9)', () => {
  it('has 48 cars a page, 20 pages at most, 24 skeletons', () => {
    expect(PAGE_SIZE).toBe(48)
    expect(MAX_PAGE_INDEX).toBe(19)
    expect(SKELETON_COUNT).toBe(24)
  })
})

describe('hitCountText', () => {
  it('shows 10000+ from 10000 cars on', () => {
    expect(hitCountText(10_000, 'sv-SE')).toBe('10000+')
    expect(hitCountText(123_456, 'en-GB')).toBe('10000+')
  })

  it('formats smaller totals in the page’s language', () => {
    expect(hitCountText(9_999, 'sv-SE')).toBe(nbsp('9 999'))
    expect(hitCountText(9_999, 'en-GB')).toBe('9,999')
    expect(hitCountText(0, 'nb-NO')).toBe('0')
  })
})

describe('progress', () => {
  it('says how many of how many are shown', () => {
    expect(progress(48, 1234, 'en-GB')).toEqual({ shown: 48, totalText: '1,234', percent: 3 })
    expect(progress(96, 25_000, 'sv-SE')).toEqual({ shown: 96, totalText: '10000+', percent: 0 })
  })

  it('is full only once every car is shown', () => {
    expect(progress(199, 200, 'en-GB').percent).toBe(99)
    expect(progress(200, 200, 'en-GB').percent).toBe(100)
  })

  it('never shows more than the total, nor divides by zero', () => {
    expect(progress(48, 30, 'en-GB')).toEqual({ shown: 30, totalText: '30', percent: 100 })
    expect(progress(0, 0, 'en-GB')).toEqual({ shown: 0, totalText: '0', percent: 0 })
  })
})

describe('showMoreVisible', () => {
  it('shows while cars are left and the 20th page is not reached', () => {
    expect(showMoreVisible(0, 48, 500)).toBe(true)
    expect(showMoreVisible(18, 19 * 48, 5000)).toBe(true)
  })

  it('hides on page index 19 (spec 02 §8) and once every car is shown', () => {
    expect(showMoreVisible(19, 20 * 48, 5000)).toBe(false)
    expect(showMoreVisible(1, 60, 60)).toBe(false)
    expect(showMoreVisible(0, 0, 0)).toBe(false)
  })
})

describe('pagerVisible', () => {
  it('hides when everything is shown and there are fewer than 12', () => {
    expect(pagerVisible(11, 11)).toBe(false)
    expect(pagerVisible(0, 0)).toBe(false)
  })

  it('shows otherwise', () => {
    expect(pagerVisible(12, 12)).toBe(true)
    expect(pagerVisible(8, 11)).toBe(true)
    expect(pagerVisible(48, 300)).toBe(true)
  })
})

describe('facetHasTextSearch', () => {
  it('gives facets with 10 or more values a search box', () => {
    expect(facetHasTextSearch(9)).toBe(false)
    expect(facetHasTextSearch(10)).toBe(true)
  })
})
