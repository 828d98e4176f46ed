import { fillText } from '@/lib/fill-text'
import { currencySign, formatTypedWholeNumber, formatWholeMoney, type NumberStyle, numberFormat } from '@/lib/number-format'

import type { FinanceTexts } from './finance-texts'

/**
 * Figures of the finance sidebar written for the page's language (spec 02 §3 "disclaimer
 * (numbered placeholders)": values are formatted before they go into a disclaimer). Money is
 * formatted as the car card's price block does it (lib/number-format), so the two agree
 * ('349 900 kr', '£24,990').
 */

/** The car's currency and the page's BCP 47 language tag (carCardContext.languageTag). */
export type FinanceFormat = { currency: string; languageTag: string }

/** A whole money amount in the car's currency: '349 900 kr'. */
export const formatMoney = (amount: number, { currency, languageTag }: FinanceFormat): string => formatWholeMoney(amount, currency, languageTag)

/** '{amount}/mån' filled: '4 195 kr/mån'. */
export const formatMonthly = (amount: number, format: FinanceFormat, texts: Pick<FinanceTexts, 'amountPerMonth'>): string =>
  fillText(texts.amountPerMonth, { amount: formatMoney(amount, format) })

/** A whole number grouped for the language: '1 500', '1,500'. */
export { formatWholeNumber } from '@/lib/number-format'

/**
 * A rate without its per-cent sign, as the disclaimers want it ('{5} %'): up to two decimals
 * ('5,95', '3'), or exactly `fractionDigits` when given (the effective rate: '6,32').
 */
export function formatRateNumber(percent: number, languageTag: string, fractionDigits?: number): string {
  const options: NumberStyle =
    fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return numberFormat(languageTag, options).format(percent)
}

/** A rate with its sign, in the language's way ('5,95 %', '5.95%'); `percent` is in percent (5.95). */
export function formatRatePercent(percent: number, languageTag: string, fractionDigits?: number): string {
  const options: NumberStyle =
    fractionDigits === undefined
      ? { style: 'percent', maximumFractionDigits: 2 }
      : { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return numberFormat(languageTag, options).format(percent / 100)
}

/**
 * A number for a calculator's text box: grouped only where the language groups with a space
 * (sv, nb, fi, sk: '70 000'), since a typed ',' or '.' is refused by the parser (spec 02 §5,
 * calculator-input.ts parseTypedWholeNumber): plain digits in English ('70000').
 */
export function formatTypedNumber(value: number, languageTag: string): string {
  return formatTypedWholeNumber(value, languageTag, Math.round)
}

/** The currency's sign as the language writes it, for a text box's unit: 'kr', '£', '€'. */
export const currencySymbol = ({ currency, languageTag }: FinanceFormat): string => currencySign(currency, languageTag)
