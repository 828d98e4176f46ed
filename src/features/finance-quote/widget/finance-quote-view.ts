import { type FinanceRow, formatRatePercent, formatWholeNumber } from '@/features/finance'
import { fillText } from '@/lib/fill-text'
import { type NumberWriter, numberFormat } from '@/lib/number-format'

import type { Quote } from '../finance-quote-contract'
import type { FinanceQuoteTexts } from './finance-quote-texts'
import type { SliderKey } from './finance-quote-widget-state'

/**
 * What the UK finance widget shows, as plain strings (spec 02 §9 "units are £ per month, months
 * and miles"): pounds, slider value texts, the figure rows of a quote and the provider links.
 */

// Pounds in British English when the page's tag is malformed (a page must not break on it).
const poundFormat = (languageTag: string, fractionDigits: 0 | 2): NumberWriter =>
  numberFormat(languageTag, { style: 'currency', currency: 'GBP', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }, 'en-GB')

/**
 * Pounds as the provider quotes them (spec 02 §3; money in pounds with pence): whole amounts
 * without pence ('£1,500'), others with ('£339.02').
 */
export function formatPounds(amount: number, languageTag: string): string {
  const pence = Math.round(amount * 100)
  return poundFormat(languageTag, pence % 100 === 0 ? 0 : 2).format(pence / 100)
}

/** '£339.02 per month'. */
export const formatPerMonth = (amount: number, languageTag: string, texts: Pick<FinanceQuoteTexts, 'perMonth'>): string =>
  fillText(texts.perMonth, { amount: formatPounds(amount, languageTag) })

/** A slider's value in words, with its unit: '48 months', '£1,500', '£250 per month', '10,000 miles'. */
export function sliderValueText(slider: SliderKey, value: number, languageTag: string, texts: FinanceQuoteTexts): string {
  switch (slider) {
    case 'term':
      return fillText(texts.months, { months: formatWholeNumber(value, languageTag) })
    case 'deposit':
      return formatPounds(value, languageTag)
    case 'payment':
      return formatPerMonth(value, languageTag, texts)
    case 'mileage':
      return fillText(texts.miles, { miles: formatWholeNumber(value, languageTag) })
  }
}

export function sliderLabel(slider: SliderKey, texts: FinanceQuoteTexts): string {
  return { term: texts.term, deposit: texts.deposit, payment: texts.monthlyPayment, mileage: texts.annualMileage }[slider]
}

/**
 * The quote's headline figures under the sliders: deposit, term, annual mileage (PCP), APR, total
 * amount payable, and for PCP the optional final payment and guaranteed future value. Figures an
 * outside provider leaves empty are left out (its Blocks still carry them).
 */
export function quoteRows(quote: Quote, languageTag: string, texts: FinanceQuoteTexts): FinanceRow[] {
  const rows: Array<FinanceRow | null> = [
    { key: 'deposit', label: texts.deposit, value: formatPounds(quote.TotalDeposit, languageTag) },
    { key: 'term', label: texts.term, value: sliderValueText('term', quote.Term, languageTag, texts) },
    quote.AnnualMileage === null
      ? null
      : { key: 'annualMileage', label: texts.annualMileage, value: sliderValueText('mileage', quote.AnnualMileage, languageTag, texts) },
    quote.APR === null ? null : { key: 'apr', label: texts.apr, value: formatRatePercent(quote.APR, languageTag, 1) },
    quote.TotalAmountPayable === null
      ? null
      : { key: 'totalAmountPayable', label: texts.totalAmountPayable, value: formatPounds(quote.TotalAmountPayable, languageTag) },
    quote.FinalPayment === null ? null : { key: 'finalPayment', label: texts.finalPayment, value: formatPounds(quote.FinalPayment, languageTag) },
    quote.GuaranteedFutureValue === null
      ? null
      : { key: 'guaranteedFutureValue', label: texts.guaranteedFutureValue, value: formatPounds(quote.GuaranteedFutureValue, languageTag) },
  ]
  return rows.filter((row) => row !== null)
}

/** The placeholder a provider link template takes the quote reference in. */
export const QUOTE_REFERENCE_PLACEHOLDER = '{quoteRef}'

/**
 * spec 02 §7 "the finance provider's reserve and part-exchange pages (take a quote reference)".
 * The spec does not give the provider's addresses; a deployment with a provider sets them
 * (SHOWROOM_FINANCE_RESERVE_URL, SHOWROOM_FINANCE_PART_EXCHANGE_URL). Without one (the built-in
 * engine) both stay on the car's page: its contact section, with the quote reference in the
 * address for the enquiry to carry, and the quote request pre-ticked for a reservation.
 */
export const DEFAULT_PROVIDER_LINK_TEMPLATES = {
  reserve: `?quoteRef=${QUOTE_REFERENCE_PLACEHOLDER}#contact-quote`,
  partExchange: `?quoteRef=${QUOTE_REFERENCE_PLACEHOLDER}&partExchange=1#contact`,
} as const

/**
 * A link template with the quote reference in it: '{quoteRef}' replaced (URL-encoded), or
 * `quoteRef=` added to the query when the template has no placeholder.
 */
export function providerLink(template: string, quoteReference: string): string {
  const reference = encodeURIComponent(quoteReference)
  if (template.includes(QUOTE_REFERENCE_PLACEHOLDER)) return template.replaceAll(QUOTE_REFERENCE_PLACEHOLDER, reference)
  const [beforeHash = '', hash] = template.split(/#(.*)/su, 2)
  const separator = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?'
  return `${beforeHash}${separator}quoteRef=${reference}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * The Apply link (spec 02 §3 QuoteActions.Apply) when it is safe to put in an href: a page anchor,
 * a path on this site or an http(s) address. Anything else (javascript:, data: …) is dropped.
 */
export function safeHref(url: string | null | undefined): string | null {
  const href = url?.trim()
  if (!href) return null
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\'))) return href
  try {
    const parsed = new URL(href)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null
  } catch {
    return null
  }
}

/** The legal text's paragraphs (spec 02 §7 "TermsAndConditions, shown as text"; blank lines between paragraphs). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
}
