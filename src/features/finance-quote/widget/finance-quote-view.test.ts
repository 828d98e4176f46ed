import { describe, expect, it } from 'vitest'

import { DICTIONARY_DEFAULTS } from '@/features/dictionary/dictionary-defaults'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { LOCALES } from '@/lib/locales'

import { financeQuoteTexts } from './finance-quote-texts'
import {
  DEFAULT_PROVIDER_LINK_TEMPLATES,
  formatPerMonth,
  formatPounds,
  paragraphsOf,
  providerLink,
  quoteRows,
  safeHref,
  sliderLabel,
  sliderValueText,
} from './finance-quote-view'
import { engineQuote, plain, textsFor } from './widget-test-fixtures'

const en = textsFor('en')

describe('money and slider texts (spec 02 §9 units: £ per month, months, miles)', () => {
  it('writes pounds without pence when whole, with pence otherwise', () => {
    expect(formatPounds(1_500, 'en-GB')).toBe('£1,500')
    expect(formatPounds(339.02, 'en-GB')).toBe('£339.02')
    expect(formatPounds(339.1, 'en-GB')).toBe('£339.10')
    expect(formatPounds(339.999, 'en-GB')).toBe('£340')
    expect(formatPerMonth(250, 'en-GB', en)).toBe('£250 per month')
  })

  it('gives each slider a value text with its unit', () => {
    expect(sliderValueText('term', 48, 'en-GB', en)).toBe('48 months')
    expect(sliderValueText('deposit', 1_500, 'en-GB', en)).toBe('£1,500')
    expect(sliderValueText('payment', 250, 'en-GB', en)).toBe('£250 per month')
    expect(sliderValueText('mileage', 10_000, 'en-GB', en)).toBe('10,000 miles')
    expect(['term', 'deposit', 'payment', 'mileage'].map((slider) => sliderLabel(slider as 'term', en))).toEqual([
      'Term',
      'Deposit',
      'Monthly payment',
      'Annual mileage',
    ])
  })

  it('survives a malformed language tag', () => {
    expect(formatPounds(10, 'not a tag!')).toBe('£10')
  })
})

describe('quoteRows', () => {
  it('HP: deposit, term, APR and total amount payable', async () => {
    const quote = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_500, CalculationType: 'ToRegularPayment' })
    expect(quoteRows(quote, 'en-GB', en).map((row) => [row.key, row.label, plain(row.value)])).toEqual([
      ['deposit', 'Deposit', '£1,500'],
      ['term', 'Term', '48 months'],
      ['apr', 'APR', `${quote.APR?.toFixed(1)}%`],
      ['totalAmountPayable', 'Total amount payable', formatPounds(quote.TotalAmountPayable ?? NaN, 'en-GB')],
    ])
  })

  it('PCP adds the annual mileage, the optional final payment and the guaranteed future value', async () => {
    const quote = await engineQuote({
      FinanceProductFamilyKeys: ['PCP'],
      Term: 36,
      AnnualMileage: 10_000,
      CashDeposit: 1_500,
      CalculationType: 'ToRegularPayment',
    })
    const rows = Object.fromEntries(quoteRows(quote, 'en-GB', en).map((row) => [row.key, row.value]))
    expect(rows.annualMileage).toBe('10,000 miles')
    expect(rows.finalPayment).toBe(formatPounds(quote.FinalPayment ?? NaN, 'en-GB'))
    expect(rows.guaranteedFutureValue).toBe(formatPounds(quote.GuaranteedFutureValue ?? NaN, 'en-GB'))
  })

  it('leaves out the figures an outside provider does not give', async () => {
    const quote = await engineQuote({ FinanceProductFamilyKeys: ['HP'], Term: 48, CashDeposit: 1_500, CalculationType: 'ToRegularPayment' })
    const bare = { ...quote, APR: null, TotalAmountPayable: null }
    expect(quoteRows(bare, 'en-GB', en).map((row) => row.key)).toEqual(['deposit', 'term'])
  })
})

describe('links', () => {
  it('puts the quote reference into the provider link templates', () => {
    expect(providerLink(DEFAULT_PROVIDER_LINK_TEMPLATES.reserve, 'SHR7K3M9Q2X4P')).toBe('?quoteRef=SHR7K3M9Q2X4P#contact-quote')
    expect(providerLink('https://provider.example/reserve/{quoteRef}?a=1', 'A B&C')).toBe('https://provider.example/reserve/A%20B%26C?a=1')
    expect(providerLink('https://provider.example/px', 'REF1')).toBe('https://provider.example/px?quoteRef=REF1')
    expect(providerLink('https://provider.example/px?dealer=7', 'REF1')).toBe('https://provider.example/px?dealer=7&quoteRef=REF1')
    expect(providerLink('https://provider.example/px?#start', 'REF1')).toBe('https://provider.example/px?quoteRef=REF1#start')
  })

  it('keeps only safe Apply links', () => {
    expect(safeHref('#contact-quote')).toBe('#contact-quote')
    expect(safeHref('/apply?ref=1')).toBe('/apply?ref=1')
    expect(safeHref('https://provider.example/apply/REF1')).toBe('https://provider.example/apply/REF1')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('//evil.example/')).toBeNull()
    expect(safeHref('data:text/html,x')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })
})

describe('paragraphsOf', () => {
  it('splits the legal text at blank lines', () => {
    expect(paragraphsOf('One\nstill one.\n\nTwo.\r\n\r\n  \n\nThree.\n')).toEqual(['One\nstill one.', 'Two.', 'Three.'])
  })
})

describe('texts', () => {
  it('every widget key has a text in every language, with the same placeholders', () => {
    const keys = Object.keys(DICTIONARY_DEFAULTS).filter((key) => key.startsWith('financeQuote')) as Array<keyof typeof DICTIONARY_DEFAULTS>
    expect(keys.length).toBe(23)
    for (const key of keys) {
      const entry: Record<string, string | undefined> = DICTIONARY_DEFAULTS[key]
      const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      for (const locale of ['default', ...LOCALES.filter((l) => l !== 'sv')]) {
        expect(entry[locale], `${key} ${locale}`).toBeTruthy()
        expect(placeholders(entry[locale]), `${key} ${locale}`).toEqual(placeholders(entry.default))
      }
    }
  })

  it('English has the spec’s fixed texts', () => {
    const texts = financeQuoteTexts(resolveDictionary([], 'en', 'en'))
    expect(texts.loading).toBe('Loading Finance options...')
    expect(texts.unavailable).toBe(
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
    )
    expect(texts.heading).toBe('Finance')
  })
})
