import { onCacheInvalidation } from './cache-invalidation'
import { processSingleton } from './process-singleton'
import { createTtlCache, type TtlCache } from './ttl-cache'

/**
 * Process-local cache of what the shell shows per site and language (navigation tree, settings,
 * footer). The SiteShell and Pages hooks clear it at once in the process that saved; other
 * processes clear it when the shared invalidation signal names a site (lib/cache-invalidation.ts,
 * within about a second), and entries live 30 s at most. A failed load is not cached, so the next
 * request retries.
 */
const TTL_MS = 30_000

// One per process (the CMS API routes and the page routes are bundled apart): a save in the admin
// must clear the cache the pages read.
const entries = processSingleton<TtlCache<Promise<unknown>>>('ShellCache').getOrCreate(() => createTtlCache({ ttlMs: TTL_MS }))

export function cachedShell<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  return entries.getOrLoad(key, load, now) as Promise<T>
}

export function invalidateShellCache(): void {
  entries.clear()
}

// A change to a site's shell, texts or page tree anywhere (issue 23).
onCacheInvalidation((tags) => {
  if (tags.some((tag) => tag.startsWith('site:'))) invalidateShellCache()
})
