import { describe, expect, it } from 'vitest'

import { describeProblems, firstFlagged, type LeadFieldMap, mapLeadProblems } from './lead-field-map'

const messages = { required: 'required', invalid: 'invalid', phone: 'phone', tooEarly: 'tooEarly' } as const

describe('field messages', () => {
  type Field = 'dealer' | 'date' | 'services' | 'customerPhone'
  const map: LeadFieldMap<Field> = {
    fields: ['dealer', 'date', 'services', 'customerPhone'],
    alias: { siteName: 'dealer', siteEmail: 'dealer' },
    message: (code, field) =>
      code === 'pattern' && field === 'customerPhone' ? messages.phone : code in messages ? messages[code as keyof typeof messages] : messages.invalid,
  }

  it('one message per shown field, worded by kind; aliases and nested paths map to their control; the rest apart', () => {
    const { flagged, others } = mapLeadProblems(
      [
        { field: 'customerPhone', message: 'pattern' },
        { field: 'siteName', message: 'required' },
        { field: 'siteEmail', message: 'pattern' },
        { field: 'services.2', message: 'invalid' },
        { field: 'formName', message: 'required' },
        { field: 'date', message: 'tooEarly' },
        { field: 'department', message: 'Department not found' },
      ],
      map,
    )
    expect(flagged).toEqual({
      customerPhone: { type: 'pattern', message: 'phone' },
      dealer: { type: 'required', message: 'required' },
      services: { type: 'invalid', message: 'invalid' },
      date: { type: 'tooEarly', message: 'tooEarly' },
    })
    expect(firstFlagged(flagged, map)).toBe('dealer')
    expect(others).toEqual([
      { field: 'formName', message: 'required' },
      { field: 'department', message: 'Department not found' },
    ])
    expect(describeProblems(others)).toBe('formName: required; Department not found')
  })
})
