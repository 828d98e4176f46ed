import type { Currency, Language, OdometerUnit } from './markets'

/**
 * The `_text` variants of a stock feed (spec 02 §3): numbers written the way the market reads
 * them. Nordic and Slovak texts group thousands with a no-break space and use a decimal comma;
 * British texts use a comma and a point. A no-break space also sits between number and unit so a
 * price never wraps.
 */

const NBSP = '\u00a0'

const commaDecimal = (language: Language) => language !== 'en'

export function formatNumber(value: number, language: Language, decimals = 0): string {
  const comma = commaDecimal(language)
  const fixed = decimals === 0 ? String(Math.round(Math.abs(value))) : Math.abs(value).toFixed(decimals)
  const point = fixed.indexOf('.')
  const whole = point === -1 ? fixed : fixed.slice(0, point)
  // Thousands groups by hand: this runs a few dozen times per car, 100 000 cars at a time.
  let grouped = ''
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += comma ? NBSP : ','
    grouped += whole.charAt(i)
  }
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return point === -1 ? sign + grouped : `${sign}${grouped}${comma ? ',' : '.'}${fixed.slice(point + 1)}`
}

/** 349 900 kr · £23,495 · 23 490 € */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const number = formatNumber(Math.round(amount), language)
  switch (currency) {
    case 'SEK':
    case 'NOK':
      return `${number}${NBSP}kr`
    case 'GBP':
      return `£${number}`
    case 'EUR':
      return `${number}${NBSP}€`
  }
}

const PER_MONTH: Record<Language, string> = { sv: '/mån', nb: '/mnd', en: '/month', fi: '/kk', sk: '/mes.' }

export const formatMonthly = (amount: number, currency: Currency, language: Language): string => formatMoney(amount, currency, language) + PER_MONTH[language]

export const formatWithUnit = (value: number, unit: string, language: Language, decimals = 0): string =>
  `${formatNumber(value, language, decimals)}${NBSP}${unit}`

const percentCache = new Map<string, string>()

/** '5,95 %'. Leasing tables repeat a few dozen percentages thousands of times, so they are cached. */
export function formatPercent(value: number, language: Language): string {
  const key = language + value
  let text = percentCache.get(key)
  if (text === undefined) {
    text = `${formatNumber(value, language, Number.isInteger(value) ? 0 : 2)}${NBSP}%`
    percentCache.set(key, text)
  }
  return text
}

const ODOMETER_UNIT_TEXT: Record<OdometerUnit, string> = { km: 'km', mil: 'mil', mi: 'miles' }

export const formatOdometer = (value: number, unit: OdometerUnit, language: Language): string => formatWithUnit(value, ODOMETER_UNIT_TEXT[unit], language)

const MONTHS_TEXT: Record<Language, string> = { sv: 'mån', nb: 'mnd', en: 'months', fi: 'kk', sk: 'mes.' }

export const formatMonths = (months: number, language: Language): string => `${months}${NBSP}${MONTHS_TEXT[language]}`

const PER_YEAR: Record<Language, string> = { sv: '/år', nb: '/år', en: '/year', fi: '/v', sk: '/rok' }

export const formatYearlyDistance = (value: number, unit: OdometerUnit, language: Language): string =>
  formatOdometer(value, unit, language) + PER_YEAR[language]

/** An ISO calendar date (YYYY-MM-DD) of a UTC instant. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
