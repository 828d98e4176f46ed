import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EmailLeadDelivery, type MailTransport, OutboxFolderTransport } from './email-lead-delivery'
import type { LeadForDelivery } from './lead-delivery-port'
import type { LeadEmail } from './lead-email-message'

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

describe('EmailLeadDelivery', () => {
  it('writes one .eml per submission into the outbox folder; a repeat replaces it', async () => {
    const folder = path.join(dir, 'outbox')
    const delivery = new EmailLeadDelivery(new OutboxFolderTransport(folder), { name: 'Showroom', email: 'no-reply@showroom.se' }, () => new Date('2026-11-22T08:00:00Z'))
    expect(delivery.name).toBe('email-file')
    await delivery.deliver(lead)
    await delivery.deliver(lead)
    expect(await readdir(folder)).toEqual(['lead-bilhuset-form-submission-0009.eml'])
    const eml = await readFile(path.join(folder, 'lead-bilhuset-form-submission-0009.eml'), 'utf8')
    expect(eml).toContain('To: "Nordbil" <saljare@nordbil.se>')
    expect(eml).toContain('Subject: New enquiry: Volvo XC60')
  })

  it('hands the message to the transport with the envelope addresses', async () => {
    const sent: { mail: LeadEmail; fileName: string }[] = []
    const transport: MailTransport = { name: 'email', send: async (mail, fileName) => void sent.push({ mail, fileName }) }
    await new EmailLeadDelivery(transport, { email: 'no-reply@showroom.se' }).deliver(lead)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.mail).toMatchObject({ from: 'no-reply@showroom.se', to: ['saljare@nordbil.se'], messageId: '<lead.form-submission-0009@showroom.se>' })
  })

  it('fails when the transport fails, so the outbox retries', async () => {
    const transport: MailTransport = {
      name: 'email',
      send: async () => {
        throw new Error('SMTP RCPT TO failed: 550 no such user')
      },
    }
    await expect(new EmailLeadDelivery(transport, { email: 'no-reply@showroom.se' }).deliver(lead)).rejects.toThrow('550 no such user')
  })
})
