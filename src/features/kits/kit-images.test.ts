import { describe, expect, it } from 'vitest'

import { KIT_FALLBACK_IMAGES, kitFallbackImage, kitIdHash, kitImage } from './kit-images'

describe('kit fallback images (spec 03 §2.3: four, chosen by a hash of the kit id)', () => {
  it('the same kit always gets the same picture', () => {
    expect(kitFallbackImage('KIT-00001')).toBe(kitFallbackImage('KIT-00001'))
    expect(kitIdHash('abc')).toBe(kitIdHash('abc'))
  })

  it('different kits spread over all four pictures', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => kitFallbackImage(`KIT-${i}`)))
    expect([...used].sort()).toEqual([...KIT_FALLBACK_IMAGES].sort())
  })

  it('a kit with an image shows it; one without falls back', () => {
    expect(kitImage({ kitId: 'A', images: [{ urls: ['https://cdn.example/a.jpg'] }] })).toBe('https://cdn.example/a.jpg')
    expect(kitImage({ kitId: 'A', images: [{ urls: [] }] })).toBe(kitFallbackImage('A'))
    expect(kitImage({ kitId: 'A' })).toBe(kitFallbackImage('A'))
  })
})
