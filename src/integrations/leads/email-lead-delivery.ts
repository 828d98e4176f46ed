import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { LeadDeliveryPort, LeadForDelivery } from './lead-delivery-port'
import { buildLeadEmail, type LeadEmail, type MailAddress } from './lead-email-message'
import { sendMail, type SmtpSettings } from './smtp-client'

/** Where a built message goes: an SMTP server, or a folder of .eml files. */
export interface MailTransport {
  readonly name: string
  send(mail: LeadEmail, fileName: string): Promise<void>
}

/**
 * Development and offline default (no SHOWROOM_SMTP_URL): each message is written to
 * `<data dir>/outbox/<file>.eml`, which any mail client opens. Written to a temporary name and
 * renamed, so a reader never sees half a file; the name comes from the formSubmissionId, so a
 * repeated delivery replaces the file instead of adding a second one.
 */
export class OutboxFolderTransport implements MailTransport {
  readonly name = 'email-file'

  constructor(readonly folder: string) {}

  async send(mail: LeadEmail, fileName: string): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    const target = path.join(this.folder, fileName)
    const temporary = `${target}.${process.pid}.tmp`
    await writeFile(temporary, mail.raw, 'utf8')
    await rename(temporary, target)
  }
}

/** Production: the configured SMTP server (smtp-client.ts). */
export class SmtpTransport implements MailTransport {
  readonly name = 'email'

  constructor(private readonly settings: SmtpSettings) {}

  send(mail: LeadEmail): Promise<void> {
    return sendMail(this.settings, { from: mail.from, to: mail.to }, mail.raw)
  }
}

/**
 * Built-in lead adapter: e-mails the lead to the dealer (the recipient the lead store verified
 * against the stock, or the fallback address), subject "New enquiry: <car title>".
 */
export class EmailLeadDelivery implements LeadDeliveryPort {
  constructor(
    private readonly transport: MailTransport,
    private readonly from: MailAddress,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get name(): string {
    return this.transport.name
  }

  async deliver(lead: LeadForDelivery): Promise<void> {
    const mail = buildLeadEmail(lead, { from: this.from, now: this.now() })
    // formSubmissionId is limited to [A-Za-z0-9_-] or a UUID by the lead schema; the site key to [a-z0-9-].
    const fileName = `lead-${lead.site.key}-${lead.formSubmissionId}.eml`.replace(/[^A-Za-z0-9._-]/g, '_')
    await this.transport.send(mail, fileName)
  }
}
