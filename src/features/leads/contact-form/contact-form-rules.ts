import type { CarContactValuesInput, LeadFieldIssue } from '@/features/leads/lead-schema'
import { fillText } from '@/lib/fill-text'

import type { CarContactFormTexts } from './contact-form-texts'
import type { ContactRecipient, SellerOption } from './seller-options'

/**
 * The car contact form's rules that need no React (spec 02 'Contact form', §3, §5, §7): which
 * values go out, which fields a check flags, the message pre-filled from a finance quote link.
 * Browser-safe.
 */

/** The fields a visitor fills in, in the form's order (the first flagged one gets the focus). */
export const CONTACT_FIELDS = ['siteName', 'name', 'phone', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

const isContactField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field)

/**
 * A check's issues split into the visitor's fields (flagged with invalidInput, spec 02 §5), in
 * form order, and the rest (car, source, toEmail: nothing the visitor can fix, so the form error).
 */
export function splitIssues(issues: readonly LeadFieldIssue[]): { fields: ContactField[]; others: LeadFieldIssue[] } {
  const flagged = new Set(issues.map((issue) => issue.field).filter(isContactField))
  return { fields: CONTACT_FIELDS.filter((field) => flagged.has(field)), others: issues.filter((issue) => !isContactField(issue.field)) }
}

/** What the visitor has entered. */
export type ContactFormInput = {
  name: string
  phone: string
  email: string
  message: string
  quote: boolean
  testDrive: boolean
  /** The chosen SellerOption id; '' for none (the first option). */
  sellerId: string
}

export type ContactValuesContext = {
  car: CarContactValuesInput['car']
  /** A car in stock: its dealer. */
  recipient: ContactRecipient
  /** A sample car: the sellers to choose from (sellerOptionsFor). */
  sellers: readonly SellerOption[]
  /** The page URL (spec 02 §7 "source as the page URL"). */
  source: string
}

export type ContactValuesResult = { ok: true; values: CarContactValuesInput } | { ok: false; reason: 'department-not-found' }

/**
 * The values of spec 02 §7 'Contact' (car, name, phone, email, message, quote, testDrive, toName,
 * toEmail, source; siteName for samples). A sample goes to the chosen seller; a sample with no
 * seller to choose (or a choice that is not one of them) is spec 02 §8 'Department not found'.
 * No seller chosen yet: siteName is left out and the shared check flags it as required.
 */
export function contactValues(input: ContactFormInput, context: ContactValuesContext): ContactValuesResult {
  const common = {
    car: context.car,
    name: input.name,
    phone: input.phone,
    email: input.email,
    message: input.message,
    quote: input.quote,
    testDrive: input.testDrive,
    source: context.source,
  }
  if (!context.car.isSample) return { ok: true, values: { ...common, ...context.recipient } }
  if (context.sellers.length === 0) return { ok: false, reason: 'department-not-found' }
  if (input.sellerId === '') return { ok: true, values: common }
  const seller = context.sellers.find((option) => option.id === input.sellerId)
  if (!seller) return { ok: false, reason: 'department-not-found' }
  return { ok: true, values: { ...common, siteName: seller.siteName, toName: seller.toName, ...(seller.toEmail ? { toEmail: seller.toEmail } : {}) } }
}

/** lead-schema's limit of `source`. */
const SOURCE_MAX_LENGTH = 2048

/** The page URL as `source`; one longer than the server takes loses its query and hash. */
export function pageSource(href: string): string {
  if (href.length <= SOURCE_MAX_LENGTH) return href
  try {
    const url = new URL(href)
    return `${url.origin}${url.pathname}`.slice(0, SOURCE_MAX_LENGTH)
  } catch {
    return href.slice(0, SOURCE_MAX_LENGTH)
  }
}

/** A QuoteReference as the finance provider issues it (finance-quote-port quoteReferenceSchema). */
const QUOTE_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/

/**
 * The message pre-filled when the page was opened from the UK finance widget's reserve
 * (`?quoteRef=XYZ#contact-quote`) or part-exchange (`?quoteRef=XYZ&partExchange=1#contact`) link:
 * the quote reference, plus the part-exchange line. Null without a well-formed quoteRef.
 */
export function quoteReferenceMessage(search: string, texts: Pick<CarContactFormTexts, 'quoteReferenceLine' | 'partExchangeLine'>): string | null {
  const params = new URLSearchParams(search)
  const reference = params.get('quoteRef')?.trim() ?? ''
  if (!QUOTE_REFERENCE_PATTERN.test(reference)) return null
  const partExchange = ['1', 'true'].includes(params.get('partExchange')?.trim().toLowerCase() ?? '')
  return [fillText(texts.quoteReferenceLine, { reference }), ...(partExchange ? [texts.partExchangeLine] : [])].join('\n')
}

type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>

/**
 * A new formSubmissionId (lead-schema FORM_SUBMISSION_ID_PATTERN). crypto.randomUUID exists only
 * on secure pages (https, localhost); elsewhere 16 random bytes in hex serve the same purpose.
 */
export function newFormSubmissionId(random: RandomSource | undefined = globalThis.crypto): string {
  if (typeof random?.randomUUID === 'function') return random.randomUUID()
  if (typeof random?.getRandomValues === 'function') {
    return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`.padEnd(8, '0')
}
