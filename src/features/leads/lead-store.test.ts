import { describe, expect, it } from 'vitest'

import { parseLeadSubmission } from './lead-schema'
import { leadCarOf, leadCustomerOf } from './lead-store'

const parse = (formName: string, values: unknown) => {
  const parsed = parseLeadSubmission({ formName, formSubmissionId: 'submission-0001', values })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return parsed.submission
}

describe('customer and car of a lead', () => {
  it('reads the car contact form', () => {
    const s = parse('seCarContactForm', {
      car: { id: 101, brand: 'Volvo', model: 'XC60', version: 'T8' },
      name: ' Anna ',
      phone: '070 123 45 67',
      email: 'a@b.se',
      message: '',
      source: 'https://x.se/bil/101',
    })
    expect(leadCustomerOf(s)).toEqual({ name: 'Anna', phone: '070 123 45 67', email: 'a@b.se', message: undefined })
    expect(leadCarOf(s)).toEqual({ id: '101', title: 'Volvo XC60 T8' })
  })

  it('reads the sell-car and Norwegian forms (customerName & co., spec 03 §3)', () => {
    const s = parse('noServiceForm', {
      customerName: 'Ola',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@x.no',
      description: 'Bremser',
      regno: 'AB12345',
    })
    expect(leadCustomerOf(s)).toEqual({ name: 'Ola', phone: '+47 912 34 567', email: 'ola@x.no', message: 'Bremser' })
    expect(leadCarOf(s)).toBeUndefined()
  })
})
