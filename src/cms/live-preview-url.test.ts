import { describe, expect, it } from 'vitest'

import { livePreviewUrl } from './live-preview-url'

const args = (data: unknown, locale: unknown) => ({ data, locale }) as unknown as Parameters<typeof livePreviewUrl>[0]

describe('livePreviewUrl', () => {
  it('opens the page’s preview through /api/preview on the admin origin', () => {
    expect(livePreviewUrl(args({ site: 7, path: '/om-oss' }, { code: 'en' }))).toBe('/api/preview?site=7&locale=en&path=%2Fom-oss')
  })
  it('opens a story by its slug and date (the route knows the site’s stories path); without them, the start page', () => {
    const story = (data: unknown) => ({ data, locale: 'sv', collectionConfig: { slug: 'stories' } }) as unknown as Parameters<typeof livePreviewUrl>[0]
    expect(livePreviewUrl(story({ site: 7, slug: 'vinterdack', date: '2026-11-20T08:30:00.000Z' }))).toBe(
      '/api/preview?site=7&locale=sv&path=%2F&story=vinterdack&date=2026-11-20T08%3A30%3A00.000Z',
    )
    expect(livePreviewUrl(story({ site: 7, slug: 'vinterdack' }))).toBe('/api/preview?site=7&locale=sv&path=%2F')
  })
  it('accepts a populated site and a page without a path yet', () => {
    expect(livePreviewUrl(args({ site: { id: 3 } }, 'sv'))).toBe('/api/preview?site=3&locale=sv&path=%2F')
  })
})
