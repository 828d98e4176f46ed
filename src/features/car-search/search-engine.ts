import { cmsDatabase } from '@/cms/payload-client'
import { getSearchEngine as searchEngineOver } from '@/integrations/search/instance'
import type { SearchEngine } from '@/integrations/search/search-engine'

/** This process's search engine (integrations/search/instance.ts picks it), over the CMS's database. */
export function getSearchEngine(): Promise<SearchEngine> {
  return searchEngineOver(cmsDatabase)
}
