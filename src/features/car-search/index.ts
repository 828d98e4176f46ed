/**
 * The public face of features/car-search: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { splitKeyphrase } from './keyphrase-filters'
export { getSearchEngine } from './search-engine'
export { MAX_BODY_BYTES, handleSearchHttp } from './search-http'
