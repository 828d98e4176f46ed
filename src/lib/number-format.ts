/**
 * Numbers as the page's language writes them: prices, mileage, counts, rates. Every formatter of
 * the app goes through one cache of Intl.NumberFormat keyed by language tag and options: making
 * one is far dearer than using it (a list page formats 48 cards × 2–3 prices; the first of a
 * language costs milliseconds, see finance/NumberFormatWarmup.tsx), and it is the same work on
 * the server and in the browser.
 */

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The cached Intl.NumberFormat for a BCP 47 tag ('sv-SE', 'en-GB') and options. A malformed tag
 * must not break a page: it falls back to `fallbackLanguageTag`, else to the runtime's language.
 */
export function numberFormat(languageTag: string, options: Intl.NumberFormatOptions = {}, fallbackLanguageTag?: string): Intl.NumberFormat {
  const key = `${languageTag}|${fallbackLanguageTag ?? ''}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(languageTag, options)
    } catch {
      format = new Intl.NumberFormat(fallbackLanguageTag, options)
    }
    formats.set(key, format)
  }
  return format
}

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }

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

/**
 * A whole number for a text box the visitor may edit: grouped only where the language groups with
 * a space (sv, nb, fi, sk: '70 000'), since a typed ',' or '.' is refused or read as a decimal
 * point (spec 02 §5 "Typed numbers have spaces removed and parse as whole numbers"); elsewhere
 * plain digits ('70000'), made whole by `toWhole` (the callers differ: rounding or cutting off).
 */
export function formatTypedWholeNumber(value: number, languageTag: string, toWhole: (value: number) => number): string {
  const parts = numberFormat(languageTag, WHOLE).formatToParts(value)
  const spaceGrouped = parts.every((part) => part.type !== 'group' || /^\s+$/u.test(part.value))
  return spaceGrouped ? parts.map((part) => part.value).join('') : String(toWhole(value))
}
