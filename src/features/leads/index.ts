/**
 * The public face of features/leads: other features, routes and scripts import only what is here
 * (docs/architecture.md "Layers"; ESLint refuses deep imports).
 */
// The one way a lead form is checked and sent from the browser (the car contact form in car-detail, the form blocks in features/forms).
export { Honeypot } from './lead-form/Honeypot'
export { lazyResolver } from './lead-form/lead-field-map'
export type { LeadFieldMap } from './lead-form/lead-field-map'
export { leadResolver } from './lead-form/lead-resolver'
export type { LeadSendOptions } from './lead-form/post-lead'
export { useCheckPreload } from './lead-form/use-check-preload'
export { useLeadForm } from './lead-form/use-lead-form'
export type { LeadFormPhase } from './lead-form/use-lead-form'
export { MAX_LEAD_BYTES, handleLeadHttp } from './lead-http'
export { LEAD_EMAIL_PATTERN, LEAD_HONEYPOT_FIELD, LEAD_ISSUE_CODES } from './lead-rules'
export type { LeadFieldIssue, LeadIssueCode } from './lead-rules'
export {
  SERVICE_BOOKING_NO_MC_TOPICS,
  SERVICE_BOOKING_NO_SERVICE_TYPES,
  carContactValuesSchema,
  isCalendarDay,
  leadFormKindOf,
  sellCarValuesSchema,
  serviceBookingNoValuesSchema,
} from './lead-schema'
export type {
  CarContactValues,
  CarContactValuesInput,
  SellCarValues,
  SellCarValuesInput,
  ServiceBookingNoValues,
  ServiceBookingNoValuesInput,
} from './lead-schema'
export { leadHttpDeps, startLeadOutbox, getDeliveryOutbox, kickDeliveryOutbox, startDeliveryOutbox } from './lead-service'
// The outbox other collections deliver through (service and tyre-hotel bookings): same port, retries, idempotency.
export { DeliveryOutbox, LEAD_RETRY_BACKOFF_MS } from './lead-outbox'
export type { DeliverySource, LeadOutboxOptions, OutboxRunReport } from './lead-outbox'
export type { LeadForDelivery } from '@/integrations/leads/lead-delivery-port'
