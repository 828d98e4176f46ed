import { describe, expect, it } from 'vitest'
import { isLocale, languageTag } from './locales'

describe('languageTag', () => {
  it('adds the region when the site is in the language’s home market', () => {
    expect(languageTag('en', 'GB')).toBe('en-GB')
    expect(languageTag('sv', 'se')).toBe('sv-SE')
    expect(languageTag('nb', 'NO')).toBe('nb-NO')
  })
  it('uses the bare language elsewhere', () => {
    expect(languageTag('en', 'SE')).toBe('en')
    expect(languageTag('sv', 'FI')).toBe('sv')
  })
})

describe('isLocale', () => {
  it('accepts only configured CMS locales', () => {
    expect(isLocale('sk')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})
