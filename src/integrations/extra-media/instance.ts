import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'

import type { SearchEngine } from '../search/search-engine'
import type { ExtraMediaPort } from './extra-media-port'
import { HttpExtraMedia } from './http-extra-media'
import { StockExtraMedia } from './stock-extra-media'

const instance = processSingleton<ExtraMediaPort>('ExtraMedia')

/**
 * This process's extra-media provider: the outside service when SHOWROOM_EXTRA_MEDIA_URL is set,
 * else the media the stock records carry, read through `searchEngine`.
 */
export function getExtraMediaProvider(searchEngine: () => Promise<SearchEngine>): ExtraMediaPort {
  return instance.getOrCreate(() => {
    const { extraMedia } = getConfig()
    return extraMedia.url ? new HttpExtraMedia(extraMedia.url) : new StockExtraMedia(searchEngine)
  })
}
