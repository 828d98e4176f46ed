import { describe, expect, it, vi } from 'vitest'

import { logger } from '@/lib/logger'

import { picture, renderBlock, testContext } from '../shared/testing/block-context'
import HeroBannerBlock from './HeroBannerBlock'

describe('hero banner, first family (spec 01 §2.7, §5)', () => {
  it('renders nothing without an image unless Content is Video, and logs why', () => {
    const warn = vi.spyOn(logger, 'warn')
    expect(renderBlock(HeroBannerBlock, { content: 'image', title: 'Vinterdäck' })).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'heroBanner' }), expect.stringContaining('no image'))
    expect(renderBlock(HeroBannerBlock, { content: 'video', title: 'Vinterdäck' })).toContain('Vinterdäck')
  })

  it('searches the configured path with ?keyphrase=, in the page language', () => {
    const html = renderBlock(HeroBannerBlock, { image: picture(), hasSearchBar: true, searchUrl: '/sok', searchPlaceholder: 'Sök modell' }, testContext('en'))
    expect(html).toContain('action="/en/sok"')
    expect(html).toContain('name="keyphrase"')
    expect(html).toContain('placeholder="Sök modell"')
    // spec 01 §5: the search button is disabled while the box is empty.
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })

  it('falls back to the car list when no search path is set, and shows no bar unless asked', () => {
    expect(renderBlock(HeroBannerBlock, { image: picture(), hasSearchBar: true })).toContain('action="/kop-bil"')
    expect(renderBlock(HeroBannerBlock, { image: picture() })).not.toContain('role="search"')
  })

  it('centres the content and adds the top margin when set', () => {
    const html = renderBlock(HeroBannerBlock, { image: picture(), title: 'T', centerContent: true, hasMarginTop: true })
    expect(html).toContain('items-center text-center')
    expect(html).toContain('mt-8')
  })
})
