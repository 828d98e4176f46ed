import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderBlock } from '../shared/testing/block-context'
import { countdownParts } from './countdown-time'
import CountdownBlock from './CountdownBlock'

afterEach(() => vi.useRealTimers())

describe('countdown (spec 01 §2.9, §9)', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 27, 8, 0, 0)
    expect(countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false })
  })

  it('clamps a negative time to 0', () => {
    expect(countdownParts(1000, 50_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true })
  })

  it('server-renders the digits of the moment it renders (the browser starts from the same)', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 8, 0, 0) })
    const html = renderBlock(CountdownBlock, { title: 'Kampanjen slutar om', target: '2026-11-28T09:02:03.000Z' })
    expect(html).toContain('role="timer"')
    expect(html.match(/tabular-nums[^>]*>(\d+)</g)?.map((m) => m.replace(/.*>/, '').replace('<', ''))).toEqual(['01', '01', '02', '03'])
  })

  it('shows the ended text once the time has come, and nothing for an invalid date', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 8, 0, 0) })
    expect(renderBlock(CountdownBlock, { target: '2020-01-01T00:00:00.000Z', endedText: 'Kampanjen är slut' })).toContain('Kampanjen är slut')
    expect(renderBlock(CountdownBlock, { target: 'i morgon' })).toBe('')
  })
})
