import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import nodemailer, { type Transport } from 'nodemailer'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createMailTransport, smtpTransportOptions } from '@/integrations/mail/mail-transport'
import { readEml, smtpStandIn } from '@/integrations/mail/mail-test-helpers'

import { EmailLeadDelivery } from './email-lead-delivery'
import type { LeadForDelivery } from './lead-delivery-port'

const lead: LeadForDelivery = {
  id: 9,
  site: { key: 'bilhuset', name: 'Bilhuset' },
  formName: 'seCarContactForm',
  formSubmissionId: 'form-submission-0009',
  values: { name: 'Anna' },
  customer: { name: 'Anna', email: 'anna@example.se' },
  car: { id: '101', title: 'Volvo XC60' },
  recipient: { name: 'Nordbil', email: 'saljare@nordbil.se' },
  createdAt: '2026-11-22T08:00:00.000Z',
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'showroom-outbox-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const from = { name: 'Showroom', email: 'no-reply@showroom.se' }
const at = () => new Date('2026-11-22T08:00:00Z')

/** A nodemailer transport that records what it was given (the envelope and Message-ID nodemailer worked out). */
function recordingTransport(fail?: Error) {
  const sent: { envelope: { from: string | false; to: string[] }; messageId: string }[] = []
  const transport: Transport<{ messageId: string }> = {
    name: 'recording',
    version: '1',
    send(mail, callback) {
      const messageId = mail.message.messageId()
      if (fail) return callback(fail, { messageId })
      sent.push({ envelope: mail.message.getEnvelope(), messageId })
      callback(null, { messageId })
    },
  }
  return { sent, transport: nodemailer.createTransport(transport) }
}

describe('EmailLeadDelivery', () => {
  it('writes one .eml per submission into the outbox folder; a repeat replaces it', async () => {
    const folder = path.join(dir, 'outbox')
    const delivery = new EmailLeadDelivery(createMailTransport({ outboxFolder: folder }), from, at)
    expect(delivery.name).toBe('email-file')
    await delivery.deliver(lead)
    await delivery.deliver(lead)
    expect(await readdir(folder)).toEqual(['lead-bilhuset-form-submission-0009.eml'])
    const eml = readEml(await readFile(path.join(folder, 'lead-bilhuset-form-submission-0009.eml'), 'utf8'))
    expect(eml.headers.get('to')).toBe('Nordbil <saljare@nordbil.se>')
    expect(eml.headers.get('subject')).toBe('New enquiry: Volvo XC60')
    expect(eml.headers.get('message-id')).toBe('<lead.form-submission-0009@showroom.se>')
  })

  it('leaves one file when two processes deliver the same lead at once (a claim that ran out)', async () => {
    const folder = path.join(dir, 'outbox')
    const one = new EmailLeadDelivery(createMailTransport({ outboxFolder: folder }), from, at)
    const other = new EmailLeadDelivery(createMailTransport({ outboxFolder: folder }), from, () => new Date('2026-11-22T08:02:00Z'))
    await Promise.all([one.deliver(lead), other.deliver(lead), one.deliver(lead)])
    expect(await readdir(folder)).toEqual(['lead-bilhuset-form-submission-0009.eml'])
    expect(readEml(await readFile(path.join(folder, 'lead-bilhuset-form-submission-0009.eml'), 'utf8')).headers.get('message-id')).toBe(
      '<lead.form-submission-0009@showroom.se>',
    )
  })

  it('hands the message to the transport with the envelope addresses and the same Message-ID on every attempt', async () => {
    const { sent, transport } = recordingTransport()
    const delivery = new EmailLeadDelivery(transport, { email: 'no-reply@showroom.se' })
    expect(delivery.name).toBe('email')
    await delivery.deliver(lead)
    await delivery.deliver(lead)
    expect(sent).toEqual([
      { envelope: { from: 'no-reply@showroom.se', to: ['saljare@nordbil.se'] }, messageId: '<lead.form-submission-0009@showroom.se>' },
      { envelope: { from: 'no-reply@showroom.se', to: ['saljare@nordbil.se'] }, messageId: '<lead.form-submission-0009@showroom.se>' },
    ])
  })

  it('fails when the transport fails, so the outbox retries', async () => {
    const { transport } = recordingTransport(new Error("Can't send mail - all recipients were rejected: 550 no such user"))
    await expect(new EmailLeadDelivery(transport, { email: 'no-reply@showroom.se' }).deliver(lead)).rejects.toThrow('550 no such user')
  })

  it('sends over SMTP: the server gets the lead with its Message-ID, and a refusal fails the delivery with the server’s answer', async () => {
    const server = await smtpStandIn({ rejectRecipient: 'nobody@' })
    try {
      const transport = nodemailer.createTransport(smtpTransportOptions(`smtp://127.0.0.1:${server.port}`, { socketTimeout: 2000 }))
      const delivery = new EmailLeadDelivery(transport, from, at)
      expect(delivery.name).toBe('email')
      await delivery.deliver(lead)
      expect(server.sessions[0]!.commands).toContain('RCPT TO:<saljare@nordbil.se>')
      const eml = readEml(`${server.sessions[0]!.data!}\r\n`)
      expect(eml.headers.get('message-id')).toBe('<lead.form-submission-0009@showroom.se>')
      expect(eml.headers.get('reply-to')).toBe('Anna <anna@example.se>')
      await expect(delivery.deliver({ ...lead, recipient: { email: 'nobody@nordbil.se' } })).rejects.toThrow(/550 5\.1\.1/)
    } finally {
      await server.close()
    }
  })
})
