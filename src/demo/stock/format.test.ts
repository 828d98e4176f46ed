import { describe, expect, it } from 'vitest'
import { formatMoney, formatMonthly, formatNumber, formatOdometer, formatPercent, formatYearlyDistance } from './format'
import { foldToAscii, slugify, emailLocalPart } from './slug'

const NBSP = '\u00a0'

describe('formatNumber', () => {
  it('groups thousands and writes decimals the market’s way', () => {
    expect(formatNumber(1234567, 'sv')).toBe(`1${NBSP}234${NBSP}567`)
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(999, 'sv')).toBe('999')
    expect(formatNumber(5.95, 'sv', 2)).toBe('5,95')
    expect(formatNumber(5.95, 'en', 2)).toBe('5.95')
    expect(formatNumber(-1500, 'fi')).toBe(`-1${NBSP}500`)
    expect(formatNumber(0, 'sk')).toBe('0')
  })
})

describe('money, percentages and distances', () => {
  it('writes prices as dealers do in each market', () => {
    expect(formatMoney(349_900, 'SEK', 'sv')).toBe(`349${NBSP}900${NBSP}kr`)
    expect(formatMoney(349_900, 'NOK', 'nb')).toBe(`349${NBSP}900${NBSP}kr`)
    expect(formatMoney(23_495, 'GBP', 'en')).toBe('£23,495')
    expect(formatMoney(23_490, 'EUR', 'fi')).toBe(`23${NBSP}490${NBSP}€`)
    expect(formatMonthly(4_195, 'SEK', 'sv')).toBe(`4${NBSP}195${NBSP}kr/mån`)
    expect(formatMonthly(399, 'EUR', 'sk')).toBe(`399${NBSP}€/mes.`)
  })

  it('writes percentages and yearly mileage', () => {
    expect(formatPercent(5.95, 'sv')).toBe(`5,95${NBSP}%`)
    expect(formatPercent(30, 'nb')).toBe(`30${NBSP}%`)
    expect(formatOdometer(45_210, 'mi', 'en')).toBe('45,210 miles'.replace(' ', NBSP))
    expect(formatYearlyDistance(1_500, 'mil', 'sv')).toBe(`1${NBSP}500${NBSP}mil/år`)
  })
})

describe('slugs', () => {
  it('fold letters to ASCII', () => {
    expect(foldToAscii('Škoda Åsane Ødegård Straße Mäkelä Ľubomír')).toBe('skoda asane odegard strasse makela lubomir')
  })

  it('join lower-case words with dashes', () => {
    expect(slugify('Volvo XC60 B5 AWD Plus Bright 2023')).toBe('volvo-xc60-b5-awd-plus-bright-2023')
    expect(slugify('Volkswagen ID.4 Pro 4MOTION 2024')).toBe('volkswagen-id-4-pro-4motion-2024')
    expect(slugify('Škoda Octavia 2.0 TDI 4x4 DSG Kombi L&K 2022')).toBe('skoda-octavia-2-0-tdi-4x4-dsg-kombi-l-k-2022')
    expect(slugify('  --Mercedes-Benz C-Klass--  ')).toBe('mercedes-benz-c-klass')
  })

  it('make e-mail local parts from names', () => {
    expect(emailLocalPart('Håkon', 'Bakke')).toBe('hakon.bakke')
    expect(emailLocalPart('Emily', "O'Connor")).toBe('emily.oconnor')
  })
})
