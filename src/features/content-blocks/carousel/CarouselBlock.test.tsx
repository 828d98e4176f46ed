import { describe, expect, it } from 'vitest'

import { picture, renderBlock } from '../shared/testing/block-context'
import CarouselBlock from './CarouselBlock'

describe('carousel (spec 01 §2.9, §9)', () => {
  it('renders the cards as slides with a pause button while it auto-plays (5 s by default)', () => {
    const html = renderBlock(CarouselBlock, { title: 'Modeller', items: [{ title: 'A', image: picture() }, { title: 'B' }, { title: 'C' }] })
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="Pausa bildspelet"')
    expect(html).toContain('<h3')
  })

  it('has no pause button when the delay is 0, and renders nothing without cards', () => {
    expect(renderBlock(CarouselBlock, { autoPlayDelay: 0, items: [{ title: 'A' }, { title: 'B' }] })).not.toContain('Pausa bildspelet')
    expect(renderBlock(CarouselBlock, { items: [] })).toBe('')
  })
})
