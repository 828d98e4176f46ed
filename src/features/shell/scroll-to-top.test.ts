import { describe, expect, it } from 'vitest'

import { showsScrollToTop } from './scroll-to-top'

describe('showsScrollToTop', () => {
  it('appears only after more than 528 px of scroll', () => {
    expect(showsScrollToTop(0)).toBe(false)
    expect(showsScrollToTop(528)).toBe(false)
    expect(showsScrollToTop(529)).toBe(true)
  })
})
