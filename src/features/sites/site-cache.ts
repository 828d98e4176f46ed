import { onCacheInvalidation } from '@/lib/cache-invalidation'
import { processSingleton } from '@/lib/process-singleton'

/**
 * Process-local cache of the site records, shared by host resolution, the page renderer, robots
 * and sitemap. The Sites collection hooks clear it at once in the process that saved; other
 * processes when the shared invalidation signal names a site (issue 23, within about a second);
 * entries live 30 s at most. When a reload fails (database briefly away) the
 * last good list keeps serving and the next request after 5 s tries again.
 */
const TTL_MS = 30_000
const RETRY_MS = 5_000

type Entry = { value: Promise<unknown>; expires: number }
type State = { entry?: Entry; lastGood?: { value: unknown } }

// One state per process even when Next loads this module more than once (the CMS API routes and
// the page routes are bundled apart): a save in the admin must clear what the pages read.
const state = processSingleton<State>('SiteCache').getOrCreate(() => ({}))

export function cachedSites<T>(load: () => Promise<T>, now = Date.now(), onStale: (error: unknown) => void = () => {}): Promise<T> {
  if (state.entry && state.entry.expires > now) return state.entry.value as Promise<T>
  const current: Entry = { value: Promise.resolve(), expires: now + TTL_MS }
  current.value = load().then(
    (value) => {
      state.lastGood = { value }
      return value
    },
    (error: unknown) => {
      if (!state.lastGood) {
        // Nothing to fall back to: do not cache the failure.
        if (state.entry === current) state.entry = undefined
        throw error
      }
      onStale(error)
      current.expires = now + RETRY_MS
      return state.lastGood.value
    },
  )
  state.entry = current
  return current.value as Promise<T>
}

export function invalidateSiteCache(): void {
  state.entry = undefined
}

// A site record changed on any process (a host name, a path, a switch).
onCacheInvalidation((tags) => {
  if (tags.some((tag) => tag.startsWith('site:'))) invalidateSiteCache()
})

/** Forgets everything, including the last good list (tests). */
export function resetSiteCache(): void {
  state.entry = undefined
  state.lastGood = undefined
}
