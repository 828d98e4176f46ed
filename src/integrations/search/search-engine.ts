import type { IndexKind } from './index-schema'
import type { SearchRequest, SearchResponse } from './search-contract'

/**
 * The search port (ARCHITECTURE 'Stock and search'): the spec's request in, its response out.
 * Built in: the in-memory index over the stock tables (integrations/search/built-in/built-in-search-engine.ts). Outside: a search proxy
 * over HTTP (http-search-engine.ts), chosen by configuration.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResponse>
  /**
   * The records with these ids in an index of `kind` (in the order asked for; an unknown id is left
   * out), only `fields` of each when given. The built-in engine reads them as stored, also while
   * the index (re)builds; an outside service is asked with a filter on the kind's id field.
   */
  recordsById(kind: IndexKind, index: string, ids: readonly string[], fields?: readonly string[]): Promise<Record<string, unknown>[]>
  /**
   * True when `email` (in any case) is an address of a dealer in the sites index `index`: the
   * dealer's own, a department's, a department brand's or a department user's (dealer-record.ts
   * `dealerEmailAddresses`). The lead recipient check asks it (features/leads/lead-recipient.ts).
   */
  isDealerAddress(index: string, email: string): Promise<boolean>
}
