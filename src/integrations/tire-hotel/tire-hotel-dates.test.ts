import { describe, expect, it } from 'vitest'

import { slotTimes } from './built-in-tire-hotel'
import { addMonths, bookableRange, dayIn, weekdayOf } from './tire-hotel-dates'

describe('tyre-hotel dates', () => {
  it('books from today + 3 days to today + 3 months (spec 03 §5)', () => {
    expect(bookableRange('2026-11-27')).toEqual({ first: '2026-11-30', last: '2027-02-27' })
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
  })
  it('takes today in Sweden, not UTC', () => {
    expect(dayIn(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27')
  })
  it('counts weekdays from Monday', () => {
    expect(weekdayOf('2026-11-30')).toBe(0)
    expect(weekdayOf('2026-11-29')).toBe(6)
  })
  it('starts a slot only when it ends by closing time', () => {
    expect(slotTimes({ open: '07:00', close: '10:30' }, 60)).toEqual(['07:00', '08:00', '09:00'])
  })
})
