import type { SearchRequest, SearchResponse } from './search-contract'

/**
 * The search port (ARCHITECTURE 'Stock and search'): the spec's request in, its response out.
 * Built in: the in-memory index over the stock tables (integrations/search/built-in/built-in-search-engine.ts). Outside: a search proxy
 * over HTTP (http-search-engine.ts), chosen by configuration.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResponse>
}
