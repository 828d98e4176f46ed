import { describe, expect, it } from 'vitest'

import { adminLanguage, blockCardSvg, wrapWords } from './block-card'
import { pageBlocks } from '@/cms/blocks'
import { blockDescriptionId, pickerTextsOf } from './block-picker'

describe('block picker cards', () => {
  it('every block has a name and a description in Swedish and English', () => {
    for (const block of pageBlocks) {
      const texts = pickerTextsOf(block)
      expect(texts, block.slug).toBeDefined()
      for (const language of ['en', 'sv'] as const) {
        expect(texts![language].label.length, `${block.slug} ${language}`).toBeGreaterThan(2)
        expect(texts![language].description.length, `${block.slug} ${language}`).toBeGreaterThan(20)
      }
    }
  })

  it('give the card picture no alt text, so a button is named by its block alone (issue 36), and each block its own description id', () => {
    for (const block of pageBlocks) {
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail === 'object' ? thumbnail.alt : undefined, block.slug).toBe('')
    }
    const ids = pageBlocks.map((block) => blockDescriptionId(block.slug))
    expect(new Set(ids).size).toBe(pageBlocks.length)
  })

  it('speak the language the editor chose, else the browser’s, else English', () => {
    expect(adminLanguage('a=1; payload-lng=sv', 'en-GB')).toBe('sv')
    expect(adminLanguage(null, 'sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv')
    expect(adminLanguage('payload-lng=de', 'fi-FI')).toBe('en')
  })

  it('draw the label and the wrapped description, escaped', () => {
    const svg = blockCardSvg(
      {
        en: { label: 'A & B', plural: '', description: 'Shows <cars> from the stock of the site, newest first' },
        sv: { label: 'x', plural: '', description: 'y' },
      },
      'en',
    )
    expect(svg).toContain('A &amp; B')
    expect(svg).toContain('&lt;cars&gt;')
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four'])
  })
})
