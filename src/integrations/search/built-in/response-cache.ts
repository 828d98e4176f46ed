/**
 * Search answers kept for 60 s (spec 02 §7 "Results are cached 60 seconds"). Keys include the
 * index version, so an import makes every older answer unreachable at once; the oldest entries
 * make room when the cache is full.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>()

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= now) {
      this.entries.delete(key)
      return undefined
    }
    return hit.value
  }

  set(key: string, value: T, now = Date.now()): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: now + this.ttlMs })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  /** Forgets every answer (after an import in this process). */
  clear(): void {
    this.entries.clear()
  }
}
