import { describe, expect, it } from 'vitest'

import { type CarContactValuesInput, leadFormKindOf, parseLeadSubmission, validateCarContactValues } from './lead-schema'

const values = (over: Partial<CarContactValuesInput> = {}): CarContactValuesInput => ({
  car: { id: '101', brand: 'Volvo', model: 'XC60' },
  name: 'Anna Svensson',
  phone: '+46 70 123 45 67',
  email: 'anna.s+bil@example.co.uk',
  source: 'https://bilhuset.se/bil/101/volvo-xc60',
  ...over,
})

const issuesOf = (over: Partial<CarContactValuesInput>) => {
  const result = validateCarContactValues(values(over))
  return result.ok ? [] : result.issues
}

describe('car contact values (spec 02 §5)', () => {
  it('accepts a complete form and fills the optional flags and message', () => {
    const result = validateCarContactValues(values())
    expect(result).toEqual({
      ok: true,
      values: expect.objectContaining({ quote: false, testDrive: false, message: '', car: { id: '101', brand: 'Volvo', model: 'XC60' } }),
    })
  })

  it('phone: optional leading plus, then 6 to 20 digits or spaces', () => {
    for (const ok of ['070123', '+46701234567', '+46 70 123 45 67', '1234567890 123456789']) expect(issuesOf({ phone: ok })).toEqual([])
    for (const bad of ['12345', '+46-70-123', '070 ABC 123', '++46701234', '123456789012345678901'])
      expect(issuesOf({ phone: bad })).toEqual([{ field: 'phone', code: 'pattern' }])
    expect(issuesOf({ phone: '' })).toEqual([{ field: 'phone', code: 'required' }])
  })

  it('email: letters, digits and ._%+- before @, a domain with a 2+ letter suffix', () => {
    for (const ok of ['a@b.se', 'first.last%x+y-z_1@sub.example.com']) expect(issuesOf({ email: ok })).toEqual([])
    for (const bad of ['anna@example', 'anna@example.s', 'anna example.se', 'anna@@example.se', 'ånna@example.se', 'anna@example.se\r\nBcc: x@y.se']) {
      expect(issuesOf({ email: bad })).toEqual([{ field: 'email', code: 'pattern' }])
    }
  })

  it('name is required; message optional', () => {
    expect(issuesOf({ name: undefined })).toEqual([{ field: 'name', code: 'required' }])
    expect(issuesOf({ name: '   ' })).toEqual([{ field: 'name', code: 'required' }])
    expect(issuesOf({ name: 'x'.repeat(201) })).toEqual([{ field: 'name', code: 'tooLong' }])
    expect(issuesOf({ message: undefined })).toEqual([])
  })

  it('a sample car needs the seller choice (siteName)', () => {
    expect(issuesOf({ car: { id: '7', isSample: true } })).toEqual([{ field: 'siteName', code: 'required' }])
    expect(issuesOf({ car: { id: '7', isSample: true }, siteName: 'Nordbil Borås' })).toEqual([])
  })

  it('the car needs an id; numbers are taken as text', () => {
    expect(issuesOf({ car: undefined })).toEqual([{ field: 'car', code: 'required' }])
    expect(issuesOf({ car: { brand: 'Volvo' } as never })).toEqual([{ field: 'car.id', code: 'required' }])
    const result = validateCarContactValues(values({ car: { id: 42 as unknown as string } }))
    expect(result.ok && result.values.car.id).toBe('42')
  })

  it('source must be an http(s) URL; toEmail, when given, an address', () => {
    expect(issuesOf({ source: 'javascript:alert(1)' })).toEqual([{ field: 'source', code: 'invalid' }])
    expect(issuesOf({ toEmail: 'not an address' })).toEqual([{ field: 'toEmail', code: 'pattern' }])
    expect(issuesOf({ toEmail: '' })).toEqual([])
  })
})

describe('the comhub envelope', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    formName: 'seCarContactForm',
    formSubmissionId: '3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60',
    values: values(),
    ...over,
  })

  it('dispatches on the formName suffix', () => {
    expect(leadFormKindOf('seCarContactForm')).toBe('carContact')
    expect(leadFormKindOf('noServiceForm')).toBe('generic')
    expect(parseLeadSubmission(body({ formName: "Bilia & Co's CarContactForm" })).ok).toBe(true)
    expect(parseLeadSubmission(body({ formName: 'x\nCarContactForm' }))).toMatchObject({ ok: false, issues: [{ field: 'formName', code: 'pattern' }] })
    const parsed = parseLeadSubmission(body())
    expect(parsed.ok && parsed.submission.kind).toBe('carContact')
  })

  it('accepts UUIDs and 8–100 URL-safe characters as submission ids', () => {
    expect(parseLeadSubmission(body({ formSubmissionId: 'abc_DEF-123' })).ok).toBe(true)
    for (const bad of ['short', 'x'.repeat(101), '../../etc/passwd', 'has space 123']) {
      expect(parseLeadSubmission(body({ formSubmissionId: bad }))).toEqual({ ok: false, issues: [{ field: 'formSubmissionId', code: 'pattern' }] })
    }
  })

  it('reports envelope and value problems together', () => {
    const parsed = parseLeadSubmission(body({ formSubmissionId: 'bad', values: values({ phone: 'x' }) }))
    expect(parsed).toEqual({
      ok: false,
      issues: [
        { field: 'formSubmissionId', code: 'pattern' },
        { field: 'phone', code: 'pattern' },
      ],
    })
    // Without a form name the values cannot be checked: that is the one problem reported.
    expect(parseLeadSubmission(body({ formName: ' ', values: {} }))).toEqual({ ok: false, issues: [{ field: 'formName', code: 'required' }] })
    expect(parseLeadSubmission(null)).toMatchObject({ ok: false })
    expect(parseLeadSubmission([1, 2])).toMatchObject({ ok: false })
  })

  it('carries the honeypot beside the values, trimmed', () => {
    const parsed = parseLeadSubmission(body({ website: ' http://spam.example ' }))
    expect(parsed.ok && parsed.submission.honeypot).toBe('http://spam.example')
    expect(parsed.ok && 'website' in parsed.submission.values).toBe(false)
  })

  it('takes forms without their own schema as bounded records, so nothing is lost', () => {
    const norwegian = { siteEmail: 'verksted@bil.no', customerName: 'Ola', services: ['EU-kontroll', 'Service'], gdpr: true, milage: 12000, date: '2026-12-01' }
    const parsed = parseLeadSubmission({ formName: 'noServiceForm', formSubmissionId: 'no-form-000001', values: norwegian })
    expect(parsed).toEqual({
      ok: true,
      submission: { kind: 'generic', formName: 'noServiceForm', formSubmissionId: 'no-form-000001', values: norwegian, honeypot: '' },
    })
    const tooMany = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`k${i}`, 'v']))
    expect(parseLeadSubmission({ formName: 'x', formSubmissionId: 'no-form-000001', values: tooMany }).ok).toBe(false)
    expect(parseLeadSubmission({ formName: 'x', formSubmissionId: 'no-form-000001', values: { deep: { nested: 1 } } }).ok).toBe(false)
  })
})
