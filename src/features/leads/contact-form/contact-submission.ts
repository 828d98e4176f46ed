import type { LeadAcceptedBody, LeadRejectedBody } from '@/features/leads/lead-http'
import { type CarContactValuesInput, LEAD_HONEYPOT_FIELD, LEAD_ISSUE_CODES, type LeadFieldIssue, type LeadIssueCode } from '@/features/leads/lead-schema'

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

export const CONTACT_ENDPOINT = '/api/forms/comhub'
/** spec 02 §9 "Form retries 3": three attempts in all. */
export const CONTACT_ATTEMPTS = 3
/** spec 02 §9 "delay 1000 ms" between attempts. */
export const CONTACT_RETRY_DELAY_MS = 1000
/** An attempt that has not been answered by then counts as failed (and is retried). */
export const CONTACT_ATTEMPT_TIMEOUT_MS = 15_000

/** The request body (spec 02 §7; the honeypot next to `values`, lead-schema LEAD_HONEYPOT_FIELD). */
export type ContactRequestBody = {
  formName: string
  formSubmissionId: string
  values: CarContactValuesInput
  [LEAD_HONEYPOT_FIELD]: string
}

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const consoleLog: ContactSubmissionLog = {
  warn: (message, details) => console.warn(message, details),
  error: (message, details) => console.error(message, details),
}

const isIssueCode = (code: unknown): code is LeadIssueCode => typeof code === 'string' && (LEAD_ISSUE_CODES as readonly string[]).includes(code)

/** The `fields` of a 400 answer (LeadRejectedBody) as issues; anything malformed is left out. */
function issuesOf(body: unknown): LeadFieldIssue[] {
  const fields = (body as Partial<LeadRejectedBody> | null)?.fields
  if (!Array.isArray(fields)) return []
  return fields.flatMap((entry: unknown) => {
    const { field, code } = (entry ?? {}) as { field?: unknown; code?: unknown }
    return typeof field === 'string' && field ? [{ field, code: isIssueCode(code) ? code : 'invalid' }] : []
  })
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

type Attempt =
  | { outcome: 'submitted'; id?: number }
  | { outcome: 'invalid'; issues: LeadFieldIssue[] }
  | { outcome: 'refused'; status: number }
  | { outcome: 'retry'; reason: string }

async function attempt(body: string, fetchImpl: typeof fetch, timeoutMs: number | null): Promise<Attempt> {
  let response: Response
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    })
  } catch (error) {
    // No answer (offline, timeout, connection reset): the request may pass next time.
    return { outcome: 'retry', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
  if (response.ok) {
    const accepted = (await jsonOf(response)) as Partial<LeadAcceptedBody> | null
    return typeof accepted?.id === 'number' ? { outcome: 'submitted', id: accepted.id } : { outcome: 'submitted' }
  }
  if (response.status >= 500) return { outcome: 'retry', reason: `HTTP ${response.status}` }
  if (response.status === 400) return { outcome: 'invalid', issues: issuesOf(await jsonOf(response)) }
  // 404 (no site for the host), 413 (too large), other 4xx: the same request would fail again.
  return { outcome: 'refused', status: response.status }
}

/**
 * POSTs the body, retrying 5xx and network failures up to `attempts` times in all, `retryDelayMs`
 * apart. A failed attempt before the last logs a warning; the last one (or a refusal that is not
 * retried) logs an error.
 */
export async function submitContactRequest(request: ContactRequestBody, deps: ContactSubmissionDeps = {}): Promise<ContactSubmissionResult> {
  const fetchImpl = deps.fetch ?? fetch
  const sleep = deps.sleep ?? wait
  const log = deps.log ?? consoleLog
  const attempts = Math.max(1, deps.attempts ?? CONTACT_ATTEMPTS)
  const retryDelayMs = deps.retryDelayMs ?? CONTACT_RETRY_DELAY_MS
  const timeoutMs = deps.timeoutMs === undefined ? CONTACT_ATTEMPT_TIMEOUT_MS : deps.timeoutMs
  const body = JSON.stringify(request)
  // What identifies the submission in the log: never the visitor's values.
  const about = { formName: request.formName, formSubmissionId: request.formSubmissionId }

  for (let n = 1; ; n++) {
    const result = await attempt(body, fetchImpl, timeoutMs)
    if (result.outcome === 'submitted') return { status: 'submitted', attempts: n, ...(result.id === undefined ? {} : { id: result.id }) }
    if (result.outcome === 'invalid') {
      // The form checks the same rules first, so this is worth a look (no values logged, only field names).
      log.error('[contact-form] The server refused some fields', { ...about, fields: result.issues })
      return { status: 'invalid', issues: result.issues }
    }
    if (result.outcome === 'refused') {
      log.error(`[contact-form] The server refused the enquiry (HTTP ${result.status})`, { ...about, status: result.status })
      return { status: 'failed', attempts: n }
    }
    const details = { ...about, attempt: n, of: attempts, reason: result.reason }
    if (n >= attempts) {
      log.error(`[contact-form] The enquiry could not be sent after ${attempts} attempts`, details)
      return { status: 'failed', attempts: n }
    }
    log.warn(`[contact-form] Attempt ${n} of ${attempts} failed; retrying in ${retryDelayMs} ms`, details)
    await sleep(retryDelayMs)
  }
}
