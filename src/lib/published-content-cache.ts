import { onCacheInvalidation } from './cache-invalidation'
import { processSingleton } from './process-singleton'
import { createTtlCache, type TtlCache } from './ttl-cache'

/**
 * What visitors read of the CMS (published pages, stories, their pictures and tags), kept in this
 * process between renders (issue 38). A page document with its blocks is the largest query a
 * render makes (Drizzle builds it afresh each time), and every filtered car list and every page of
 * a site reads the same few. Any published page change (`page:<id>`) or change across a site
 * (`site:<id>`: a story, a picture, a tag, a new, moved or removed page) forgets them all, in every
 * process within the signal's second (lib/cache-invalidation.ts); a load under way then is not
 * kept. 30 s at most, as the shell (lib/shell-cache.ts). Only what anyone may see goes here (never
 * a draft or what a signed-in user reads), and what is kept is shared by renders: never change it.
 */
const entries = processSingleton<TtlCache<Promise<unknown>>>('PublishedContentCache').getOrCreate(() => {
  const cache = createTtlCache<Promise<unknown>>({ ttlMs: 30_000, maxEntries: 5_000 })
  onCacheInvalidation((tags) => {
    if (tags.some((tag) => tag.startsWith('page:') || tag.startsWith('site:'))) cache.clear()
  })
  return cache
})

/** The kept answer under `key`, or `load()`'s, kept. */
export function cachedPublishedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  return entries.getOrLoad(key, load) as Promise<T>
}
