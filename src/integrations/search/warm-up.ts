import { logger } from '@/lib/logger'
import type { SqlDatabase } from '@/lib/sql-database'

import { getSearchEngine } from './instance'
import type { BuiltInSearchEngine } from './built-in/built-in-search-engine'

/**
 * Builds this process's replica of every index at start (ARCHITECTURE: "built from the database at
 * start"), so the first visitor does not wait for it. Failures are logged: the index is then built
 * on first use instead.
 */
export async function warmSearchIndexes(database: () => Promise<SqlDatabase>): Promise<void> {
  try {
    const engine = (await getSearchEngine(database)) as Partial<BuiltInSearchEngine>
    // Only the built-in engine has replicas to build (duck-typed: see isSearchRequestError).
    if (!engine.registry) return
    const versions = await engine.registry.currentVersions()
    for (const name of versions.keys()) await engine.registry.get(name)
  } catch (error) {
    logger.warn({ err: error }, 'Search indexes were not built at start; they will be built on first use')
  }
}
