/*
 * Why one module: the search answers, the shell, the geocoder's answers and the booking's
 * catalogues and workshops each kept a Map with a time beside every entry, and each checked the age
 * its own way. A cache here knows nothing of what it keeps.
 */

export type TtlCacheOptions = {
  /** How long an entry is served after it was stored. */
  ttlMs: number
  /** The most entries kept; the least recently stored make room. Unbounded without it. */
  maxEntries?: number
  /** The clock (milliseconds), for the callers' tests; each call may also pass its own `now`. */
  now?: () => number
}

export type TtlCache<V> = {
  /** The value stored under `key` less than `ttlMs` before `now`, else undefined (and forgotten). */
  get(key: string, now?: number): V | undefined
  /** Stores `value` as the newest entry; the oldest entries go when there are more than `maxEntries`. */
  set(key: string, value: V, now?: number): void
  /**
   * The live value under `key`, or what `load` returns, stored. A promise that rejects is forgotten
   * (unless it was replaced meanwhile), so the next call loads again; the caller still gets the rejection.
   */
  getOrLoad(key: string, load: () => V, now?: number): V
  delete(key: string): void
  /** Forgets every entry. */
  clear(): void
  readonly size: number
}

/** A small in-memory cache whose entries expire `ttlMs` after they were stored. */
export function createTtlCache<V>({ ttlMs, maxEntries = Number.POSITIVE_INFINITY, now: clock = Date.now }: TtlCacheOptions): TtlCache<V> {
  // Map keeps insertion order: the first key is the least recently stored.
  const entries = new Map<string, { value: V; expires: number }>()

  const get = (key: string, now = clock()): V | undefined => {
    const hit = entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= now) {
      entries.delete(key)
      return undefined
    }
    return hit.value
  }

  const set = (key: string, value: V, now = clock()): void => {
    entries.delete(key)
    entries.set(key, { value, expires: now + ttlMs })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  return {
    get,
    set,
    getOrLoad(key, load, now = clock()) {
      const hit = get(key, now)
      if (hit !== undefined) return hit
      const value = load()
      set(key, value, now)
      if (value instanceof Promise) {
        value.catch(() => {
          if (entries.get(key)?.value === value) entries.delete(key)
        })
      }
      return value
    },
    delete: (key) => {
      entries.delete(key)
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
