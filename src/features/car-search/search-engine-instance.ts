import { sqlDatabaseOf } from '@/features/stock/sql-database'
import { HttpSearchEngine } from '@/integrations/search/http-search-engine'
import { getConfig } from '@/lib/config'
import { getPayloadClient } from '@/lib/payload'

import type { SearchEngine } from '@/integrations/search/search-engine'
import { BuiltInSearchEngine } from './search-service'

let engine: Promise<SearchEngine> | undefined

/** This process's search engine: the outside service when configured, else the built-in one. */
export function getSearchEngine(): Promise<SearchEngine> {
  engine ??= (async () => {
    const { search } = getConfig()
    if (search.url) return new HttpSearchEngine(search.url, search.apiKey)
    return new BuiltInSearchEngine(sqlDatabaseOf(await getPayloadClient()))
  })()
  return engine
}
