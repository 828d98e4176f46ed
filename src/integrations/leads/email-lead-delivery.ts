import { type MailTransport, type OutboxMailOptions, writesToOutbox } from '@/integrations/mail/mail-transport'

import type { LeadDeliveryPort, LeadForDelivery } from './lead-delivery-port'
import { buildLeadEmail, type MailAddress } from './lead-email-message'

/**
 * Built-in lead adapter: e-mails the lead to the dealer (the recipient the lead store verified
 * against the stock, or the fallback address), subject "New enquiry: <car title>", through the
 * process's mail transport: the SMTP server, or (development, offline) the outbox folder, where
 * the file is named after the submission so a repeated delivery replaces it instead of adding a
 * second one. Over SMTP a repeat carries the same Message-ID (lead-email-message.ts).
 */
export class EmailLeadDelivery implements LeadDeliveryPort {
  constructor(
    private readonly transport: MailTransport,
    private readonly from: MailAddress,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Recorded on the lead: 'email' (sent over SMTP) or 'email-file' (written to the outbox). */
  get name(): string {
    return writesToOutbox(this.transport) ? 'email-file' : 'email'
  }

  async deliver(lead: LeadForDelivery): Promise<void> {
    const mail: OutboxMailOptions = {
      ...buildLeadEmail(lead, { from: this.from, now: this.now() }),
      // formSubmissionId is limited to [A-Za-z0-9_-] or a UUID by the lead schema; the site key to [a-z0-9-].
      outboxFileName: `lead-${lead.site.key}-${lead.formSubmissionId}.eml`,
    }
    await this.transport.sendMail(mail)
  }
}
