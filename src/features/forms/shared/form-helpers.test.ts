import { describe, expect, it } from 'vitest'

import { messageFor, type FormMessages } from './form-messages'
import { isBeforeLocalToday, localIsoDate } from './local-date'
import { parseWholeNumber } from './number-input'

const messages: FormMessages = { required: 'required', invalid: 'invalid', phone: 'phone', email: 'email', tooLong: 'tooLong', tooEarly: 'tooEarly' }

describe('field messages', () => {
  it('words a problem by its code, a pattern problem by the field’s kind', () => {
    expect(messageFor('required', messages)).toBe('required')
    expect(messageFor('pattern', messages, 'phone')).toBe('phone')
    expect(messageFor('pattern', messages, 'email')).toBe('email')
    expect(messageFor('pattern', messages)).toBe('invalid')
    expect(messageFor('tooEarly', messages)).toBe('tooEarly')
  })
})

describe('local dates and numbers', () => {
  it('today is the browser’s local day', () => {
    const evening = new Date(2026, 10, 22, 23, 30)
    expect(localIsoDate(evening)).toBe('2026-11-22')
    expect(isBeforeLocalToday('2026-11-21', evening)).toBe(true)
    expect(isBeforeLocalToday('2026-11-22', evening)).toBe(false)
  })

  it('mileage text: spaces ignored, empty is none, other text NaN', () => {
    expect(parseWholeNumber('12 500')).toBe(12500)
    expect(parseWholeNumber('  ')).toBeUndefined()
    expect(parseWholeNumber('12.5')).toBeNaN()
    expect(parseWholeNumber('-3')).toBeNaN()
  })
})
