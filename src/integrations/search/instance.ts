import { getConfig } from '@/lib/config'
import { processSingleton } from '@/lib/process-singleton'
import type { SqlDatabase } from '@/lib/sql-database'

import { BuiltInSearchEngine } from './built-in/built-in-search-engine'
import { HttpSearchEngine } from './http-search-engine'
import type { SearchEngine } from './search-engine'

// One engine, one set of index replicas, per process.
const instance = processSingleton<Promise<SearchEngine>>('SearchEngine')

/**
 * This process's search engine: the outside service when SHOWROOM_SEARCH_URL is set, else the
 * built-in one over the stock tables of `database` (the CMS's own connection, handed in by the
 * caller: integrations sit below the CMS and never import it).
 */
export function getSearchEngine(database: () => Promise<SqlDatabase>): Promise<SearchEngine> {
  return instance.getOrCreate(async () => {
    const { search } = getConfig()
    if (search.url) return new HttpSearchEngine(search.url, search.apiKey)
    return new BuiltInSearchEngine(await database())
  })
}
