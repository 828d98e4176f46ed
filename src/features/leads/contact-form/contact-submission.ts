import { LEAD_ATTEMPT_TIMEOUT_MS, LEAD_ATTEMPTS, LEAD_ENDPOINT, LEAD_RETRY_DELAY_MS, type LeadRequest, sendLeadRequest } from '@/features/leads/lead-request'
import type { CarContactValuesInput, LeadFieldIssue } from '@/features/leads/lead-schema'

/**
 * Sending the car contact form (spec 02 §7 'Contact': "POST /api/forms/comhub … Retried up to 3
 * times with a 1 s wait", §8 "Contact form fails after 3 attempts: … failure logged; a warning
 * logged on each earlier failed attempt", §9 "Form retries 3, delay 1000 ms"). Browser-safe: fetch,
 * sleep and the log are injected, so the loop is tested with fake timers.
 *
 * Only a failure that may pass is retried (a 5xx answer, or no answer at all). A 400 names wrong
 * fields: the form flags them, sending the same again would not help. Every attempt carries the same
 * formSubmissionId, so a lead stored while its answer was lost is not stored twice.
 */

export const CONTACT_ENDPOINT = LEAD_ENDPOINT
/** spec 02 §9 "Form retries 3": three attempts in all. */
export const CONTACT_ATTEMPTS = LEAD_ATTEMPTS
/** spec 02 §9 "delay 1000 ms" between attempts. */
export const CONTACT_RETRY_DELAY_MS = LEAD_RETRY_DELAY_MS
/** An attempt that has not been answered by then counts as failed (and is retried). */
export const CONTACT_ATTEMPT_TIMEOUT_MS = LEAD_ATTEMPT_TIMEOUT_MS

/** The request body (spec 02 §7; the honeypot next to `values`, lead-schema LEAD_HONEYPOT_FIELD). */
export type ContactRequestBody = LeadRequest<CarContactValuesInput>

export type ContactSubmissionResult =
  | { status: 'submitted'; id?: number; attempts: number }
  /** 400: the fields the server refused (the form shows invalidInput on them). */
  | { status: 'invalid'; issues: LeadFieldIssue[] }
  | { status: 'failed'; attempts: number }

/** Where the browser logs (console by default); no personal data goes in. */
export type ContactSubmissionLog = { warn: (message: string, details: Record<string, unknown>) => void; error: (message: string, details: Record<string, unknown>) => void }

export type ContactSubmissionDeps = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  log?: ContactSubmissionLog
  attempts?: number
  retryDelayMs?: number
  /** Per attempt; null for none (tests with a fetch that never answers). */
  timeoutMs?: number | null
}

const consoleLog: ContactSubmissionLog = {
  warn: (message, details) => console.warn(message, details),
  error: (message, details) => console.error(message, details),
}

/** Any 2xx is the enquiry stored (spec 02 does not show the answer's shape). */
const storedAnswer = (status: number) => status >= 200 && status < 300

/**
 * POSTs the body through the shared retry loop (lead-request.ts). A failed attempt before the last
 * logs a warning (spec 02 §8); the last one, or a refusal that is not retried, logs an error.
 */
export async function submitContactRequest(request: ContactRequestBody, deps: ContactSubmissionDeps = {}): Promise<ContactSubmissionResult> {
  const log = deps.log ?? consoleLog
  const attempts = Math.max(1, deps.attempts ?? CONTACT_ATTEMPTS)
  const retryDelayMs = deps.retryDelayMs ?? CONTACT_RETRY_DELAY_MS
  // What identifies the submission in the log: never the visitor's values.
  const about = { formName: request.formName, formSubmissionId: request.formSubmissionId }
  const result = await sendLeadRequest(request, storedAnswer, {
    fetch: deps.fetch ?? fetch,
    sleep: deps.sleep,
    attempts,
    delayMs: retryDelayMs,
    timeoutMs: deps.timeoutMs,
    onRetry: (n, reason) => log.warn(`[contact-form] Attempt ${n} of ${attempts} failed; retrying in ${retryDelayMs} ms`, { ...about, attempt: n, of: attempts, reason }),
  })
  switch (result.outcome) {
    case 'accepted':
      return { status: 'submitted', attempts: result.attempts, ...(result.id === undefined ? {} : { id: result.id }) }
    case 'rejected':
      // The form checks the same rules first, so this is worth a look (no values logged, only field names).
      log.error('[contact-form] The server refused some fields', { ...about, fields: result.issues })
      return { status: 'invalid', issues: result.issues }
    case 'refused':
      log.error(`[contact-form] The server refused the enquiry (HTTP ${result.status})`, { ...about, status: result.status })
      return { status: 'failed', attempts: result.attempts }
    case 'exhausted':
      log.error(`[contact-form] The enquiry could not be sent after ${attempts} attempts`, { ...about, attempt: result.attempts, of: attempts, reason: result.reason })
      return { status: 'failed', attempts: result.attempts }
  }
}
