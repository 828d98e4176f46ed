import { describe, expect, it } from 'vitest'

import { livePreviewUrl } from './live-preview-url'

const args = (data: unknown, locale: unknown) => ({ data, locale }) as unknown as Parameters<typeof livePreviewUrl>[0]

describe('livePreviewUrl', () => {
  it('opens the page’s preview through /api/preview on the admin origin', () => {
    expect(livePreviewUrl(args({ site: 7, path: '/om-oss' }, { code: 'en' }))).toBe('/api/preview?site=7&locale=en&path=%2Fom-oss')
  })
  it('accepts a populated site and a page without a path yet', () => {
    expect(livePreviewUrl(args({ site: { id: 3 } }, 'sv'))).toBe('/api/preview?site=3&locale=sv&path=%2F')
  })
})
