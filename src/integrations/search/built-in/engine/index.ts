/** The in-memory faceted search engine behind the search port (ARCHITECTURE 'Stock and search'). */
export { buildSearchIndex } from './build-index'
export { UnknownFieldError } from './errors'
export { querySearchIndex } from './query-index'
export type { SearchIndex } from './search-index'
export type { QueryFacet, QueryFilter, SearchHits, SearchQuery } from './search-query'
export { foldText, keyphraseTokens } from '@/lib/text-folding'
