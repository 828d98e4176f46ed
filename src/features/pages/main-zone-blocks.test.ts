import { describe, expect, it } from 'vitest'

import { acceptsWildcardSegments, opensWithWideBlock } from './main-zone-blocks'

describe('the blocks that shape a page', () => {
  it('takes path segments below a page with a car list anywhere in its main zone', () => {
    expect(acceptsWildcardSegments([{ blockType: 'hero' }, { blockType: 'carList' }])).toBe(true)
    expect(acceptsWildcardSegments([{ blockType: 'hero' }])).toBe(false)
    expect(acceptsWildcardSegments(undefined)).toBe(false)
  })

  it('puts the breadcrumb in the wide column only when the page opens with a car list, the kits or the store locator', () => {
    expect(opensWithWideBlock([{ blockType: 'carList' }])).toBe(true)
    expect(opensWithWideBlock([{ blockType: 'kits' }, { blockType: 'richText' }])).toBe(true)
    expect(opensWithWideBlock([{ blockType: 'storeLocator' }])).toBe(true)
    expect(opensWithWideBlock([{ blockType: 'hero' }, { blockType: 'carList' }])).toBe(false)
    expect(opensWithWideBlock([])).toBe(false)
    expect(opensWithWideBlock('not a zone')).toBe(false)
  })
})
