import { describe, expect, it } from 'vitest'

import { renderBlock } from '../shared/testing/block-context'
import AccordionBlock, { FaqBlock } from './AccordionBlock'

const items = [
  { heading: 'Hur bokar jag service?', text: 'Boka på webben.\n\nEller ring oss.' },
  { heading: 'Utan svar', text: '' },
]

describe('accordion and FAQ (spec 01 §2.9)', () => {
  it('renders each complete item as a native disclosure, paragraphs kept', () => {
    const html = renderBlock(AccordionBlock, { title: 'Frågor', items, openFirst: true })
    expect(html.match(/<details/g)).toHaveLength(1)
    expect(html).toContain('<details open=""')
    expect(html).toContain('<p class="mb-2 whitespace-pre-line last:mb-0">Eller ring oss.</p>')
    expect(html).not.toContain('application/ld+json')
  })

  it('adds FAQPage JSON-LD with each question and answer, escaped', () => {
    const html = renderBlock(FaqBlock, { items: [{ heading: 'A </script> B?', text: 'Svar' }] })
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'A </script> B?', acceptedAnswer: { '@type': 'Answer', text: 'Svar' } }],
    })
  })

  it('renders nothing when no item is complete', () => {
    expect(renderBlock(FaqBlock, { items: [{ heading: 'Q' }] })).toBe('')
  })
})
