import { sqlDatabaseOf } from '@/cms/sql-database'
import { HttpSearchEngine } from '@/integrations/search/http-search-engine'
import { getConfig } from '@/lib/config'
import { getPayloadClient } from '@/cms/payload-client'

import type { SearchEngine } from '@/integrations/search/search-engine'
import { BuiltInSearchEngine } from './search-service'

// On globalThis: Next may load this module more than once in one process (instrumentation and
// route bundles), and there must be one engine, one set of index replicas, per process.
const shared = globalThis as { __showroomSearchEngine?: Promise<SearchEngine> }

/** This process's search engine: the outside service when configured, else the built-in one. */
export function getSearchEngine(): Promise<SearchEngine> {
  shared.__showroomSearchEngine ??= (async () => {
    const { search } = getConfig()
    if (search.url) return new HttpSearchEngine(search.url, search.apiKey)
    return new BuiltInSearchEngine(sqlDatabaseOf(await getPayloadClient()))
  })()
  return shared.__showroomSearchEngine
}
