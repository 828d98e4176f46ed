import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { decodeHeader, rawMessage, readEml } from '@/integrations/mail/mail-test-helpers'

import type { LeadForDelivery } from './lead-delivery-port'
import { buildLeadEmail } from './lead-email-message'

const lead = (over: Partial<LeadForDelivery> = {}): LeadForDelivery => ({
  id: 17,
  site: { key: 'bilhuset', name: 'Bilhuset' },
  formName: 'seCarContactForm',
  formSubmissionId: '3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60',
  values: {
    car: { id: '101', regNo: 'ABC123', year: 2023 },
    name: 'Åsa Öberg',
    phone: '+46 70 123 45 67',
    email: 'asa@example.se',
    message: 'Hej!\n.Finns den kvar?',
    quote: true,
    testDrive: false,
    toName: 'Nordbil',
    toEmail: 'saljare@nordbil.se',
    source: 'https://bilhuset.se/bil/101',
  },
  customer: { name: 'Åsa Öberg', phone: '+46 70 123 45 67', email: 'asa@example.se', message: 'Hej!\n.Finns den kvar?' },
  car: { id: '101', title: 'Volvo XC60 T8' },
  recipient: { name: 'Nordbil Göteborg', email: 'saljare@nordbil.se' },
  sourceUrl: 'https://bilhuset.se/bil/101',
  createdAt: '2026-11-22T08:00:00.000Z',
  ...over,
})

/** The message as nodemailer writes it, and as a mail client reads it. */
const built = async (l: LeadForDelivery, options: Parameters<typeof buildLeadEmail>[1]) => {
  const raw = await rawMessage(buildLeadEmail(l, options))
  return { raw, ...readEml(raw) }
}

const headerLines = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n')

describe('lead e-mail (RFC 5322, built by nodemailer)', () => {
  it('addresses the dealer, replies to the customer, and names the car in the subject', async () => {
    const options = { from: { name: 'Showroom', email: 'no-reply@showroom.se' }, now: new Date('2026-11-22T08:00:05Z') }
    const mail = buildLeadEmail(lead(), options)
    const info = await nodemailer.createTransport({ jsonTransport: true }).sendMail(mail)
    expect(info.envelope).toEqual({ from: 'no-reply@showroom.se', to: ['saljare@nordbil.se'] })
    const { raw, rawHeaders, headers, body } = await built(lead(), options)
    expect(Object.fromEntries(headers)).toEqual({
      from: 'Showroom <no-reply@showroom.se>',
      to: 'Nordbil Göteborg <saljare@nordbil.se>',
      'reply-to': 'Åsa Öberg <asa@example.se>',
      subject: 'New enquiry: Volvo XC60 T8',
      date: 'Sun, 22 Nov 2026 08:00:05 +0000',
      'message-id': '<lead.3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60@showroom.se>',
      'mime-version': '1.0',
      'content-type': 'text/plain; charset=utf-8',
      'content-transfer-encoding': 'quoted-printable',
      'x-showroom-lead': '17',
    })
    // Non-ASCII names travel as RFC 2047 encoded words.
    expect(rawHeaders.get('to')).toMatch(/^=\?UTF-8\?[QB]\?.+\?= <saljare@nordbil\.se>$/)
    expect(rawHeaders.get('reply-to')).toMatch(/^=\?UTF-8\?[QB]\?.+\?= <asa@example\.se>$/)
    // 7-bit clean, short lines.
    expect(raw).toMatch(/^[\x20-\x7e\r\n]*$/)
    expect(Math.max(...raw.split('\r\n').map((l) => l.length))).toBeLessThanOrEqual(76)
    expect(body).toContain('Car: Volvo XC60 T8 (id 101, reg. ABC123, 2023)')
    expect(body).toContain('Name: Åsa Öberg\r\nPhone: +46 70 123 45 67\r\nE-mail: asa@example.se\r\nWants a quote: yes\r\nWants a test drive: no')
    expect(body).toContain('Message:\r\nHej!\r\n.Finns den kvar?')
    expect(body).toContain('Submission id: 3f2c9b1e-8a4d-4c6e-9f0a-1b2c3d4e5f60')
  })

  it('carries the same Message-ID every time the same submission is delivered', async () => {
    const first = buildLeadEmail(lead(), { from: { email: 'no-reply@showroom.se' }, now: new Date('2026-11-22T08:00:05Z') })
    const retry = buildLeadEmail(lead({ id: 17 }), { from: { email: 'no-reply@showroom.se' }, now: new Date('2026-11-22T09:30:00Z') })
    expect(readEml(await rawMessage(retry)).headers.get('message-id')).toBe(readEml(await rawMessage(first)).headers.get('message-id'))
  })

  it('lists the values of forms without their own layout, and leaves out Reply-To without a customer address', async () => {
    const { raw, body } = await built(
      lead({
        formName: 'noServiceForm',
        car: undefined,
        values: { regno: 'AB12345', services: ['EU-kontroll', 'Service'], gdpr: true },
        customer: { name: 'Ola' },
      }),
      { from: { email: 'no-reply@showroom.no' }, now: new Date('2026-01-02T03:04:05Z') },
    )
    expect(raw).toContain('Subject: New enquiry: noServiceForm')
    expect(raw).not.toContain('Reply-To')
    expect(body).toContain('regno: AB12345\r\nservices: EU-kontroll, Service\r\ngdpr: yes')
  })

  it('cannot be made to add headers through names or addresses', async () => {
    const { raw, headers } = await built(lead({ customer: { name: 'Eve\r\nBcc: all@example.se', email: 'eve@example.se' } }), {
      from: { email: 'no-reply@showroom.se' },
      now: new Date(),
    })
    expect(headers.get('reply-to')).toBe('"Eve Bcc: all@example.se" <eve@example.se>')
    // (In the body such a line is just text.)
    expect(headerLines(raw).some((l) => l.startsWith('Bcc:'))).toBe(false)
    expect(() =>
      buildLeadEmail(lead({ recipient: { email: 'a@b.se>\r\nBcc: c@d.se' } }), { from: { email: 'no-reply@showroom.se' }, now: new Date() }),
    ).toThrow(/Not a usable e-mail address/)
  })
})

describe('header and body encoding', () => {
  const options = { from: { email: 'no-reply@showroom.se' }, now: new Date('2026-03-09T07:05:03Z') }

  it('keeps an ASCII subject as is, encodes the rest in words of at most 75 characters without splitting characters', async () => {
    expect(headerLines((await built(lead({ car: { id: '1', title: 'Volvo' } }), options)).raw)).toContain('Subject: New enquiry: Volvo')
    const long = 'Bilförsäljning i Göteborg – åäö '.repeat(4).trim()
    const { rawHeaders, headers } = await built(lead({ car: { id: '1', title: long } }), options)
    const words = rawHeaders.get('subject')!.match(/=\?UTF-8\?[QB]\?[^?]*\?=/gi) ?? []
    expect(words.length).toBeGreaterThan(1)
    for (const w of words) {
      expect(w.length).toBeLessThanOrEqual(75)
      // Each word decodes on its own: no character is split between two words.
      expect(decodeHeader(w)).not.toContain('\ufffd')
    }
    expect(headers.get('subject')).toBe(`New enquiry: ${long}`)
  })

  it('quotes ASCII display names', async () => {
    const { headers } = await built(lead({ recipient: { name: 'Per "Bilen" Ek', email: 'per@x.se' } }), options)
    expect(headers.get('to')).toBe('"Per \\"Bilen\\" Ek" <per@x.se>')
    expect((await built(lead({ recipient: { email: 'per@x.se' } }), options)).headers.get('to')).toBe('per@x.se')
  })

  it('writes dates as RFC 5322 in UTC', async () => {
    expect((await built(lead(), options)).headers.get('date')).toBe('Mon, 09 Mar 2026 07:05:03 +0000')
  })

  it('encodes UTF-8, "=", and trailing spaces as quoted-printable; wraps at 76 with soft breaks', async () => {
    const message = `Hej Åsa = 1 \n${'ö'.repeat(40)}`
    const { raw, body } = await built(lead({ customer: { name: 'Åsa', message } }), options)
    const encoded = raw.slice(raw.indexOf('\r\n\r\n') + 4)
    expect(encoded).toContain('Hej =C3=85sa =3D 1=20\r\n')
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    expect(body).toContain(`Hej Åsa = 1 \r\n${'ö'.repeat(40)}`)
  })
})
