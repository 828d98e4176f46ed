/**
 * The public face of features/finance-quote: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { MAX_FINANCE_QUOTE_BODY_BYTES } from './finance-quote-contract'
export { handleDefaultProductsRequest, handleQuoteRequest, handleTermsAndConditionsRequest } from './finance-quote-http'
export { getFinanceQuoteProvider } from './finance-quote-service'
export { quoteLimitAnswer } from './quote-rate-limit'
export { FinanceQuoteSidebar } from './widget/FinanceQuoteSidebar'
