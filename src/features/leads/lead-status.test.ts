import { describe, expect, it } from 'vitest'

import { erasedLeadValues } from './lead-status'
import { rateLimitWindowStart } from '@/features/visitor-limits/rate-limit'

describe('erasedLeadValues (privacy)', () => {
  it('blanks personal values, keeps what the lead was about; unknown keys count as personal', () => {
    expect(
      erasedLeadValues({
        car: { id: '1' },
        name: 'Anna',
        phone: '070',
        email: 'a@b.se',
        message: 'hej',
        quote: true,
        toEmail: 'd@e.se',
        source: 'https://x.se',
        regno: 'ABC123',
        customerName: 'Bo',
      }),
    ).toEqual({
      car: { id: '1' },
      name: '',
      phone: '',
      email: '',
      message: '',
      quote: true,
      toEmail: 'd@e.se',
      source: 'https://x.se',
      regno: '',
      customerName: '',
    })
    expect(erasedLeadValues(null)).toBeNull()
    expect(erasedLeadValues(['x'])).toBeNull()
  })
})

describe('rateLimitWindowStart', () => {
  it('puts moments into fixed windows', () => {
    expect(rateLimitWindowStart(new Date('2026-11-22T10:07:59.999Z'), 600_000)).toBe('2026-11-22T10:00:00.000Z')
    expect(rateLimitWindowStart(new Date('2026-11-22T10:10:00.000Z'), 600_000)).toBe('2026-11-22T10:10:00.000Z')
    expect(rateLimitWindowStart(new Date('2026-11-22T10:59:00.000Z'), 3_600_000)).toBe('2026-11-22T10:00:00.000Z')
  })
})
