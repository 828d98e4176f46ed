import { describe, expect, it } from 'vitest'

import { resolveDictionary } from './resolve-dictionary'

describe('resolveDictionary', () => {
  it('uses the spec’s Swedish fallback-box texts on every site by default', () => {
    const en = resolveDictionary([], 'en', 'en')
    expect(en.t('sectionErrorHeading')).toBe('Aj då')
    expect(en.t('sectionErrorText')).toBe('Här borde en sektion synas men något har tyvärr blivit fel')
    expect(en.t('sectionErrorRetryHint')).toBe('Prova ladda om sidan')
  })

  it('uses built-in texts of the page language', () => {
    expect(resolveDictionary([], 'nb', 'nb').t('pageNotFoundTitle')).toBe('Siden finnes ikke')
    expect(resolveDictionary([], 'en', 'sv').t('pageNotFoundTitle')).toBe('Page not found')
  })

  it('lets the CMS text of the page language win', () => {
    const d = resolveDictionary([{ key: 'backToHome', value: { en: 'Home', sv: 'Hem' } }], 'en', 'sv')
    expect(d.t('backToHome')).toBe('Home')
  })

  it('falls back to the site default language CMS text before the generic default', () => {
    const d = resolveDictionary([{ key: 'sectionErrorHeading', value: { sv: 'Hoppsan' } }], 'en', 'sv')
    expect(d.t('sectionErrorHeading')).toBe('Hoppsan')
    // …but a built-in text written for the page language is more specific than that
    const d2 = resolveDictionary([{ key: 'backToHome', value: { sv: 'Hem' } }], 'en', 'sv')
    expect(d2.t('backToHome')).toBe('Go to the home page')
  })

  it('fills {placeholders}', () => {
    const d = resolveDictionary([{ key: 'pageNotFoundText', value: { sv: 'Inget på {path}' } }], 'sv', 'sv')
    expect(d.t('pageNotFoundText', { path: '/x' })).toBe('Inget på /x')
  })
})
