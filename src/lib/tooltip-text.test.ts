import { describe, expect, it } from 'vitest'

import { TOOLTIP_CUT_MARK, TOOLTIP_MAX_CHARACTERS, tooltipText } from './tooltip-text'

describe('tooltipText (spec 02 §5: cut to 288 characters plus "...")', () => {
  it('keeps a text of up to 288 characters as it is', () => {
    expect(tooltipText('Vi kan ej ge ett pris på denna tjänst')).toBe('Vi kan ej ge ett pris på denna tjänst')
    const exactly = 'a'.repeat(288)
    expect(tooltipText(exactly)).toBe(exactly)
    expect(tooltipText('')).toBe('')
  })

  it("cuts a longer text after its 288th character and adds '...'", () => {
    const text = `${'x'.repeat(287)}yz and more`
    const shown = tooltipText(text)
    expect(shown).toBe(`${'x'.repeat(287)}y...`)
    expect(shown).toHaveLength(TOOLTIP_MAX_CHARACTERS + TOOLTIP_CUT_MARK.length)
    expect(tooltipText('b'.repeat(289))).toBe(`${'b'.repeat(288)}...`)
  })

  it('counts characters as a reader does: a decomposed å or an emoji is one, and is never split', () => {
    const decomposed = 'a\u030a' // å as a + combining ring: two UTF-16 units, one character
    const text = decomposed.repeat(300)
    expect(tooltipText(text)).toBe(`${decomposed.repeat(288)}...`)
    const family = '👩‍👩‍👧' // one character, eight UTF-16 units
    expect(tooltipText(family.repeat(289))).toBe(`${family.repeat(288)}...`)
    // 288 such characters are more than 288 UTF-16 units, and still not cut.
    expect(tooltipText(family.repeat(288))).toBe(family.repeat(288))
  })
})
