import type { SqlDatabase } from '@/lib/sql-database'

/** At most `limit` hits per fixed window of `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number }

/** The window a moment falls in, as the ISO time of its start (sorts and compares as text). */
export function rateLimitWindowStart(now: Date, windowMs: number): string {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString()
}

/**
 * Counts one hit in `bucket` for the current window and says whether it went over the limit
 * (issue 'Leads' item 6). One statement, atomic on SQLite (≥ 3.35 for RETURNING) and PostgreSQL,
 * so concurrent requests in any number of processes never lose a count. Fixed windows: a burst
 * across a window edge can reach twice the limit, which is fine for telling people from floods.
 */
export async function hitRateLimit(db: SqlDatabase, bucket: string, rule: RateLimitRule, now: Date): Promise<{ hits: number; limited: boolean }> {
  const rows = await db.query<{ hits: number | string }>(
    `INSERT INTO lead_rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = lead_rate_limits.hits + 1
     RETURNING hits`,
    [bucket, rateLimitWindowStart(now, rule.windowMs)],
  )
  const hits = Number(rows[0]?.hits ?? 1)
  return { hits, limited: hits > rule.limit }
}

/** Takes one hit in `bucket`'s current window back (a login that turned out to succeed), never below zero. */
export async function forgiveRateLimitHit(db: SqlDatabase, bucket: string, rule: RateLimitRule, now: Date): Promise<void> {
  await db.query('UPDATE lead_rate_limits SET hits = hits - 1 WHERE bucket = ? AND window_start = ? AND hits > 0', [
    bucket,
    rateLimitWindowStart(now, rule.windowMs),
  ])
}

/** Forgets windows that started before `before` (run by the outbox; counters are only needed while their window lasts). */
export async function pruneRateLimits(db: SqlDatabase, before: Date): Promise<void> {
  await db.query('DELETE FROM lead_rate_limits WHERE window_start < ?', [before.toISOString()])
}
