import type { SqlDatabase } from './sql-database'
import { processSingleton } from './process-singleton'
import { logger } from './logger'

/**
 * The shared signal that makes cached pages fresh on every process (issue 23). A change appends a
 * row naming the cache tags it makes stale (`announceCacheInvalidation`); each web process reads
 * the rows after the last one it saw about once a second (`startCacheInvalidationPolling`) and hands
 * the tags to its listeners: the page cache drops the pages with those tags, the site and shell
 * caches forget what they hold. Through the database every deployment already has, so several
 * processes need nothing more; a change is fresh everywhere within the poll interval.
 *
 * Tags (docs/architecture.md "Page cache"): `site:<id>` (the site record, shell, dictionary,
 * redirects and every collection shown across the site), `page:<id>`, `stock:<index>`.
 */
export type CacheInvalidationListener = (tags: readonly string[]) => void

type Bus = {
  listeners: Set<CacheInvalidationListener>
  /** Announcements whose row is still being written (a CMS hook does not await its own). */
  inFlight: Set<Promise<void>>
  lastSeenId?: number
  /** Ids at or below lastSeenId already applied (within the look-back), so a late row is applied once. */
  applied: Set<number>
  polling?: ReturnType<typeof setInterval>
}

// One process must have one set of listeners, whichever module copy registers or announces.
const bus = processSingleton<Bus>('CacheInvalidation').getOrCreate(() => ({ listeners: new Set(), inFlight: new Set(), applied: new Set() }))

/** A change made after a render read the database, but committed after: applied once more this much later. */
export const REPEAT_INVALIDATION_MS = 3_000
const POLL_MS = 1_000
const KEEP_ROWS_MS = 60 * 60_000
/**
 * How many rows below the last one seen are read again. On PostgreSQL an id is taken when a row is
 * inserted, not when it commits: a stock import's row (inserted at the end of a long transaction)
 * can become visible after a later CMS save's row was read, with a smaller id. Reading back this
 * far applies such a row when it appears, once.
 */
const LOOK_BACK_ROWS = 200

export function onCacheInvalidation(listener: CacheInvalidationListener): () => void {
  bus.listeners.add(listener)
  return () => bus.listeners.delete(listener)
}

/** Hands `tags` to this process's listeners (a listener that throws does not stop the others). */
export function applyCacheInvalidation(tags: readonly string[]): void {
  if (tags.length === 0) return
  for (const listener of bus.listeners) {
    try {
      listener(tags)
    } catch (error) {
      logger.error({ err: error }, 'A cache invalidation listener failed')
    }
  }
}

/**
 * Makes `tags` stale on every process: at once in this one, and through the database in the
 * others (and in this one again when its poll reads the row, after the change has surely committed).
 */
export async function announceCacheInvalidation(db: SqlDatabase, tags: readonly string[], now = new Date()): Promise<void> {
  const unique = [...new Set(tags.filter((tag) => tag && !/\s/.test(tag)))]
  if (unique.length === 0) return
  applyCacheInvalidation(unique)
  const written = db.query('INSERT INTO cache_invalidations (tags, created_at) VALUES (?, ?)', [unique.join(' '), now.toISOString()]).then(() => undefined)
  bus.inFlight.add(written)
  try {
    await written
  } finally {
    bus.inFlight.delete(written)
  }
}

/**
 * Resolves once every announcement this process has begun has written its row (or failed), so
 * another process can read it: for a clean shutdown, and for tests that save and then read.
 */
export async function cacheInvalidationsWritten(): Promise<void> {
  while (bus.inFlight.size > 0) await Promise.allSettled([...bus.inFlight])
}

export type CacheInvalidationRow = { id: number; tags: string[] }

async function latestCacheInvalidationId(db: SqlDatabase): Promise<number> {
  const rows = await db.query<{ id: number | string | null }>('SELECT MAX(id) AS id FROM cache_invalidations')
  return Number(rows[0]?.id ?? 0)
}

async function readCacheInvalidationsAfter(db: SqlDatabase, id: number): Promise<CacheInvalidationRow[]> {
  const rows = await db.query<{ id: number | string; tags: string }>('SELECT id, tags FROM cache_invalidations WHERE id > ? ORDER BY id LIMIT 1000', [id])
  return rows.map((row) => ({ id: Number(row.id), tags: String(row.tags).split(' ').filter(Boolean) }))
}

/**
 * Reads the signal once: applies every row not applied yet (after the last one seen, and any that
 * appeared late within the look-back), now and again after REPEAT_INVALIDATION_MS. The first read
 * only notes where the table stands (nothing is cached yet). Returns how many rows it applied.
 */
export async function pollCacheInvalidations(db: SqlDatabase, repeatAfterMs = REPEAT_INVALIDATION_MS): Promise<number> {
  if (bus.lastSeenId === undefined) {
    const latest = await latestCacheInvalidationId(db)
    for (const row of await readCacheInvalidationsAfter(db, Math.max(0, latest - LOOK_BACK_ROWS))) bus.applied.add(row.id)
    bus.lastSeenId = latest
    return 0
  }
  const lastSeen = bus.lastSeenId
  const rows = await readCacheInvalidationsAfter(db, Math.max(0, lastSeen - LOOK_BACK_ROWS))
  const fresh = rows.filter((row) => !bus.applied.has(row.id))
  for (const row of fresh) bus.applied.add(row.id)
  bus.lastSeenId = Math.max(lastSeen, rows.length > 0 ? rows[rows.length - 1]!.id : lastSeen)
  for (const id of bus.applied) if (id <= bus.lastSeenId - LOOK_BACK_ROWS) bus.applied.delete(id)
  if (fresh.length === 0) return 0
  const tags = [...new Set(fresh.flatMap((row) => row.tags))]
  logger.debug({ rows: fresh.map((row) => row.id), tags }, 'Cache invalidation signal read')
  applyCacheInvalidation(tags)
  setTimeout(() => applyCacheInvalidation(tags), repeatAfterMs).unref?.()
  return fresh.length
}

/**
 * Another source of tags, read on every poll: a change that has its own record (the stock index
 * versions an import bumps) and so reaches every process even when its row of the signal is not seen.
 */
export type CacheInvalidationWatcher = (db: SqlDatabase) => Promise<readonly string[]>

/** Whether this process polls the signal: then every change reaches its listeners within about a second. */
export function cacheInvalidationPollingActive(): boolean {
  return bus.polling !== undefined
}

/** Polls the signal (and the watchers) every second for the life of the process (started once, by instrumentation). */
export function startCacheInvalidationPolling(
  database: () => Promise<SqlDatabase>,
  log: (message: string, error: unknown) => void,
  watchers: readonly CacheInvalidationWatcher[] = [],
): void {
  if (bus.polling) return
  let running = false
  let polls = 0
  const tick = async () => {
    if (running) return
    running = true
    try {
      const db = await database()
      await pollCacheInvalidations(db)
      for (const watch of watchers) {
        const tags = await watch(db)
        if (tags.length === 0) continue
        applyCacheInvalidation(tags)
        setTimeout(() => applyCacheInvalidation(tags), REPEAT_INVALIDATION_MS).unref?.()
      }
      // Now and then (any process may): rows are only needed until every process has read them.
      if (++polls % 600 === 1) await db.query('DELETE FROM cache_invalidations WHERE created_at < ?', [new Date(Date.now() - KEEP_ROWS_MS).toISOString()])
    } catch (error) {
      log('Reading the cache invalidation signal failed; trying again', error)
    } finally {
      running = false
    }
  }
  bus.polling = setInterval(() => void tick(), POLL_MS)
  bus.polling.unref?.()
  void tick()
}

/** Forgets where the signal stood and stops polling (tests); listeners stay. */
export function resetCacheInvalidationBus(): void {
  if (bus.polling) clearInterval(bus.polling)
  bus.polling = undefined
  bus.lastSeenId = undefined
  bus.applied.clear()
}
