import { describe, expect, it } from 'vitest'

import { fillPlural, pluralForm, type PluralText } from './plural-text'
import { resolveDictionary } from './resolve-dictionary'

/** The list counter as a visitor reads it for `count` cars on a site in `locale`. */
const hits = (locale: 'sv' | 'nb' | 'fi' | 'sk' | 'en', count: number) =>
  fillPlural(resolveDictionary([], locale, locale).plural('carListHits'), count, locale, { count })

describe('count texts in the forms the language has (Intl.PluralRules)', () => {
  it('Swedish and English: one car, two cars', () => {
    expect(hits('sv', 1)).toBe('1 bil')
    expect(hits('sv', 2)).toBe('2 bilar')
    expect(hits('sv', 0)).toBe('0 bilar')
    expect(hits('en', 1)).toBe('1 car')
    expect(hits('en', 2)).toBe('2 cars')
  })

  it('Norwegian and Finnish keep their texts, with a singular for one', () => {
    expect(hits('nb', 1)).toBe('1 bil')
    expect(hits('nb', 7)).toBe('7 biler')
    expect(hits('fi', 1)).toBe('1 auto')
    expect(hits('fi', 7)).toBe('7 autoa')
  })

  it('Slovak: 1 auto, 2–4 autá, 5 and more (and none) áut', () => {
    expect(hits('sk', 1)).toBe('1 auto')
    expect(hits('sk', 2)).toBe('2 autá')
    expect(hits('sk', 4)).toBe('4 autá')
    expect(hits('sk', 5)).toBe('5 áut')
    expect(hits('sk', 0)).toBe('0 áut')
    expect(hits('sk', 22)).toBe('22 áut')
  })

  it('the other count texts of the car list follow the same rules', () => {
    const sk = resolveDictionary([], 'sk', 'sk')
    expect(fillPlural(sk.plural('carShowResults'), 3, 'sk-SK', { count: 3 })).toBe('Zobraziť 3 autá')
    expect(fillPlural(sk.plural('carShowResults'), 1, 'sk-SK', { count: 1 })).toBe('Zobraziť 1 auto')
    const sv = resolveDictionary([], 'sv', 'sv')
    expect(fillPlural(sv.plural('carListShowing'), 1, 'sv-SE', { shown: 1, total: 1 })).toBe('Visar 1 av 1 bil')
    expect(fillPlural(sv.plural('carListShowing'), 88, 'sv-SE', { shown: 48, total: 88 })).toBe('Visar 48 av 88 bilar')
  })

  it('an editor overrides each form in the CMS; a form without a CMS text keeps the built-in one', () => {
    const d = resolveDictionary(
      [
        { key: 'carListHits', value: { sk: '{count} vozidiel' } },
        { key: 'carListHits_few', value: { sk: '{count} vozidlá' } },
      ],
      'sk',
      'sk',
    )
    const text = d.plural('carListHits')
    expect(fillPlural(text, 5, 'sk', { count: 5 })).toBe('5 vozidiel')
    expect(fillPlural(text, 3, 'sk', { count: 3 })).toBe('3 vozidlá')
    expect(fillPlural(text, 1, 'sk', { count: 1 })).toBe('1 auto')
  })

  it('a language without a form falls back to other; odd counts and tags do not throw', () => {
    const text: PluralText = { other: '{count} cars' }
    expect(pluralForm(text, 1, 'en-GB')).toBe('{count} cars')
    expect(pluralForm({ other: 'x', one: 'y' }, Number.NaN, 'sv')).toBe('x')
    expect(pluralForm({ other: 'x', one: 'y' }, 1, 'not a tag!')).toMatch(/^[xy]$/u)
  })
})
