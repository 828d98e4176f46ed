import { describe, expect, it } from 'vitest'

import { termFromSlider } from './term-slider'

describe('termFromSlider', () => {
  const contiguous = [12, 24, 36, 48]
  const gap = [12, 24, 48, 60]

  it('takes an offered term as it is', () => {
    expect(termFromSlider(contiguous, 36, 24)).toBe(36)
    expect(termFromSlider(gap, 12, 60)).toBe(12)
  })

  it('steps over a missing term in the direction of the move', () => {
    expect(termFromSlider(gap, 36, 24)).toBe(48)
    expect(termFromSlider(gap, 36, 48)).toBe(24)
  })

  it('stays within the offered terms', () => {
    expect(termFromSlider(gap, 72, 60)).toBe(60)
    expect(termFromSlider(gap, 0, 12)).toBe(12)
    expect(termFromSlider(gap, 30, 30)).toBe(30)
  })
})
