import type Mail from 'nodemailer/lib/mailer'

import type { LeadForDelivery } from './lead-delivery-port'

/**
 * A lead as an e-mail to the dealer: plain text, Reply-To the customer so the dealer can just
 * answer. The Message-ID is derived from the formSubmissionId: a repeated delivery (a retry, or
 * another process after a crash) carries the same id, which mail systems use to drop duplicates.
 */

export type MailAddress = { name?: string; email: string }
/** nodemailer message options, with the Message-ID always set. */
export type LeadEmail = Mail.Options & { messageId: string }

/** A bare address we may put in a header or an SMTP command: no spaces, angle brackets or line breaks. */
const SAFE_ADDRESS = /^[^\s<>()"\\,;:@]+@[^\s<>()"\\,;:@]+$/

export function assertSafeAddress(email: string): string {
  if (!SAFE_ADDRESS.test(email)) throw new Error(`Not a usable e-mail address: ${JSON.stringify(email.slice(0, 100))}`)
  return email
}

/** Header text without control characters: a line break in a name is no use to the dealer. */
const cleanHeaderText = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const address = (a: MailAddress): Mail.Address | string => {
  const email = assertSafeAddress(a.email)
  const name = cleanHeaderText(a.name ?? '')
  return name ? { name, address: email } : email
}

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join(', ')
  return String(value)
}

/** The car line: title, then the id and plate when known. */
function carLine(lead: LeadForDelivery): string | undefined {
  if (!lead.car) return undefined
  const car = lead.values.car && typeof lead.values.car === 'object' ? (lead.values.car as Record<string, unknown>) : {}
  const details = [`id ${lead.car.id}`, car.regNo ? `reg. ${valueText(car.regNo)}` : '', car.year ? String(car.year) : ''].filter(Boolean).join(', ')
  return `${lead.car.title ?? 'Car'} (${details})`
}

/** Keys shown in their own lines above the rest (spec 02 §3 contact values). */
const SHOWN_FIRST = new Set(['car', 'name', 'phone', 'email', 'message', 'quote', 'testDrive', 'toName', 'toEmail', 'source', 'siteName'])

export function leadEmailText(lead: LeadForDelivery): string {
  const v = lead.values
  const lines: string[] = [`New enquiry from ${lead.site.name} (${lead.formName})`, '']
  const add = (label: string, value: unknown) => {
    const text = valueText(value)
    if (text) lines.push(`${label}: ${text}`)
  }
  add('Car', carLine(lead))
  add('Seller chosen', v.siteName)
  add('Name', lead.customer.name)
  add('Phone', lead.customer.phone)
  add('E-mail', lead.customer.email)
  if ('quote' in v) add('Wants a quote', v.quote)
  if ('testDrive' in v) add('Wants a test drive', v.testDrive)
  for (const [key, value] of Object.entries(v)) if (!SHOWN_FIRST.has(key) && !/^(customer)?(name|phone|email)$/i.test(key)) add(key, value)
  if (lead.customer.message) lines.push('', 'Message:', lead.customer.message)
  lines.push('', '--')
  add('Sent from', lead.sourceUrl)
  add('Received', lead.createdAt)
  add('Submission id', lead.formSubmissionId)
  add('Lead', `#${lead.id} in the Showroom admin (Leads)`)
  return `${lines.join('\n')}\n`
}

/**
 * The lead as nodemailer message options. nodemailer writes the MIME: UTF-8 text as
 * quoted-printable (7-bit clean for any SMTP server, still readable as a file), non-ASCII header
 * text as RFC 2047 encoded words, lines folded at 76.
 */
export function buildLeadEmail(lead: LeadForDelivery, options: { from: MailAddress; now: Date }): LeadEmail {
  const domain = options.from.email.split('@')[1] ?? 'showroom.local'
  const replyTo = lead.customer.email && SAFE_ADDRESS.test(lead.customer.email) ? lead.customer.email : undefined
  return {
    from: address(options.from),
    to: [address(lead.recipient)],
    replyTo: replyTo ? address({ name: lead.customer.name, email: replyTo }) : undefined,
    subject: cleanHeaderText(`New enquiry: ${lead.car?.title ?? lead.formName}`),
    date: options.now,
    messageId: `<lead.${lead.formSubmissionId}@${domain}>`,
    headers: { 'X-Showroom-Lead': String(lead.id) },
    text: leadEmailText(lead),
    textEncoding: 'quoted-printable',
  }
}
