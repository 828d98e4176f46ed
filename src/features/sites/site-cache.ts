/**
 * Process-local cache of the site records, shared by host resolution, the page renderer, robots
 * and sitemap. Entries live 30 s so other processes pick up edits; the Sites collection hooks
 * clear it at once in the process that saved.
 */
const TTL_MS = 30_000

type Entry<T> = { value: Promise<T>; expires: number }
let entry: Entry<unknown> | undefined

export function cachedSites<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (entry && entry.expires > now) return entry.value as Promise<T>
  const value = load()
  entry = { value, expires: now + TTL_MS }
  // A failed load must not be cached: the next request tries the database again.
  value.catch(() => {
    if (entry?.value === value) entry = undefined
  })
  return value
}

export function invalidateSiteCache(): void {
  entry = undefined
}
