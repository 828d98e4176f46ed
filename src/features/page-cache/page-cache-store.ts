/**
 * This process's cached pages (issue 23): bounded by bytes, least recently used out first, each
 * page under the tags of what it shows. `invalidate(tags)` marks the pages with any of those tags
 * stale at once; a stale page is served while one render refreshes it, or when the server is too
 * busy to render it afresh (RenderAdmission), and is replaced by that render. Pages also go stale after `ttlMs`, a net
 * for anything a tag does not cover.
 *
 * A render that began before an invalidation of one of its tags is not stored (`generation`): it
 * may have read the data before the change.
 */
export type CachedPage = {
  status: number
  /** Response headers to send again (lower-case names). */
  headers: Record<string, string>
  /**
   * The body, gzipped: the one copy kept. Nearly every client takes gzip; one that does not gets it
   * unpacked (a millisecond). Kept twice, a page cost its raw size again, four to five times the
   * compressed one (issue 39).
   */
  gzip: Buffer
  etag: string
  tags: readonly string[]
  storedAt: number
}

type Entry = { page: CachedPage; bytes: number; freshUntil: number; stale: boolean }

export type PageCacheLookup = { page: CachedPage; fresh: boolean } | undefined

const RECENT_INVALIDATIONS = 500

export class PageCacheStore {
  private readonly entries = new Map<string, Entry>()
  private readonly byTag = new Map<string, Set<string>>()
  private readonly recent: { generation: number; tags: ReadonlySet<string> }[] = []
  private bytes = 0
  private generationCounter = 0

  constructor(private readonly options: { maxBytes: number; ttlMs: number }) {}

  /** Where invalidations stand: taken when a render begins, handed to `set` when it ends. */
  get generation(): number {
    return this.generationCounter
  }

  get size(): number {
    return this.entries.size
  }

  get storedBytes(): number {
    return this.bytes
  }

  get(key: string, now = Date.now()): PageCacheLookup {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { page: entry.page, fresh: !entry.stale && now < entry.freshUntil }
  }

  /** Stores a page rendered since `sinceGeneration`; false when a change of one of its tags came in between. */
  set(key: string, page: CachedPage, sinceGeneration: number, now = Date.now()): boolean {
    if (this.invalidatedSince(page.tags, sinceGeneration)) return false
    const bytes = page.gzip.length + key.length * 2 + 512
    if (bytes > this.options.maxBytes / 8) return false
    this.remove(key)
    this.entries.set(key, { page, bytes, freshUntil: now + this.options.ttlMs, stale: false })
    this.bytes += bytes
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.remove(oldest)
    }
    return true
  }

  /** Marks every page with any of `tags` stale; returns how many. */
  invalidate(tags: readonly string[]): number {
    this.generationCounter++
    this.recent.push({ generation: this.generationCounter, tags: new Set(tags) })
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift()
    let marked = 0
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) {
        const entry = this.entries.get(key)
        if (entry && !entry.stale) {
          entry.stale = true
          marked++
        }
      }
    }
    return marked
  }

  clear(): void {
    this.entries.clear()
    this.byTag.clear()
    this.bytes = 0
  }

  private invalidatedSince(tags: readonly string[], generation: number): boolean {
    if (generation === this.generationCounter) return false
    // Older than what is remembered: assume the worst.
    if (this.recent.length === 0 || this.recent[0]!.generation > generation + 1) return true
    return this.recent.some((event) => event.generation > generation && tags.some((tag) => event.tags.has(tag)))
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
    for (const tag of entry.page.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys && keys.size === 0) this.byTag.delete(tag)
    }
  }
}
