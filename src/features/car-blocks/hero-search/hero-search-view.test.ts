import { describe, expect, it } from 'vitest'

import { heroSearchBlock, heroSearchBlockData } from './hero-search-block'
import { HERO_PHONE_MEDIA_QUERY, heroBannerRenders, heroImages, heroLinkHref, heroVideoSources } from './hero-search-view'

const image = (url: string) => ({ url, alt: 'Bil', width: 1600, height: 900, mimeType: 'image/jpeg' })
const video = (url: string) => ({ url, mimeType: 'video/mp4' })

describe('heroBannerRenders (spec 01 §5)', () => {
  it('renders with an image, or when the content is video', () => {
    expect(heroBannerRenders({ content: 'image', image: image('/a.jpg') })).toBe(true)
    expect(heroBannerRenders({ content: 'image', imagePhone: image('/p.jpg') })).toBe(true)
    expect(heroBannerRenders({ content: 'video' })).toBe(true)
    expect(heroBannerRenders({ content: 'video', videoDesktop: null } as never)).toBe(true)
  })

  it('does not render without an image (a deleted upload is a bare id or null)', () => {
    expect(heroBannerRenders({ content: 'image' })).toBe(false)
    expect(heroBannerRenders({ content: null, image: 12 })).toBe(false)
    expect(heroBannerRenders({ image: null, imagePhone: 'abc' })).toBe(false)
  })
})

describe('heroImages', () => {
  it('falls back from one size to the other', () => {
    expect(heroImages({ image: image('/d.jpg') })).toEqual({ desktop: image('/d.jpg'), phone: image('/d.jpg') })
    expect(heroImages({ imagePhone: image('/p.jpg') })).toEqual({ desktop: image('/p.jpg'), phone: image('/p.jpg') })
    expect(heroImages({ image: image('/d.jpg'), imagePhone: image('/p.jpg') })).toEqual({ desktop: image('/d.jpg'), phone: image('/p.jpg') })
  })
})

describe('heroVideoSources', () => {
  it('lists the phone video for phones first, then the desktop video', () => {
    expect(heroVideoSources({ videoDesktop: video('/d.mp4'), videoPhone: video('/p.mp4') })).toEqual([
      { src: '/p.mp4', type: 'video/mp4', media: HERO_PHONE_MEDIA_QUERY },
      { src: '/d.mp4', type: 'video/mp4' },
    ])
  })

  it('uses the one video there is for every screen, and ignores uploads that are not videos', () => {
    expect(heroVideoSources({ videoPhone: video('/p.mp4') })).toEqual([{ src: '/p.mp4', type: 'video/mp4' }])
    expect(heroVideoSources({ videoDesktop: image('/d.jpg') })).toEqual([])
    expect(heroVideoSources({ videoDesktop: 4 })).toEqual([])
  })
})

describe('heroLinkHref', () => {
  it('prefixes a site path with the page language, like page links', () => {
    expect(heroLinkHref('/kop-bil', 'en', 'sv')).toBe('/en/kop-bil')
    expect(heroLinkHref('/kop-bil', 'sv', 'sv')).toBe('/kop-bil')
    expect(heroLinkHref(' /', 'en', 'sv')).toBe('/en')
  })

  it('leaves prefixed paths and other addresses alone', () => {
    expect(heroLinkHref('/en/kop-bil', 'en', 'sv')).toBe('/en/kop-bil')
    expect(heroLinkHref('https://example.com/x', 'en', 'sv')).toBe('https://example.com/x')
    expect(heroLinkHref('//cdn.example.com/x', 'en', 'sv')).toBe('//cdn.example.com/x')
    expect(heroLinkHref('tel:+46101234567', 'en', 'sv')).toBe('tel:+46101234567')
  })
})

describe('heroSearchBlock', () => {
  it('has the spec fields (spec 01 §3 Hero banner, second family)', () => {
    expect(heroSearchBlock.slug).toBe('heroSearch')
    expect(heroSearchBlock.fields.map((field) => ('name' in field ? field.name : ''))).toEqual([
      'variant',
      'content',
      'image',
      'imagePhone',
      'videoDesktop',
      'videoPhone',
      'title',
      'titleTag',
      'text',
      'link',
      'buttonType',
      'showSearchBar',
      'searchBarPlaceholderText',
      'searchBarPlaceholderTextDesktop',
      'contentPlacement',
    ])
  })

  it('parses stored data and rejects malformed data', () => {
    expect(heroSearchBlockData.parse({ blockType: 'heroSearch', variant: 'fullScreen', title: 'Hej', link: { href: '/x', text: null } })).toMatchObject({
      variant: 'fullScreen',
      title: 'Hej',
    })
    expect(heroSearchBlockData.safeParse({ variant: 'huge' }).success).toBe(false)
    expect(heroSearchBlockData.safeParse({ titleTag: 'h3' }).success).toBe(false)
  })
})
