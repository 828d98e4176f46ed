import { getConfig } from '@/lib/config'
import type { SqlDatabase } from '@/lib/sql-database'

import { BuiltInSearchEngine } from './built-in/built-in-search-engine'
import { HttpSearchEngine } from './http-search-engine'
import type { SearchEngine } from './search-engine'

// On globalThis: Next may load this module more than once in one process (instrumentation and
// route bundles), and there must be one engine, one set of index replicas, per process.
const shared = globalThis as { __showroomSearchEngine?: Promise<SearchEngine> }

/**
 * This process's search engine: the outside service when SHOWROOM_SEARCH_URL is set, else the
 * built-in one over the stock tables of `database` (the CMS's own connection, handed in by the
 * caller: integrations sit below the CMS and never import it).
 */
export function getSearchEngine(database: () => Promise<SqlDatabase>): Promise<SearchEngine> {
  shared.__showroomSearchEngine ??= (async () => {
    const { search } = getConfig()
    if (search.url) return new HttpSearchEngine(search.url, search.apiKey)
    return new BuiltInSearchEngine(await database())
  })()
  return shared.__showroomSearchEngine
}
