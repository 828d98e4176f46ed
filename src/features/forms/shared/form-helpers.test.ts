import { describe, expect, it } from 'vitest'

import { fieldErrors, firstFlagged, type FormMessages, withFieldRechecked } from './form-messages'
import { isBeforeLocalToday, localIsoDate } from './local-date'
import { parseWholeNumber } from './number-input'

const messages: FormMessages = { required: 'required', invalid: 'invalid', phone: 'phone', email: 'email', tooLong: 'tooLong', tooEarly: 'tooEarly' }

describe('field messages', () => {
  it('one message per shown field, worded by kind; aliases and nested paths map to their control', () => {
    const errors = fieldErrors(
      [
        { field: 'customerPhone', code: 'pattern' },
        { field: 'siteName', code: 'required' },
        { field: 'siteEmail', code: 'pattern' },
        { field: 'services.2', code: 'invalid' },
        { field: 'formName', code: 'required' },
        { field: 'date', code: 'tooEarly' },
      ],
      ['dealer', 'date', 'services', 'customerPhone'] as const,
      messages,
      { kinds: { customerPhone: 'phone' }, alias: { siteName: 'dealer', siteEmail: 'dealer' } },
    )
    expect(errors).toEqual({ customerPhone: 'phone', dealer: 'required', services: 'invalid', date: 'tooEarly' })
    expect(firstFlagged(errors, ['dealer', 'date', 'services', 'customerPhone'])).toBe('dealer')
    expect(withFieldRechecked(errors, 'dealer', {})).not.toHaveProperty('dealer')
    expect(withFieldRechecked(errors, 'date', { date: 'required' })).toMatchObject({ date: 'required', dealer: 'required' })
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
