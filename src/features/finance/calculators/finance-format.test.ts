import { describe, expect, it } from 'vitest'

import { currencySymbol, formatMoney, formatMonthly, formatRateNumber, formatRatePercent, formatTypedNumber, formatWholeNumber } from './finance-format'
import { plain, textsFor } from './test-fixtures'

describe('finance-format', () => {
  const sv = { currency: 'SEK', languageTag: 'sv-SE' }

  it('formats money and monthly amounts for the page’s language', () => {
    expect(plain(formatMoney(349_900, sv))).toBe('349 900 kr')
    expect(formatMoney(24_990, { currency: 'GBP', languageTag: 'en-GB' })).toBe('£24,990')
    expect(plain(formatMonthly(4_195, sv, textsFor('sv')))).toBe('4 195 kr/mån')
    expect(plain(formatMonthly(4_195, { currency: 'NOK', languageTag: 'nb-NO' }, textsFor('nb')))).toBe('4 195 kr/mnd')
    expect(plain(formatMonthly(299, { currency: 'EUR', languageTag: 'fi-FI' }, textsFor('fi')))).toBe('299 €/kk')
  })

  it('formats rates with and without the per-cent sign', () => {
    expect(formatRateNumber(5.95, 'sv-SE')).toBe('5,95')
    expect(formatRateNumber(3, 'sv-SE')).toBe('3')
    expect(formatRateNumber(6.31849, 'sv-SE', 2)).toBe('6,32')
    expect(plain(formatRatePercent(5.95, 'sv-SE'))).toBe('5,95 %')
    expect(formatRatePercent(5.95, 'en-GB')).toBe('5.95%')
    expect(plain(formatRatePercent(6.3, 'sv-SE', 2))).toBe('6,30 %')
  })

  it('groups whole numbers, and typed numbers only where the group separator is a space', () => {
    expect(plain(formatWholeNumber(1500, 'sv-SE'))).toBe('1 500')
    expect(formatWholeNumber(1500, 'en-GB')).toBe('1,500')
    expect(plain(formatTypedNumber(70_000, 'sv-SE'))).toBe('70 000')
    expect(formatTypedNumber(70_000, 'en-GB')).toBe('70000')
  })

  it('finds the currency’s sign for a text box', () => {
    expect(currencySymbol(sv)).toBe('kr')
    expect(currencySymbol({ currency: 'EUR', languageTag: 'sk-SK' })).toBe('€')
  })

  it('survives a malformed language tag', () => {
    expect(() => formatWholeNumber(1, 'not a tag!')).not.toThrow()
  })
})
