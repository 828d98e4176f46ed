/**
 * Where the built-in engine keeps the quotes it issued, by QuoteReference, so that GET
 * /api/codeweaver/legal?quoteRef= (spec 02 §7) can answer later, from any process (issue 15
 * item 9: a quote made on one process was a 404 on the next). The server keeps them in the
 * database (`features/finance-quote/sql-issued-quote-store.ts`); unit tests use the memory store.
 *
 * Values are plain JSON; the engine validates what it reads back (it may have been written by
 * another version of the code). A reference past its `expiresAt` is unknown.
 */
export interface IssuedQuoteStore {
  add(entry: { reference: string; value: unknown; issuedAt: Date; expiresAt: Date }): Promise<void>
  /** The value issued under `reference`, or undefined when unknown, evicted or expired at `now`. */
  get(reference: string, now: Date): Promise<unknown>
}

/**
 * This process's memory: at most `capacity` entries (the oldest goes first), each until its
 * expiry. Forgets everything on restart and is not shared between processes, so it is for tests
 * and tools, not for the server.
 */
export class MemoryIssuedQuoteStore implements IssuedQuoteStore {
  // A Map iterates in insertion order, and entries are added with a non-decreasing clock.
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>()

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a whole number ≥ 1, got ${String(capacity)}`)
  }

  get size(): number {
    return this.entries.size
  }

  async add({ reference, value, issuedAt, expiresAt }: { reference: string; value: unknown; issuedAt: Date; expiresAt: Date }): Promise<void> {
    this.entries.delete(reference)
    this.entries.set(reference, { value, expiresAt: expiresAt.getTime() })
    for (const [key, entry] of this.entries) if (entry.expiresAt < issuedAt.getTime()) this.entries.delete(key)
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
  }

  async get(reference: string, now: Date): Promise<unknown> {
    const entry = this.entries.get(reference)
    if (!entry) return undefined
    if (now.getTime() > entry.expiresAt) {
      this.entries.delete(reference)
      return undefined
    }
    return entry.value
  }
}
