/**
 * The quotes the built-in engine has issued, by QuoteReference, so that GET
 * /api/codeweaver/legal?quoteRef= (spec 02 §7) can answer later. Bounded twice: at most
 * `capacity` entries (the oldest goes first) and at most `maximumAgeMs` old.
 *
 * It lives in this process's memory on purpose (issue 7: the built-in engine is the offline
 * provider): a restart forgets every reference, and with several web processes a reference is
 * known only to the process that issued it. A forgotten reference makes the legal endpoint answer
 * 404 with a message asking for a new quote. A real provider (HttpFinanceQuote) keeps its own.
 */
export class IssuedQuoteStore<T> {
  // A Map iterates in insertion order, and entries are only ever added at "now": oldest first.
  private readonly entries = new Map<string, { value: T; issuedAt: number }>()

  constructor(
    private readonly capacity: number,
    private readonly maximumAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a whole number ≥ 1, got ${String(capacity)}`)
    if (!(maximumAgeMs > 0)) throw new RangeError(`maximumAgeMs must be > 0, got ${String(maximumAgeMs)}`)
  }

  get size(): number {
    return this.entries.size
  }

  add(reference: string, value: T): void {
    this.entries.delete(reference)
    this.entries.set(reference, { value, issuedAt: this.now() })
    this.dropExpired()
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
  }

  /** The value issued under `reference`, or undefined when unknown, evicted or too old. */
  get(reference: string): T | undefined {
    const entry = this.entries.get(reference)
    if (!entry) return undefined
    if (this.now() - entry.issuedAt > this.maximumAgeMs) {
      this.entries.delete(reference)
      return undefined
    }
    return entry.value
  }

  private dropExpired(): void {
    const oldestAllowed = this.now() - this.maximumAgeMs
    for (const [reference, entry] of this.entries) {
      if (entry.issuedAt >= oldestAllowed) break
      this.entries.delete(reference)
    }
  }
}
