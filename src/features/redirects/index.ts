/**
 * The public face of features/redirects (docs/architecture.md "Layers", "Redirects"): the proxy's
 * lookup, the two loopback routes it uses, the CSV import and export, and the compiler (for the
 * benchmark). Nothing here loads the Payload client at import time (the proxy imports this face):
 * routes and scripts hand in the site lookup and the database.
 */
export { flushHits, proxyRedirect } from './redirect-proxy'
export type { ProxyRedirect } from './redirect-proxy'
export { redirectHitsResponse, redirectTableResponse } from './redirect-table'
export type { SiteLookup, TableDeps } from './redirect-table'
export { compileRedirects, LEGACY_PREFIXES } from './redirect-matcher'
export type { RedirectRule } from './redirect-matcher'
export { INTERNAL_HEADER, internalToken, REDIRECT_HITS_ROUTE, REDIRECT_TABLE_ROUTE } from './redirect-internal'
export { exportRedirectCsv, importRedirectCsv, importRedirectRules } from './redirect-import'
export type { CsvRule } from './redirect-csv'
export type { ImportReport } from './redirect-import'
