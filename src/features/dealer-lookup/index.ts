/**
 * The public face of features/dealer-lookup: which request paths are facility pages and the
 * dealer they name (spec 03 §2.1). Kept apart from features/dealers so the page context can ask
 * without loading the facility page itself (like features/routing for car paths).
 */
export { dealerSlugOf, findDealer, SERVICE_BOOKING_PATH } from './dealer-lookup'
export type { DealerLookup } from './dealer-lookup'
