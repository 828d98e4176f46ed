import { describe, expect, it, vi } from 'vitest'

import { currencySign, formatDecimal, formatTypedWholeNumber, formatWholeMoney, formatWholeNumber, type NumberStyle, numberFormat } from './number-format'

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

  it('writes what Intl.NumberFormat writes, for every tag served, currency, display and digit option, without making one', () => {
    const tags = ['sv', 'sv-SE', 'nb', 'nb-NO', 'fi', 'fi-FI', 'sk', 'sk-SK', 'en', 'en-GB']
    const styles: NumberStyle[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 1 },
      { style: 'percent' },
      { style: 'percent', maximumFractionDigits: 2 },
      { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
      ...['SEK', 'NOK', 'DKK', 'EUR', 'GBP'].flatMap((currency): NumberStyle[] => [
        { style: 'currency', currency },
        { style: 'currency', currency, maximumFractionDigits: 0 },
        { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 },
        { style: 'currency', currency, currencyDisplay: 'narrowSymbol' },
      ]),
    ]
    // Whole, halves (ICU rounds half away from zero on the shortest spelling: 1.005 → 1.01),
    // carries (9.995), negatives, -0, small and large, and a pseudo-random spread.
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      -0.5,
      1.5,
      2.5,
      1.005,
      2.345,
      9.995,
      99.995,
      0.0595,
      5.95,
      0.001,
      0.0004,
      -0.0004,
      999,
      1000,
      9999.5,
      12_345.678,
      100_000,
      1_234_567.891,
      -1_234_567,
      2 ** 53,
      1e20,
    ]
    let seed = 7
    for (let index = 0; index < 300; index++) {
      seed = (seed * 16_807) % 2_147_483_647
      const magnitude = 10 ** ((seed % 9) - 2)
      values.push(((seed / 2_147_483_647) * magnitude * (seed % 3 === 0 ? -1 : 1)) as number)
    }
    const created = vi.spyOn(Intl, 'NumberFormat')
    const written = tags.flatMap((tag) => styles.map((style) => ({ tag, style, texts: values.map((value) => numberFormat(tag, style).format(value)) })))
    expect(created).not.toHaveBeenCalled()
    created.mockRestore()
    let compared = 0
    for (const { tag, style, texts } of written) {
      const intl = new Intl.NumberFormat(tag, style)
      texts.forEach((text, index) => {
        expect(text, `${tag} ${JSON.stringify(style)} ${values[index]}`).toBe(intl.format(values[index] as number))
        compared++
      })
    }
    expect(compared).toBeGreaterThan(10_000)
  })

  it('hands what the table does not cover to Intl: other languages, currencies, infinities and exponent spellings', () => {
    expect(formatWholeNumber(1_234_567, 'de-DE')).toBe('1.234.567')
    expect(formatWholeMoney(1_500, 'USD', 'en-GB')).toBe('US$1,500')
    expect(formatWholeNumber(Number.POSITIVE_INFINITY, 'sv-SE')).toBe('∞')
    expect(formatWholeNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000')
    expect(formatDecimal(1e-7, 'en', 3)).toBe('0')
  })

  it('names the currency sign as the language writes it', () => {
    expect(currencySign('SEK', 'sv-SE')).toBe('kr')
    expect(currencySign('GBP', 'en-GB')).toBe('£')
    expect(currencySign('EUR', 'fi')).toBe('€')
    expect(currencySign('SEK', 'en')).toBe('SEK')
    expect(currencySign('USD', 'en-GB')).toBe('US$')
  })
})
