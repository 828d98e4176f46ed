/**
 * The public face of features/kits (issue 22, spec 03 §2.3): the kits block, the kits search for
 * the island's requests, the quote call and its outbox.
 */
export { default as KitsBlock } from './KitsBlock'
export { kitQueryFrom } from './kit-query'
export { handleQuoteHttp, MAX_QUOTE_BYTES } from './kit-quote-http'
export { KIT_QUOTE_SOURCE, kitsIndexOfHost, quoteDeps, searchKits, startKitQuoteOutbox, storeKitQuote } from './kit-service'
