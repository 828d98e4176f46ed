import { describe, expect, it } from 'vitest'

import { picture, renderBlock } from '../shared/testing/block-context'
import HeroCarouselBlock from './HeroCarouselBlock'

const slide = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  image: picture(title),
  button: { href: '/kampanj', text: 'Läs mer' },
  ...extra,
})

describe('hero carousel (spec 01 §2.8)', () => {
  it('renders each slide with a picture as a named slide, with dots and previous/next', () => {
    const html = renderBlock(HeroCarouselBlock, { slides: [slide('Ett'), slide('Två'), slide('Tre')] })
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('Bild 2 av 3')
    expect(html).toContain('aria-label="Nästa bild"')
    expect(html).toContain('href="/kampanj"')
  })

  it('leaves out slides without picture or video, and renders nothing when none is left', () => {
    const html = renderBlock(HeroCarouselBlock, { slides: [slide('Ett'), { title: 'Utan bild' }] })
    expect(html).not.toContain('Utan bild')
    expect(html).not.toContain('aria-label="Nästa bild"')
    expect(renderBlock(HeroCarouselBlock, { slides: [{ title: 'Utan bild' }] })).toBe('')
  })

  it('uses the phone picture below 768 px and the chosen height', () => {
    const html = renderBlock(HeroCarouselBlock, { height: 'fullHeight', slides: [slide('Ett', { imagePhone: picture('mobil') })] })
    expect(html).toContain('media="(max-width: 767px)"')
    expect(html).toContain('min-h-svh')
  })

  it('shows the search bar only with a search path', () => {
    expect(renderBlock(HeroCarouselBlock, { slides: [slide('Ett')], searchBarUrl: '/kop-bil' })).toContain('action="/kop-bil"')
    expect(renderBlock(HeroCarouselBlock, { slides: [slide('Ett')] })).not.toContain('role="search"')
  })
})
