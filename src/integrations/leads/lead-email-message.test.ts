import { describe, expect, it } from 'vitest'

import type { LeadForDelivery } from './lead-delivery-port'
import { buildLeadEmail, encodedWords, formatAddress, headerText, quotedPrintable, rfc5322Date } from './lead-email-message'

const lead = (over: Partial<LeadForDelivery> = {}): LeadForDelivery => ({
  id: 17,
  site: { key: 'bilhuset', name: 'Bilhuset' },
  formName: 'seCarContactForm',
  formSubmissionId: '3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60',
  values: { car: { id: '101', regNo: 'ABC123', year: 2023 }, name: 'Åsa Öberg', phone: '+46 70 123 45 67', email: 'asa@example.se', message: 'Hej!\n.Finns den kvar?', quote: true, testDrive: false, toName: 'Nordbil', toEmail: 'saljare@nordbil.se', source: 'https://bilhuset.se/bil/101' },
  customer: { name: 'Åsa Öberg', phone: '+46 70 123 45 67', email: 'asa@example.se', message: 'Hej!\n.Finns den kvar?' },
  car: { id: '101', title: 'Volvo XC60 T8' },
  recipient: { name: 'Nordbil Göteborg', email: 'saljare@nordbil.se' },
  sourceUrl: 'https://bilhuset.se/bil/101',
  createdAt: '2026-11-22T08:00:00.000Z',
  ...over,
})

/** Header block and body: split at the first empty line. */
const splitMessage = (raw: string): [string, string] => {
  const at = raw.indexOf('\r\n\r\n')
  return [raw.slice(0, at), raw.slice(at + 4)]
}

/** Undoes quoted-printable, to read the body back. */
const fromQuotedPrintable = (qp: string) => {
  const joined = qp.replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(joined.charCodeAt(i))
  }
  return Buffer.from(bytes).toString('utf8')
}

describe('lead e-mail (RFC 5322)', () => {
  it('addresses the dealer, replies to the customer, and names the car in the subject', () => {
    const mail = buildLeadEmail(lead(), { from: { name: 'Showroom', email: 'no-reply@showroom.se' }, now: new Date('2026-11-22T08:00:05Z') })
    expect(mail.from).toBe('no-reply@showroom.se')
    expect(mail.to).toEqual(['saljare@nordbil.se'])
    const [head, body] = splitMessage(mail.raw)
    expect(head.split('\r\n')).toEqual([
      'From: "Showroom" <no-reply@showroom.se>',
      `To: ${encodedWords('Nordbil Göteborg')[0]} <saljare@nordbil.se>`,
      `Reply-To: ${encodedWords('Åsa Öberg')[0]} <asa@example.se>`,
      'Subject: New enquiry: Volvo XC60 T8',
      'Date: Sun, 22 Nov 2026 08:00:05 +0000',
      'Message-ID: <lead.3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60@showroom.se>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      'X-Showroom-Lead: 17',
    ])
    // 7-bit clean, short lines.
    expect(mail.raw).toMatch(/^[\x20-\x7e\r\n]*$/)
    expect(Math.max(...mail.raw.split('\r\n').map((l) => l.length))).toBeLessThanOrEqual(76)
    const text = fromQuotedPrintable(body)
    expect(text).toContain('Car: Volvo XC60 T8 (id 101, reg. ABC123, 2023)')
    expect(text).toContain('Name: Åsa Öberg\r\nPhone: +46 70 123 45 67\r\nE-mail: asa@example.se\r\nWants a quote: yes\r\nWants a test drive: no')
    expect(text).toContain('Message:\r\nHej!\r\n.Finns den kvar?')
    expect(text).toContain('Submission id: 3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60')
  })

  it('lists the values of forms without their own layout, and leaves out Reply-To without a customer address', () => {
    const mail = buildLeadEmail(
      lead({ formName: 'noServiceForm', car: undefined, values: { regno: 'AB12345', services: ['EU-kontroll', 'Service'], gdpr: true }, customer: { name: 'Ola' } }),
      { from: { email: 'no-reply@showroom.no' }, now: new Date('2026-01-02T03:04:05Z') },
    )
    expect(mail.raw).toContain('Subject: New enquiry: noServiceForm')
    expect(mail.raw).not.toContain('Reply-To')
    const text = fromQuotedPrintable(splitMessage(mail.raw)[1])
    expect(text).toContain('regno: AB12345\r\nservices: EU-kontroll, Service\r\ngdpr: yes')
  })

  it('cannot be made to add headers through names or addresses', () => {
    const mail = buildLeadEmail(lead({ customer: { name: 'Eve\r\nBcc: all@example.se', email: 'eve@example.se' } }), { from: { email: 'no-reply@showroom.se' }, now: new Date() })
    expect(mail.raw).toContain('Reply-To: "Eve Bcc: all@example.se" <eve@example.se>')
    // (In the body such a line is just text.)
    expect(splitMessage(mail.raw)[0].split('\r\n').some((l) => l.startsWith('Bcc:'))).toBe(false)
    expect(() => buildLeadEmail(lead({ recipient: { email: 'a@b.se>\r\nBcc: c@d.se' } }), { from: { email: 'no-reply@showroom.se' }, now: new Date() })).toThrow(/Not a usable e-mail address/)
  })
})

describe('header encoding', () => {
  it('keeps ASCII, encodes the rest in words of at most 75 characters without splitting characters', () => {
    expect(headerText('New enquiry: Volvo')).toBe('New enquiry: Volvo')
    const long = 'Bilförsäljning i Göteborg – åäö '.repeat(4)
    const words = encodedWords(long)
    expect(words.length).toBeGreaterThan(1)
    for (const w of words) expect(w.length).toBeLessThanOrEqual(75)
    expect(words.map((w) => Buffer.from(w.slice(10, -2), 'base64').toString('utf8')).join('')).toBe(long)
    expect(headerText(long)).toBe(encodedWords(long.trim()).join('\r\n '))
  })

  it('quotes ASCII display names', () => {
    expect(formatAddress({ name: 'Per "Bilen" Ek', email: 'per@x.se' })).toBe('"Per \\"Bilen\\" Ek" <per@x.se>')
    expect(formatAddress({ email: 'per@x.se' })).toBe('per@x.se')
  })

  it('writes dates as RFC 5322 in UTC', () => {
    expect(rfc5322Date(new Date('2026-03-09T07:05:03Z'))).toBe('Mon, 09 Mar 2026 07:05:03 +0000')
  })
})

describe('quotedPrintable', () => {
  it('encodes UTF-8, "=", and trailing spaces; wraps at 76 with soft breaks', () => {
    expect(quotedPrintable('Hej Åsa = 1 ')).toBe('Hej =C3=85sa =3D 1=20')
    expect(quotedPrintable('a\nb')).toBe('a\r\nb')
    const long = 'ö'.repeat(40)
    const encoded = quotedPrintable(long)
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    expect(fromQuotedPrintable(encoded)).toBe(long)
  })
})
