import type { SqlDatabase } from '@/lib/sql-database'
import type { IssuedQuoteStore } from '@/integrations/finance-quote/issued-quote-store'

/** Expired rows are deleted at most this often per process (on a quote), not on every one. */
const PRUNE_INTERVAL_MS = 60_000

/**
 * The built-in finance engine's issued quotes in the `finance_quotes` table (migration
 * 20261125_170000_finance_quotes), so the legal call finds a quote whichever process made it and
 * after a restart (issue 15 item 9). Times are ISO-8601 text, which compares in time order.
 */
export class SqlIssuedQuoteStore implements IssuedQuoteStore {
  private lastPrunedAt = Number.NEGATIVE_INFINITY

  /** `database` is asked for on each call: the server's Payload instance starts after this store is made. */
  constructor(private readonly database: () => Promise<SqlDatabase>) {}

  async add({ reference, value, issuedAt, expiresAt }: { reference: string; value: unknown; issuedAt: Date; expiresAt: Date }): Promise<void> {
    const db = await this.database()
    await db.query(
      `INSERT INTO finance_quotes (reference, issued_at, expires_at, quote) VALUES (?, ?, ?, ?)
       ON CONFLICT (reference) DO UPDATE SET issued_at = excluded.issued_at, expires_at = excluded.expires_at, quote = excluded.quote`,
      [reference, issuedAt.toISOString(), expiresAt.toISOString(), JSON.stringify(value)],
    )
    if (issuedAt.getTime() - this.lastPrunedAt >= PRUNE_INTERVAL_MS) {
      this.lastPrunedAt = issuedAt.getTime()
      await db.query('DELETE FROM finance_quotes WHERE expires_at < ?', [issuedAt.toISOString()])
    }
  }

  async get(reference: string, now: Date): Promise<unknown> {
    const db = await this.database()
    const rows = await db.query<{ quote: string }>('SELECT quote FROM finance_quotes WHERE reference = ? AND expires_at >= ?', [reference, now.toISOString()])
    const row = rows[0]
    return row ? (JSON.parse(row.quote) as unknown) : undefined
  }
}
