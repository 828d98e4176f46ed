/**
 * Numbers as the page's language writes them: prices, mileage, counts, rates, the same on the
 * server and in the browser.
 *
 * The languages Showroom serves (lib/locales.ts: sv, nb, fi, sk, en, bare or with their home
 * region) are written from a small table of their symbols (`WRITTEN_NUMBERS`), not by
 * Intl.NumberFormat: in Chromium the first Intl formatter a page makes (number, date or collator)
 * loads ICU's data, 21–50 ms on this machine and up to 130 ms while a page loads (× 4 on a phone:
 * a long task of 90–230 ms in the middle of the car list's and the car page's hydration, issue
 * 39). The table is what Intl gives for those tags (Node's ICU, which rendered every page before);
 * `number-format.test.ts` compares the two for every tag, currency, display and digit option used,
 * over thousands of values, so a change in either shows there. Any other tag or option goes to a
 * cached Intl.NumberFormat as before.
 */

/** The options Showroom formats with (a subset of Intl.NumberFormatOptions, with Intl's defaults). */
export type NumberStyle = {
  style?: 'decimal' | 'currency' | 'percent'
  /** ISO 4217, with `style: 'currency'`. */
  currency?: string
  currencyDisplay?: 'symbol' | 'narrowSymbol'
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/** A formatter: Intl.NumberFormat's `format`, which both kinds below offer. */
export type NumberWriter = { format(value: number): string }

const NBSP = '\u00a0'

/** A language's number symbols and its currency signs, as [symbol, narrowSymbol] per currency. */
type WrittenNumbers = {
  group: string
  decimal: string
  minus: string
  /** After the digits: ' %' (with a no-break space) or '%'. */
  percentSuffix: string
  /** The currency sign after the amount ('349 900 kr') or before it ('£24,990', 'SEK 1,500'). */
  currencyAfter: boolean
  signs: Readonly<Record<string, readonly [symbol: string, narrowSymbol: string]>>
}

const NORDIC_SYMBOLS = { group: NBSP, decimal: ',', minus: '\u2212', percentSuffix: `${NBSP}%`, currencyAfter: true } as const

/** By the tag's language; the tags served are the bare language and its home region (lib/locales.ts). */
const WRITTEN_NUMBERS: Readonly<Record<string, WrittenNumbers>> = {
  sv: { ...NORDIC_SYMBOLS, signs: { SEK: ['kr', 'kr'], NOK: ['Nkr', 'kr'], DKK: ['Dkr', 'kr'], EUR: ['€', '€'], GBP: ['GBP', '£'] } },
  nb: { ...NORDIC_SYMBOLS, signs: { SEK: ['SEK', 'kr'], NOK: ['kr', 'kr'], DKK: ['DKK', 'kr'], EUR: ['€', '€'], GBP: ['£', '£'] } },
  fi: { ...NORDIC_SYMBOLS, signs: { SEK: ['SEK', 'SEK'], NOK: ['NOK', 'NOK'], DKK: ['DKK', 'DKK'], EUR: ['€', '€'], GBP: ['£', '£'] } },
  sk: { ...NORDIC_SYMBOLS, minus: '-', signs: { SEK: ['SEK', 'kr'], NOK: ['NOK', 'kr'], DKK: ['DKK', 'kr'], EUR: ['€', '€'], GBP: ['GBP', '£'] } },
  en: {
    group: ',',
    decimal: '.',
    minus: '-',
    percentSuffix: '%',
    currencyAfter: false,
    signs: { SEK: ['SEK', 'kr'], NOK: ['NOK', 'kr'], DKK: ['DKK', 'kr'], EUR: ['€', '€'], GBP: ['£', '£'] },
  },
}

/** The tags the table answers for: each language bare and in its home region (lib/locales.ts languageTag). */
const TABLE_TAGS: Readonly<Record<string, string>> = {
  sv: 'sv',
  'sv-SE': 'sv',
  nb: 'nb',
  'nb-NO': 'nb',
  fi: 'fi',
  'fi-FI': 'fi',
  sk: 'sk',
  'sk-SK': 'sk',
  en: 'en',
  'en-GB': 'en',
}

const writtenNumbersOf = (languageTag: string): WrittenNumbers | undefined => {
  const language = TABLE_TAGS[languageTag]
  return language === undefined ? undefined : WRITTEN_NUMBERS[language]
}

/** ECMA-402's fraction digits: currency 2 (every currency here has cents), percent 0, else up to 3. */
function fractionDigits(style: NumberStyle): { min: number; max: number } | undefined {
  const kind = style.style ?? 'decimal'
  const minDefault = kind === 'currency' ? 2 : 0
  const maxDefault = kind === 'currency' ? 2 : kind === 'percent' ? 0 : 3
  const { minimumFractionDigits: min, maximumFractionDigits: max } = style
  if (min === undefined && max === undefined) return { min: minDefault, max: maxDefault }
  if (min === undefined) return { min: Math.min(minDefault, max as number), max: max as number }
  if (max === undefined) return { min, max: Math.max(maxDefault, min) }
  return min <= max ? { min, max } : undefined
}

const validDigits = (digits: number) => Number.isInteger(digits) && digits >= 0 && digits <= 20

/**
 * The digits of |value| × 10^shift rounded to `max` decimals, half away from zero, on the number's
 * shortest decimal spelling (as ICU rounds: 1.005 → 1.01), with at least `min` decimals. Undefined
 * for a number JavaScript spells with an exponent (below 1e-6 or from 1e21), which Intl writes.
 */
function roundedDigits(value: number, shift: number, min: number, max: number): { whole: string; fraction: string } | undefined {
  const spelled = Math.abs(value).toString()
  if (spelled.includes('e')) return undefined
  const [wholePart = '0', fractionPart = ''] = spelled.split('.')
  // × 10^shift: move the decimal point, in the spelling, not in binary (0.0595 × 100 is 5.95).
  let whole = wholePart + fractionPart.slice(0, shift).padEnd(shift, '0')
  let fraction = fractionPart.slice(shift)
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53 // '5'
    const kept = whole + fraction.slice(0, max)
    const rounded = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
    whole = rounded.slice(0, rounded.length - max)
    fraction = rounded.slice(rounded.length - max)
  }
  whole = whole.replace(/^0+(?=\d)/u, '')
  if (whole === '') whole = '0'
  fraction = fraction.replace(/0+$/u, '').padEnd(min, '0')
  return { whole, fraction }
}

function groupThousands(whole: string, group: string): string {
  if (whole.length < 4) return whole
  const head = whole.length % 3
  const groups = head > 0 ? [whole.slice(0, head)] : []
  for (let index = head; index < whole.length; index += 3) groups.push(whole.slice(index, index + 3))
  return groups.join(group)
}

/** A formatter from the table, or undefined when the table does not cover the tag or options. */
function tableWriter(languageTag: string, style: NumberStyle): NumberWriter | undefined {
  const written = writtenNumbersOf(languageTag)
  const digits = fractionDigits(style)
  if (!written || !digits || !validDigits(digits.min) || !validDigits(digits.max)) return undefined
  const kind = style.style ?? 'decimal'
  let prefix = ''
  let suffix = ''
  if (kind === 'currency') {
    const sign = style.currency === undefined ? undefined : written.signs[style.currency.toUpperCase()]
    if (!sign) return undefined
    const text = style.currencyDisplay === 'narrowSymbol' ? sign[1] : sign[0]
    if (written.currencyAfter) suffix = `${NBSP}${text}`
    else prefix = /\p{L}$/u.test(text) ? `${text}${NBSP}` : text
  } else if (kind === 'percent') {
    suffix = written.percentSuffix
  }
  const shift = kind === 'percent' ? 2 : 0
  return {
    format(value: number): string {
      const rounded = Number.isFinite(value) ? roundedDigits(value, shift, digits.min, digits.max) : undefined
      if (!rounded) return intlWriter(languageTag, style).format(value)
      // Intl's 'auto' sign: negative numbers, -0 and those rounded to zero keep their minus.
      const minus = value < 0 || Object.is(value, -0) ? written.minus : ''
      const number = groupThousands(rounded.whole, written.group) + (rounded.fraction ? written.decimal + rounded.fraction : '')
      return `${minus}${prefix}${number}${suffix}`
    },
  }
}

const cacheKey = (languageTag: string, style: NumberStyle, fallbackLanguageTag?: string) =>
  `${languageTag}|${fallbackLanguageTag ?? ''}|${JSON.stringify(style)}`

const intlFormats = new Map<string, Intl.NumberFormat>()

/** A cached Intl.NumberFormat; a malformed tag falls back to `fallbackLanguageTag`, else the runtime's language. */
function intlWriter(languageTag: string, style: NumberStyle, fallbackLanguageTag?: string): Intl.NumberFormat {
  const key = cacheKey(languageTag, style, fallbackLanguageTag)
  let format = intlFormats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(languageTag, style)
    } catch {
      format = new Intl.NumberFormat(fallbackLanguageTag, style)
    }
    intlFormats.set(key, format)
  }
  return format
}

const writers = new Map<string, NumberWriter>()

/**
 * The formatter for a BCP 47 tag ('sv-SE', 'en-GB') and options, one per tag and options. A
 * malformed tag must not break a page: it falls back to `fallbackLanguageTag`, else to the
 * runtime's language.
 */
export function numberFormat(languageTag: string, style: NumberStyle = {}, fallbackLanguageTag?: string): NumberWriter {
  const key = cacheKey(languageTag, style, fallbackLanguageTag)
  let writer = writers.get(key)
  if (!writer) {
    writer = tableWriter(languageTag, style) ?? intlWriter(languageTag, style, fallbackLanguageTag)
    writers.set(key, writer)
  }
  return writer
}

const WHOLE: NumberStyle = { maximumFractionDigits: 0 }

/** A whole number grouped for the language: '100 000' in sv-SE, '100,000' in en-GB. */
export function formatWholeNumber(value: number, languageTag: string): string {
  return numberFormat(languageTag, WHOLE).format(value)
}

/** A number with up to `maximumFractionDigits` decimals: '5,95', '3' (sv-SE). */
export function formatDecimal(value: number, languageTag: string, maximumFractionDigits: number): string {
  return numberFormat(languageTag, { maximumFractionDigits }).format(value)
}

/** A money amount in `currency` without decimals: '249 900 kr', '£24,990', '€1,234,567'. */
export function formatWholeMoney(amount: number, currency: string, languageTag: string): string {
  return numberFormat(languageTag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/** The currency's sign as the language writes it beside an amount: 'kr', '£', '€', 'SEK'. */
export function currencySign(currency: string, languageTag: string): string {
  const sign = writtenNumbersOf(languageTag)?.signs[currency.toUpperCase()]
  if (sign) return sign[0]
  const parts = intlWriter(languageTag, { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currency
}

/** Does the language group thousands with a space ('70 000': sv, nb, fi, sk) rather than ',' or '.'? */
function groupsWithSpace(languageTag: string): boolean {
  const written = writtenNumbersOf(languageTag)
  if (written) return /^\s+$/u.test(written.group)
  return intlWriter(languageTag, WHOLE)
    .formatToParts(1_000_000)
    .every((part) => part.type !== 'group' || /^\s+$/u.test(part.value))
}

/**
 * A whole number for a text box the visitor may edit: grouped only where the language groups with
 * a space (sv, nb, fi, sk: '70 000'), since a typed ',' or '.' is refused or read as a decimal
 * point (spec 02 §5 "Typed numbers have spaces removed and parse as whole numbers"); elsewhere
 * plain digits ('70000'), made whole by `toWhole` (the callers differ: rounding or cutting off).
 */
export function formatTypedWholeNumber(value: number, languageTag: string, toWhole: (value: number) => number): string {
  return groupsWithSpace(languageTag) ? formatWholeNumber(value, languageTag) : String(toWhole(value))
}
