// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import { HitCounter } from './HitCounter'

afterEach(cleanup)

/** The counter a visitor sees for `total` cars, with the built-in texts of the language. */
function counterText(locale: 'sv' | 'en' | 'sk', languageTag: string, total: number): string | null {
  render(<HitCounter total={total} texts={{ hits: resolveDictionary([], locale, locale).plural('carListHits') }} languageTag={languageTag} />)
  const text = screen.getByRole('status').textContent
  cleanup()
  return text
}

describe('the car list counter says the count with the noun in the right form (issue 16: "1 bilar")', () => {
  it('Swedish and English', () => {
    expect(counterText('sv', 'sv-SE', 1)).toBe('1 bil')
    expect(counterText('sv', 'sv-SE', 2)).toBe('2 bilar')
    expect(counterText('sv', 'sv-SE', 1234)).toBe('1\u00a0234 bilar')
    expect(counterText('en', 'en-GB', 1)).toBe('1 car')
    expect(counterText('en', 'en-GB', 2)).toBe('2 cars')
  })

  it('Slovak: 1 auto, 2 autá, 5 áut', () => {
    expect(counterText('sk', 'sk-SK', 1)).toBe('1 auto')
    expect(counterText('sk', 'sk-SK', 2)).toBe('2 autá')
    expect(counterText('sk', 'sk-SK', 5)).toBe('5 áut')
  })
})
