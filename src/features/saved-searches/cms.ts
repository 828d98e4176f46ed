/**
 * What the CMS config (src/cms) needs from features/saved-searches: the block schema and the statuses.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { SAVED_SEARCH_STATUSES } from './saved-search-rules'
export { savedSearchesBlock } from './saved-searches-block'
