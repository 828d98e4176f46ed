import { describe, expect, it } from 'vitest'

import {
  bookingDateTime,
  bookingReady,
  calendarCells,
  emailValid,
  monthButtons,
  needsReplacement,
  normalisePlate,
  pastedDigits,
  slotChosen,
  stripMobile,
} from './tire-hotel-rules'
import { obfuscatePhone } from './tire-hotel-auth'

describe('tyre-hotel rules (spec 03 §5)', () => {
  it('plate: spaces out, upper case, at most 7', () => {
    expect(normalisePlate('abc 123 45')).toBe('ABC1234')
  })
  it('mobile keeps digits and +; e-mail needs a dot and a 2-letter top level', () => {
    expect(stripMobile('+46 (70) 123-45 67')).toBe('+46701234567')
    expect(emailValid('anna@example.se')).toBe(true)
    expect(emailValid('anna@example.s')).toBe(false)
    expect(emailValid('anna@example')).toBe(false)
  })
  it('booking needs a date, a time when the day has times, and the contact fields', () => {
    const form = { firstName: 'A', lastName: 'B', mobile: '0701234567', email: 'a@b.se', comment: '' }
    expect(bookingReady({ date: '2026-12-01', times: ['08:00'] }, form)).toBe(false)
    expect(bookingReady({ date: '2026-12-01', time: '08:00', times: ['08:00'] }, form)).toBe(true)
    expect(bookingReady({ date: '2026-12-05', times: [] }, form)).toBe(true)
    expect(bookingReady({ date: '2026-12-05', times: [] }, { ...form, mobile: '0701' })).toBe(false)
    expect(bookingDateTime('2026-12-01', '08:00')).toBe('2026-12-01T08:00:00.00')
  })
  it('a slot is chosen with a date, and a time where the day has times', () => {
    expect(slotChosen({ times: [] })).toBe(false)
    expect(slotChosen({ date: '2026-12-01', times: ['08:00'] })).toBe(false)
    expect(slotChosen({ date: '2026-12-01', time: '08:00', times: ['08:00'] })).toBe(true)
    expect(slotChosen({ date: '2026-12-05', times: [] })).toBe(true)
  })
  it('paste takes the first 4 characters, digits only', () => {
    expect(pastedDigits('12345')).toEqual(['1', '2', '3', '4'])
    expect(pastedDigits('1a23')).toEqual(['1', '2', '3'])
  })
  it('warns when a tyre has status 1', () => {
    expect(needsReplacement([{ wheel: { threadStatusId: 2 } }])).toBe(false)
    expect(needsReplacement([{ wheel: { threadStatusId: 1 } }])).toBe(true)
  })
  it('calendar: 42 days from the Monday on or before the 1st; month buttons per spec', () => {
    const cells = calendarCells('2026-12', new Set(['2026-12-02']))
    expect(cells).toHaveLength(42)
    expect(cells[0]!.day).toBe('2026-11-30') // 1 Dec 2026 is a Tuesday
    expect(cells.find((c) => c.day === '2026-12-02')!.available).toBe(true)
    expect(monthButtons('2026-12', '2026-12', '2027-02-27')).toEqual({ previousDisabled: true, nextDisabled: false })
    expect(monthButtons('2027-02', '2026-12', '2027-02-27')).toEqual({ previousDisabled: false, nextDisabled: true })
  })
  it('phone number is shown obfuscated', () => {
    expect(obfuscatePhone('+46701234567')).toBe('+4670 ***** 67')
  })
})
