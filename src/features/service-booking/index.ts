/**
 * The public face of features/service-booking (spec 03 §2.4, §7; issue 19): the booking block, the
 * /api/mechmate/* handlers and the service-bookings outbox. Other features, routes and scripts import
 * only what is here (docs/architecture.md "Layers").
 */
export { default as ServiceBookingBlock } from './ServiceBookingBlock'
