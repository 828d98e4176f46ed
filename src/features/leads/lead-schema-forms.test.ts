import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  isCalendarDay,
  leadFormKindOf,
  leadIssueMessage,
  notBeforeServerToday,
  parseLeadSubmission,
  SERVICE_BOOKING_NO_MC_TOPICS,
  SERVICE_BOOKING_NO_SERVICE_TYPES,
  type SellCarValuesInput,
  type ServiceBookingNoValuesInput,
  validateSellCarValues,
  validateServiceBookingNoValues,
} from './lead-schema'

const sellCar = (over: Partial<SellCarValuesInput> = {}): SellCarValuesInput => ({
  regno: 'ABC123',
  milage: 12_500,
  customerName: 'Anna Svensson',
  customerPhone: '+46 70 123 45 67',
  customerEmail: 'anna@example.se',
  selected: 'Sälja bil',
  ...over,
})

const sellCarIssues = (over: Partial<SellCarValuesInput>) => {
  const result = validateSellCarValues(sellCar(over))
  return result.ok ? [] : result.issues
}

describe('sell-car values (spec 03 §3, §5)', () => {
  it('accepts a complete form and fills the optional message', () => {
    expect(validateSellCarValues(sellCar())).toEqual({ ok: true, values: { ...sellCar(), other: '' } })
    expect(validateSellCarValues(sellCar({ other: ' Servicebok finns ' }))).toMatchObject({ ok: true, values: { other: 'Servicebok finns' } })
  })

  it('requires regno, mileage, name, phone, e-mail and one of the two choices', () => {
    for (const field of ['regno', 'customerName', 'customerPhone', 'customerEmail', 'selected'] as const) {
      expect(sellCarIssues({ [field]: '  ' }), field).toEqual([{ field, code: 'required' }])
      expect(sellCarIssues({ [field]: undefined }), field).toEqual([{ field, code: 'required' }])
    }
    expect(sellCarIssues({ milage: undefined })).toEqual([{ field: 'milage', code: 'required' }])
  })

  it('mileage is a whole number from 0', () => {
    expect(sellCarIssues({ milage: 0 })).toEqual([])
    for (const bad of [-1, 1.5, Number.NaN, '12 km', '-3']) expect(sellCarIssues({ milage: bad })).toEqual([{ field: 'milage', code: 'invalid' }])
    // Digits sent as text are the number; blank text is no value.
    expect(validateSellCarValues(sellCar({ milage: ' 12000 ' }))).toMatchObject({ ok: true, values: { milage: 12000 } })
    expect(sellCarIssues({ milage: ' ' })).toEqual([{ field: 'milage', code: 'required' }])
  })

  it('phone and e-mail follow the contact form patterns', () => {
    expect(sellCarIssues({ customerPhone: '070-ABC' })).toEqual([{ field: 'customerPhone', code: 'pattern' }])
    expect(sellCarIssues({ customerEmail: 'anna@example' })).toEqual([{ field: 'customerEmail', code: 'pattern' }])
    expect(leadIssueMessage({ field: 'customerPhone', code: 'pattern' })).toBe('customerPhone must be an optional + followed by 6 to 20 digits or spaces')
    expect(leadIssueMessage({ field: 'customerEmail', code: 'pattern' })).toMatch(/e-mail address/)
  })

  it('is the schema of formNames ending in SellCarForm', () => {
    expect(leadFormKindOf('Nordbil GruppenSellCarForm')).toBe('sellCar')
    const parsed = parseLeadSubmission({ formName: 'Nordbil GruppenSellCarForm', formSubmissionId: 'sell-car-0001', values: sellCar({ customerName: '' }) })
    expect(parsed).toEqual({ ok: false, issues: [{ field: 'customerName', code: 'required' }] })
  })
})

const NOW = new Date('2026-11-22T10:00:00Z')

const booking = (over: Partial<ServiceBookingNoValuesInput> = {}): ServiceBookingNoValuesInput => ({
  siteName: 'Fjordbil Bergen Åsane',
  siteEmail: 'verksted.bergen-asane@fjordbil.example',
  customerName: 'Ola Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'ola@example.no',
  regno: 'EV12345',
  date: '2026-11-30',
  services: ['Service', 'EU-kontroll'],
  gdpr: true,
  ...over,
})

const bookingIssues = (over: Partial<ServiceBookingNoValuesInput>) => {
  const result = validateServiceBookingNoValues(booking(over))
  return result.ok ? [] : result.issues
}

describe('Norwegian service booking values (spec 03 §3, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts a complete form; mileage, texts and flags default', () => {
    expect(validateServiceBookingNoValues(booking())).toEqual({
      ok: true,
      values: { ...booking(), description: '', other: '', milage: null, newsletter: false, typeMC: false },
    })
    expect(validateServiceBookingNoValues(booking({ milage: 0, siteEmail: '' }))).toMatchObject({ ok: true, values: { milage: 0, siteEmail: undefined } })
  })

  it('requires the dealer, regno, date, consent and the contact fields', () => {
    expect(bookingIssues({ siteName: '' })).toEqual([{ field: 'siteName', code: 'required' }])
    expect(bookingIssues({ regno: '' })).toEqual([{ field: 'regno', code: 'required' }])
    expect(bookingIssues({ date: '' })).toEqual([{ field: 'date', code: 'required' }])
    expect(bookingIssues({ gdpr: false as true })).toEqual([{ field: 'gdpr', code: 'required' }])
    expect(bookingIssues({ gdpr: undefined as unknown as true })).toEqual([{ field: 'gdpr', code: 'required' }])
    expect(bookingIssues({ customerName: '', customerPhone: '12', customerEmail: 'x' })).toEqual([
      { field: 'customerName', code: 'required' },
      { field: 'customerPhone', code: 'pattern' },
      { field: 'customerEmail', code: 'pattern' },
    ])
  })

  it('keeps the newsletter optional (a consent that cannot be refused is none)', () => {
    expect(bookingIssues({ newsletter: false })).toEqual([])
    expect(validateServiceBookingNoValues(booking({ newsletter: true }))).toMatchObject({ ok: true, values: { newsletter: true } })
  })

  it('the date is a real day, not before today with a day of tolerance for time zones', () => {
    expect(bookingIssues({ date: '2026-11-22' })).toEqual([])
    // The server's UTC day minus one: a visitor in another zone may still be on the day before.
    expect(bookingIssues({ date: '2026-11-21' })).toEqual([])
    expect(bookingIssues({ date: '2026-11-20' })).toEqual([{ field: 'date', code: 'tooEarly' }])
    expect(bookingIssues({ date: '2026-02-30' })).toEqual([{ field: 'date', code: 'pattern' }])
    expect(bookingIssues({ date: '30.11.2026' })).toEqual([{ field: 'date', code: 'pattern' }])
    expect(leadIssueMessage({ field: 'date', code: 'tooEarly' })).toBe('date cannot be before today')
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(notBeforeServerToday('2026-11-21', NOW.getTime())).toBe(true)
  })

  it('mileage, when given, is a whole number from 0', () => {
    expect(bookingIssues({ milage: -5 })).toEqual([{ field: 'milage', code: 'invalid' }])
    expect(bookingIssues({ milage: null })).toEqual([])
  })

  it('services are names from the variant’s list: the 11 types, or with typeMC the 3 motorcycle topics', () => {
    expect(SERVICE_BOOKING_NO_SERVICE_TYPES).toHaveLength(11)
    expect(SERVICE_BOOKING_NO_MC_TOPICS).toEqual(['Bestille service', 'Bestile deler', 'Annet vennligst beskriv'])
    expect(bookingIssues({ services: [...SERVICE_BOOKING_NO_SERVICE_TYPES] })).toEqual([])
    expect(bookingIssues({ services: ['Oljeskift' as never] })).toEqual([{ field: 'services.0', code: 'invalid' }])
    expect(bookingIssues({ services: ['Bestille service'] })).toEqual([{ field: 'services', code: 'invalid' }])
    expect(bookingIssues({ typeMC: true, services: ['Bestille service', 'Annet vennligst beskriv'] })).toEqual([])
    expect(bookingIssues({ typeMC: true, services: ['Service'] })).toEqual([{ field: 'services', code: 'invalid' }])
    expect(bookingIssues({ services: undefined })).toEqual([])
  })

  it('is the schema of formNames ending in ServiceBookingForm; other names stay generic', () => {
    expect(leadFormKindOf('FjordbilServiceBookingForm')).toBe('serviceBookingNo')
    expect(leadFormKindOf('noServiceForm')).toBe('generic')
    const parsed = parseLeadSubmission({ formName: 'FjordbilServiceBookingForm', formSubmissionId: 'no-form-000001', values: booking() })
    expect(parsed.ok && parsed.submission.kind).toBe('serviceBookingNo')
  })
})
