import { logger } from '@/lib/logger'

import { getSearchEngine } from './search-engine-instance'
import type { BuiltInSearchEngine } from './search-service'

/**
 * Builds this process's replica of every index at start (ARCHITECTURE: "built from the database at
 * start"), so the first visitor does not wait for it. Failures are logged: the index is then built
 * on first use instead.
 */
export async function warmSearchIndexes(): Promise<void> {
  try {
    const engine = (await getSearchEngine()) as Partial<BuiltInSearchEngine>
    // Only the built-in engine has replicas to build (duck-typed: see isSearchRequestError).
    if (!engine.registry) return
    const versions = await engine.registry.currentVersions()
    for (const name of versions.keys()) await engine.registry.get(name)
  } catch (error) {
    logger.warn({ err: error }, 'Search indexes were not built at start; they will be built on first use')
  }
}
