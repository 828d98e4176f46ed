import type { LeadForDelivery } from './lead-delivery-port'

/**
 * A lead as an RFC 5322 e-mail to the dealer: plain text (UTF-8, quoted-printable so the message
 * is 7-bit clean for any SMTP server and still readable as a file), non-ASCII header text as
 * RFC 2047 encoded words, Reply-To the customer so the dealer can just answer. The Message-ID is
 * derived from the formSubmissionId: a repeated delivery carries the same id, which mail systems
 * use to drop duplicates.
 */

export type MailAddress = { name?: string; email: string }
export type LeadEmail = { from: string; to: string[]; messageId: string; raw: string }

/** A bare address we may put in a header or an SMTP command: no spaces, angle brackets or line breaks. */
const SAFE_ADDRESS = /^[^\s<>()"\\,;:@]+@[^\s<>()"\\,;:@]+$/

export function assertSafeAddress(email: string): string {
  if (!SAFE_ADDRESS.test(email)) throw new Error(`Not a usable e-mail address: ${JSON.stringify(email.slice(0, 100))}`)
  return email
}

/** Header text without control characters (a line break would start a new header). */
const cleanHeaderText = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** RFC 2047 B-encoded words of at most 45 UTF-8 bytes each (75 characters encoded), never splitting a character. */
export function encodedWords(text: string): string[] {
  const words: string[] = []
  let chunk = ''
  for (const char of text) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk)
      chunk = ''
    }
    chunk += char
  }
  if (chunk) words.push(chunk)
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`)
}

/** Header text as is when it is plain ASCII, otherwise as encoded words folded onto continuation lines. */
export function headerText(text: string): string {
  const clean = cleanHeaderText(text)
  return /^[\x20-\x7e]*$/.test(clean) ? clean : encodedWords(clean).join('\r\n ')
}

export function formatAddress(address: MailAddress): string {
  const email = assertSafeAddress(address.email)
  const name = cleanHeaderText(address.name ?? '')
  if (!name) return email
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}" <${email}>`
  return `${encodedWords(name).join('\r\n ')} <${email}>`
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** RFC 5322 date-time in UTC: "Sun, 22 Nov 2026 00:42:22 +0000". */
export function rfc5322Date(at: Date): string {
  return `${DAYS[at.getUTCDay()]}, ${two(at.getUTCDate())} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())} +0000`
}

/** Quoted-printable (RFC 2045 §6.7) of UTF-8 text, CRLF line ends, lines of at most 76 characters. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8')
      let out = ''
      let current = ''
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last)
        const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
        if (current.length + token.length > 75) {
          out += `${current}=\r\n`
          current = ''
        }
        current += token
      })
      return out + current
    })
    .join('\r\n')
}

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${valueText(v)}`).join(', ')
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

export function buildLeadEmail(lead: LeadForDelivery, options: { from: MailAddress; now: Date }): LeadEmail {
  const domain = options.from.email.split('@')[1] ?? 'showroom.local'
  const messageId = `<lead.${lead.formSubmissionId}@${domain}>`
  const subject = `New enquiry: ${lead.car?.title ?? lead.formName}`
  const replyTo = lead.customer.email && SAFE_ADDRESS.test(lead.customer.email) ? lead.customer.email : undefined
  const headers = [
    `From: ${formatAddress(options.from)}`,
    `To: ${formatAddress(lead.recipient)}`,
    ...(replyTo ? [`Reply-To: ${formatAddress({ name: lead.customer.name, email: replyTo })}`] : []),
    `Subject: ${headerText(subject)}`,
    `Date: ${rfc5322Date(options.now)}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    `X-Showroom-Lead: ${lead.id}`,
  ]
  return {
    from: assertSafeAddress(options.from.email),
    to: [assertSafeAddress(lead.recipient.email)],
    messageId,
    raw: `${headers.join('\r\n')}\r\n\r\n${quotedPrintable(leadEmailText(lead))}`,
  }
}
