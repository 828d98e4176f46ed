import type { CarContactValuesInput } from '@/features/leads'
import { fillText } from '@/lib/fill-text'

import type { CarContactFormTexts } from './contact-form-texts'
import type { ContactRecipient, SellerOption } from './seller-options'

/**
 * The car contact form's rules that need no React (spec 02 'Contact form', §3, §5, §7): which
 * values go out, the fields a visitor fills in, the message pre-filled from a finance quote link.
 * Browser-safe.
 */

/** The fields a visitor fills in, in the form's order (the first flagged one gets the focus). */
export const CONTACT_FIELDS = ['sellerId', 'name', 'phone', 'email', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

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
