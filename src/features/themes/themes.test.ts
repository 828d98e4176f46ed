import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, resolveTheme, THEMES, themeCssVariables } from './themes'

describe('resolveTheme', () => {
  it('lets the page BrandDesign override the site theme', () => {
    expect(resolveTheme('green-olive', 'yellow-accent')).toBe('green-olive')
  })
  it('uses the site theme when the page has none', () => {
    expect(resolveTheme(null, 'yellow-accent')).toBe('yellow-accent')
    expect(resolveTheme('', 'yellow-accent')).toBe('yellow-accent')
  })
  it('falls back to the blue-accent default for unknown values', () => {
    expect(resolveTheme('hot-pink', 'nope')).toBe(DEFAULT_THEME)
    expect(DEFAULT_THEME).toBe('blue-accent')
  })
})

describe('themeCssVariables', () => {
  it('exposes colours, fonts and heading sizes as custom properties', () => {
    const vars = themeCssVariables('yellow-accent')
    expect(vars['--color-accent']).toBe(THEMES['yellow-accent'].colors.accent)
    expect(vars['--color-accent-contrast']).toBe('#111111')
    expect(vars['--font-heading']).toContain('--font-condensed-latin')
    expect(vars['--heading-h1']).toBe(THEMES['yellow-accent'].headingSizes.h1)
  })
  it('gives the three required brand themes different accents', () => {
    const accents = (['blue-accent', 'yellow-accent', 'green-olive'] as const).map((k) => themeCssVariables(k)['--color-accent'])
    expect(new Set(accents).size).toBe(3)
  })
})
