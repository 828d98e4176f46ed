/**
 * The public face of features/saved-searches: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { default as SavedSearchesBlock } from './SavedSearchesBlock'
export { savedSearchDeps, savedSearchDepsFor } from './saved-search-deps'
export { handleSavedSearchLinkHttp, handleSaveSearchHttp, MAX_SAVED_SEARCH_BYTES } from './saved-search-http'
export { alertRunSummary, runSavedSearchAlerts } from './saved-search-service'
export type { AlertRunReport, SavedSearchDeps } from './saved-search-service'
