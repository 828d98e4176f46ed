import { describe, expect, it } from 'vitest'

import { DICTIONARY_DEFAULTS } from '@/features/dictionary/dictionary-defaults'
import { LOCALES } from '@/lib/locales'

import { textsFor } from './test-fixtures'

const FINANCE_KEYS = Object.keys(DICTIONARY_DEFAULTS).filter((key) => key.startsWith('finance')) as Array<keyof typeof DICTIONARY_DEFAULTS>

describe('finance dictionary texts', () => {
  it('has a Swedish default and nb, fi, sk and en texts for every finance key', () => {
    expect(FINANCE_KEYS.length).toBeGreaterThan(20)
    for (const key of FINANCE_KEYS) {
      const entry: Partial<Record<string, string>> = DICTIONARY_DEFAULTS[key]
      for (const language of ['default', 'nb', 'fi', 'sk', 'en']) expect(entry[language], `${key}.${language}`).toBeTruthy()
    }
  })

  it('keeps each text’s placeholder in every language', () => {
    for (const key of FINANCE_KEYS) {
      const entry: Partial<Record<string, string>> = DICTIONARY_DEFAULTS[key]
      const placeholders = (entry.default ?? '').match(/\{\w+\}/g) ?? []
      for (const language of ['nb', 'fi', 'sk', 'en']) expect((entry[language] ?? '').match(/\{\w+\}/g) ?? [], `${key}.${language}`).toEqual(placeholders)
    }
  })

  it('gives every field of the sidebar’s texts a non-empty text in each language', () => {
    for (const locale of LOCALES) {
      for (const [field, text] of Object.entries(textsFor(locale))) expect(text.trim(), `${locale} ${field}`).not.toBe('')
    }
    expect(textsFor('sv')).toMatchObject({ heading: 'Finansiering', withoutVat: 'exkl. moms', months: '{months} mån', mileagePerYear: '{mileage} mil/år' })
  })
})
