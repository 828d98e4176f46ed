/**
 * What the CMS config (src/cms) needs from features/service-booking: the block schema.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { serviceBookingBlock } from './service-booking-block'
