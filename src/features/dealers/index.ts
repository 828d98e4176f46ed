/**
 * The public face of features/dealers: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
export { facilityHref, facilityListHref, SERVICE_BOOKING_PATH } from './detail/facility-links'
export { findFacility } from './detail/facility-service'
export type { FacilityLookup } from './detail/facility-service'
export { facilityDetailMetadata, FacilityDetailRoute } from './detail/FacilityDetailRoute'
