import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { toSiteRecord } from '@/features/sites/site-record'
import { logger } from '@/lib/logger'

import type { BlockComponent, BlockComponentProps, BlockContext } from '@/features/content-blocks/block-types'
import { BlockZone } from './BlockZone'

const site = toSiteRecord({ id: 1, key: 'test', name: 'Test', country: 'SE', currency: 'SEK', defaultLocale: 'sv' })
const context: BlockContext = {
  site,
  locale: 'en',
  dictionary: resolveDictionary([], 'en', 'sv'),
  preview: false,
  zone: 'main',
  request: { path: '/', segments: [], searchParams: {}, origin: 'http://test.localhost' },
}

const component = (render: (p: BlockComponentProps) => unknown) => render as BlockComponent

const components = {
  text: component(({ block }) => <p>{(block as { text: string }).text}</p>),
  broken: component(() => {
    throw new Error('bad CMS data')
  }),
  slow: component(async ({ block }) => {
    await new Promise((r) => setTimeout(r, 5))
    return <p>{(block as { text: string }).text}</p>
  }),
}

async function render(blocks: unknown) {
  const element = await BlockZone({ blocks, context, components })
  return renderToString(<>{element}</>)
}

describe('BlockZone', () => {
  it('renders blocks in order', async () => {
    const html = await render([
      { blockType: 'text', id: 'a', text: 'First' },
      { blockType: 'slow', id: 'b', text: 'Second' },
    ])
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'))
  })

  it('replaces a block that throws with the Swedish fallback box and keeps the rest of the page', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const html = await render([
      { blockType: 'text', id: 'a', text: 'Before' },
      { blockType: 'broken', id: 'b' },
      { blockType: 'text', id: 'c', text: 'After' },
    ])
    expect(html).toContain('Before')
    expect(html).toContain('After')
    expect(html).toContain('Aj då')
    expect(html).toContain('Här borde en sektion synas men något har tyvärr blivit fel')
    expect(html).toContain('Prova ladda om sidan')
    expect(html).toMatch(/<button[^>]*>Ladda om sidan<\/button>/)
    expect(html.match(/data-section-fallback/g)).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'broken', blockId: 'b' }), expect.any(String))
    error.mockRestore()
  })

  it('skips unknown block types with a logged warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const html = await render([
      { blockType: 'carousel3000', id: 'x' },
      { blockType: 'text', id: 'a', text: 'Still here' },
    ])
    expect(html).toContain('Still here')
    expect(html).not.toContain('Aj då')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'carousel3000' }), 'Unknown block type skipped')
    warn.mockRestore()
  })

  it('renders nothing for an empty or missing zone', async () => {
    expect(await BlockZone({ blocks: undefined, context, components })).toBeNull()
    expect(await BlockZone({ blocks: [], context, components })).toBeNull()
  })
})
