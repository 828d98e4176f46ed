import type { SqlDatabase } from '@/lib/sql-database'

import { indexVersions } from './stock-tables'

/**
 * The second way a stock import reaches every process's page cache (issue 23): besides its row of
 * the invalidation signal, the import bumps its index's version in the same transaction. Read on
 * every poll of the signal (one small query a second), a version that changed since the last read
 * names `stock:<index>`; the first read only notes where the versions stand.
 */
export function stockVersionWatcher(): (db: SqlDatabase) => Promise<string[]> {
  let known: Map<string, number> | undefined
  return async (db) => {
    const versions = await indexVersions(db)
    const previous = known
    known = new Map([...versions].map(([name, { version }]) => [name, version]))
    if (!previous) return []
    return [...known].filter(([name, version]) => previous.get(name) !== version).map(([name]) => `stock:${name}`)
  }
}
