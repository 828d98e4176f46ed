import { onCacheInvalidation } from './cache-invalidation'

/**
 * Process-local cache of what the shell shows per site and language (navigation tree, settings,
 * footer). The SiteShell and Pages hooks clear it at once in the process that saved; other
 * processes clear it when the shared invalidation signal names a site (lib/cache-invalidation.ts,
 * within about a second), and entries live 30 s at most. A failed load is not cached, so the next
 * request retries.
 */
const TTL_MS = 30_000

type Entry = { value: Promise<unknown>; expires: number }

// Next can load this module more than once per process (the CMS API routes and the page routes
// are bundled apart), so the map lives on globalThis: a save in the admin must clear the cache the
// pages read.
const globalCache = globalThis as typeof globalThis & { __showroomShellCache?: Map<string, Entry> }
const entries = (globalCache.__showroomShellCache ??= new Map<string, Entry>())

export function cachedShell<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const entry: Entry = { value: Promise.resolve(), expires: now + TTL_MS }
  entry.value = load().catch((error: unknown) => {
    if (entries.get(key) === entry) entries.delete(key)
    throw error
  })
  entries.set(key, entry)
  return entry.value as Promise<T>
}

export function invalidateShellCache(): void {
  entries.clear()
}

// A change to a site's shell, texts or page tree anywhere (issue 23).
onCacheInvalidation((tags) => {
  if (tags.some((tag) => tag.startsWith('site:'))) invalidateShellCache()
})
