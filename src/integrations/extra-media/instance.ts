import { getConfig } from '@/lib/config'

import type { SearchEngine } from '../search/search-engine'
import type { ExtraMediaPort } from './extra-media-port'
import { HttpExtraMedia } from './http-extra-media'
import { StockExtraMedia } from './stock-extra-media'

// On globalThis: Next may load this module more than once in one process (route bundles).
const shared = globalThis as { __showroomExtraMedia?: ExtraMediaPort }

/**
 * This process's extra-media provider: the outside service when SHOWROOM_EXTRA_MEDIA_URL is set,
 * else the media the stock records carry, read through `searchEngine`.
 */
export function getExtraMediaProvider(searchEngine: () => Promise<SearchEngine>): ExtraMediaPort {
  shared.__showroomExtraMedia ??= (() => {
    const { extraMedia } = getConfig()
    return extraMedia.url ? new HttpExtraMedia(extraMedia.url) : new StockExtraMedia(searchEngine)
  })()
  return shared.__showroomExtraMedia
}
