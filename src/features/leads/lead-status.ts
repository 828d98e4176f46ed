/**
 * A lead's delivery states (issue item 5):
 * - pending: stored, waiting for its first delivery attempt;
 * - retrying: an attempt failed, the next one is scheduled (nextAttemptAt);
 * - delivered: the lead port took it;
 * - needs-attention: it kept failing (or cannot be delivered): a person must look, it is never dropped;
 * - spam-suspected: honeypot filled or over a rate limit: kept, but not delivered unless staff set
 *   it back to pending.
 */
export const LEAD_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'needs-attention', 'spam-suspected'] as const
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number]

/** Why a lead was stored as spam-suspected. */
export const LEAD_SPAM_REASONS = ['honeypot', 'rate-limit-ip', 'rate-limit-phone'] as const
export type LeadSpamReason = (typeof LEAD_SPAM_REASONS)[number]

/**
 * Form values that say what the lead was about rather than who sent it (spec 02 §3 contact values,
 * spec 03 §3 sell-car and Norwegian form values). Erasure keeps these and blanks every other key,
 * so an unknown form's fields are treated as personal by default.
 */
const NON_PERSONAL_VALUE_KEYS = new Set([
  'car',
  'quote',
  'testDrive',
  'toName',
  'toEmail',
  'source',
  'siteName',
  'siteEmail',
  'selected',
  'services',
  'typeMC',
  'gdpr',
  'newsletter',
])

/** The values after "erase personal data": the same keys, personal ones emptied. */
export function erasedLeadValues(values: unknown): Record<string, unknown> | null {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, NON_PERSONAL_VALUE_KEYS.has(key) ? value : '']))
}
