/**
 * Process-local cache of the site records, shared by host resolution, the page renderer, robots
 * and sitemap. Entries live 30 s so other processes pick up edits; the Sites collection hooks
 * clear it at once in the process that saved. When a reload fails (database briefly away) the
 * last good list keeps serving and the next request after 5 s tries again.
 */
const TTL_MS = 30_000
const RETRY_MS = 5_000

type Entry = { value: Promise<unknown>; expires: number }
let entry: Entry | undefined
let lastGood: { value: unknown } | undefined

export function cachedSites<T>(load: () => Promise<T>, now = Date.now(), onStale: (error: unknown) => void = () => {}): Promise<T> {
  if (entry && entry.expires > now) return entry.value as Promise<T>
  const current: Entry = { value: Promise.resolve(), expires: now + TTL_MS }
  current.value = load().then(
    (value) => {
      lastGood = { value }
      return value
    },
    (error: unknown) => {
      if (!lastGood) {
        // Nothing to fall back to: do not cache the failure.
        if (entry === current) entry = undefined
        throw error
      }
      onStale(error)
      current.expires = now + RETRY_MS
      return lastGood.value
    },
  )
  entry = current
  return current.value as Promise<T>
}

export function invalidateSiteCache(): void {
  entry = undefined
}

/** Forgets everything, including the last good list (tests). */
export function resetSiteCache(): void {
  entry = undefined
  lastGood = undefined
}
