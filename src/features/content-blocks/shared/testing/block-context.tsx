import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { toSiteRecord } from '@/features/sites/site-record'
import type { Locale } from '@/lib/locales'

import type { BlockComponentProps, BlockContext } from '../../block-types'

/** Test fixtures of the content blocks (not a test file): a Swedish site with English, and a render helper. */
export function testContext(locale: Locale = 'sv', overrides: Partial<BlockContext> = {}): BlockContext {
  const site = toSiteRecord({
    id: 1,
    key: 'olivia',
    name: 'Olivia',
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    extraLocales: ['en'],
    paths: { carList: '/kop-bil' },
  })
  return {
    site,
    locale,
    dictionary: resolveDictionary([], locale, site.defaultLocale),
    preview: false,
    zone: 'main',
    request: { path: '/blockkatalog', segments: [], searchParams: {}, origin: 'https://oliviaimport.se' },
    ...overrides,
  }
}

/** A block's server HTML (as the page would send it). */
export const renderBlock = (Component: (props: BlockComponentProps) => ReactNode, block: unknown, context = testContext()) =>
  renderToString(<>{Component({ block, context }) as ReactNode}</>)

export const picture = (name = 'bild', extra: Record<string, unknown> = {}) => ({
  url: `/api/media/file/${name}.webp`,
  alt: `Alt ${name}`,
  width: 1600,
  height: 900,
  mimeType: 'image/webp',
  ...extra,
})
