import { describe, expect, it, vi } from 'vitest'

import { pageBlocks } from '@/cms/blocks'

import { blockComponents } from './block-components'

// The dealers' face brings the facility page and with it the site frame, whose fonts are made by
// Next's compiler (next/font/local is a build-time call, not a function under vitest).
vi.mock('next/font/local', () => ({ default: () => ({ className: '', variable: '', style: { fontFamily: 'sans-serif' } }) }))

describe('block components', () => {
  it('has a component for every block the CMS offers, and none for a block it does not', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
  })
})
