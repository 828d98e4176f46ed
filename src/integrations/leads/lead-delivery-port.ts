/**
 * The lead port (ARCHITECTURE 'integrations/': lead delivery (CRM)). The outbox hands it one stored
 * lead at a time. Built in: e-mail to the dealer (email-lead-delivery.ts, through nodemailer: an
 * .eml file per lead in the data folder, or SMTP when configured). Outside: a CRM that speaks the
 * spec's comhub body (http-crm-lead-delivery.ts). Chosen by configuration (instance.ts).
 */

export type LeadForDelivery = {
  /** The lead's id in our database. */
  id: number | string
  site: { key: string; name: string }
  formName: string
  /**
   * The browser's id of the submission, also the idempotency key: the outbox delivers at least
   * once (a crash after sending and before recording it sends again), so a receiver that has
   * already seen this key should treat the delivery as done.
   */
  formSubmissionId: string
  /** The form values as sent (comhub `values`). */
  values: Record<string, unknown>
  customer: { name?: string; phone?: string; email?: string; message?: string }
  car?: { id: string; title?: string }
  /** Who gets it: the dealer address checked against the stock, or the configured fallback. */
  recipient: { name?: string; email: string }
  sourceUrl?: string
  createdAt: string
}

export interface LeadDeliveryPort {
  /** Short name recorded on the lead ('crm', 'email', 'email-file'). */
  readonly name: string
  /** Resolves when the receiver has the lead; throws (with a message for staff) otherwise. */
  deliver(lead: LeadForDelivery): Promise<void>
}
