import { describe, expect, it } from 'vitest'

import { formatDecimal, formatTypedWholeNumber, formatWholeMoney, formatWholeNumber, numberFormat } from './number-format'

/** Intl's narrow no-break spaces as plain spaces, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ')

describe('number-format', () => {
  it('formats as the language writes numbers and money', () => {
    expect(plain(formatWholeNumber(1_234_567.6, 'sv-SE'))).toBe('1 234 568')
    expect(formatWholeNumber(1_234_567, 'en-GB')).toBe('1,234,567')
    expect(plain(formatDecimal(5.951, 'sv-SE', 2))).toBe('5,95')
    expect(plain(formatWholeMoney(349_900, 'SEK', 'sv-SE'))).toBe('349 900 kr')
    expect(formatWholeMoney(24_990, 'GBP', 'en-GB')).toBe('£24,990')
    expect(plain(formatWholeMoney(1_234_567, 'EUR', 'sk-SK'))).toBe('1 234 567 €')
  })

  it('one formatter per language and options, whatever the object passed', () => {
    expect(numberFormat('sv-SE', { maximumFractionDigits: 0 })).toBe(numberFormat('sv-SE', { maximumFractionDigits: 0 }))
    expect(numberFormat('sv-SE', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-GB', { maximumFractionDigits: 0 }))
    expect(numberFormat('sv-SE', { maximumFractionDigits: 0 })).not.toBe(numberFormat('sv-SE', { maximumFractionDigits: 2 }))
  })

  it('typed numbers: space-grouped languages keep their groups, others plain digits made whole by the caller’s rule', () => {
    expect(plain(formatTypedWholeNumber(70_000, 'sv-SE', Math.round))).toBe('70 000')
    expect(formatTypedWholeNumber(70_000.6, 'en-GB', Math.round)).toBe('70001')
    expect(formatTypedWholeNumber(70_000.6, 'en-GB', Math.trunc)).toBe('70000')
  })

  it('a malformed language tag falls back instead of throwing', () => {
    expect(numberFormat('not a tag!', { style: 'currency', currency: 'GBP' }, 'en-GB').format(10)).toBe('£10.00')
    expect(() => formatWholeNumber(1, 'not a tag!')).not.toThrow()
  })
})
