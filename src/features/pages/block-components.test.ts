import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/cms/blocks'

import { blockComponents } from './block-components'

describe('block components', () => {
  it('has a component for every block the CMS offers, and none for a block it does not', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
  })
})
