/**
 * The public face of features/facility-lookup: which request paths are facility pages and the
 * dealer they name (spec 03 §2.1). Kept apart from features/dealers so the page context can ask
 * without loading the facility page itself (like features/routing for car paths).
 */
export { facilitySlugOf, findFacility, SERVICE_BOOKING_PATH } from './facility-lookup'
export type { FacilityLookup } from './facility-lookup'
