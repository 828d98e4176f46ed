/**
 * The lead rules that need no schema library: issue codes, the honeypot field and the patterns.
 * lead-schema.ts builds its zod schemas on them and re-exports them; browser code that only needs
 * these imports them from here, so zod is not in the page's first download (the contact form loads
 * lead-schema when the visitor starts on it).
 */

/** Codes a field can fail with; the zod messages below are these codes. */
export const LEAD_ISSUE_CODES = ['required', 'pattern', 'tooLong', 'invalid', 'tooEarly'] as const
export type LeadIssueCode = (typeof LEAD_ISSUE_CODES)[number]

export type LeadFieldIssue = {
  /** The value's key ('name', 'phone', 'car.id'), or the envelope's ('formName', 'formSubmissionId'). */
  field: string
  code: LeadIssueCode
}

/**
 * A field people never see (hidden with CSS, tabindex -1, autocomplete off). Bots that fill every
 * input fill it too; such a submission is stored as spam-suspected and gets the normal answer.
 * Sent next to `values`, not inside them, so the CRM body stays the spec's.
 */
export const LEAD_HONEYPOT_FIELD = 'website'

/** Spec 02 §5: an optional leading plus, then 6 to 20 digits or spaces. */
export const LEAD_PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/
/** Spec 02 §5: letters, digits and ._%+- before @, then a domain with a suffix of 2 or more letters. */
export const LEAD_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
/** A browser-made id: a UUID, or 8 to 100 URL-safe characters (also used in file names). */
export const FORM_SUBMISSION_ID_PATTERN = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9_-]{8,100})$/
