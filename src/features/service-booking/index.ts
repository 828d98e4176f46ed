/**
 * The public face of features/service-booking (spec 03 §2.4, §7; issue 19): the booking block, the
 * /api/mechmate/* handlers and the service-bookings outbox. Other features, routes and scripts import
 * only what is here (docs/architecture.md "Layers").
 */
export { default as ServiceBookingBlock } from './ServiceBookingBlock'
export { handleMechmateBook, handleMechmateGet, MAX_BOOKING_BODY_BYTES } from './mechmate-http'
export { getWorkshopBooking, mechmateDeps, startServiceBookingOutbox } from './booking-service'
export { SERVICE_BOOKING_SOURCE, serviceBookingForDelivery, storeServiceBooking } from './booking-service'
export type { MechmateDeps } from './mechmate-http'
