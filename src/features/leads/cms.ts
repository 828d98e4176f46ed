/**
 * What the CMS config (src/cms) needs from features/leads: block schemas, field rules, constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { LEAD_DELIVERY_STATUSES, LEAD_SPAM_REASONS, erasedLeadValues } from './lead-status'
export { deliveryFields } from './delivery-fields'
