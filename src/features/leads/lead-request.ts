import { LEAD_HONEYPOT_FIELD, LEAD_ISSUE_CODES, type LeadFieldIssue, type LeadIssueCode } from './lead-rules'

/**
 * Sending a form to the lead route from the browser, the one retry loop every form uses (spec 02
 * §7 'Contact': "POST /api/forms/comhub … Retried up to 3 times with a 1 s wait"; §9 "Form retries
 * 3, delay 1000 ms"; spec 03 §7 the same route for the other forms). Browser-safe: fetch and sleep
 * are injected, so callers test their loop with fake timers. What counts as accepted and what is
 * logged belong to the caller; every attempt carries the same formSubmissionId, so a lead stored
 * while its answer was lost is not stored twice.
 */

/** spec 03 §7 'POST /api/forms/comhub: JSON body formName, formSubmissionId, values'. */
export const LEAD_ENDPOINT = '/api/forms/comhub'
/** spec 02 §9 "Form retries 3": three attempts in all. */
export const LEAD_ATTEMPTS = 3
/** spec 02 §9 "delay 1000 ms" between attempts. */
export const LEAD_RETRY_DELAY_MS = 1000
/** An attempt not answered by then counts as failed (and is retried). */
export const LEAD_ATTEMPT_TIMEOUT_MS = 15_000

/** The request body: the spec's envelope with the honeypot next to `values` ('' from people). */
export type LeadRequest<Values = Record<string, unknown>> = {
  formName: string
  formSubmissionId: string
  values: Values
  [LEAD_HONEYPOT_FIELD]: string
}

export type LeadRequestOptions = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  attempts?: number
  delayMs?: number
  /** Per attempt; null for none (tests with a fetch that never answers). */
  timeoutMs?: number | null
  /** Called before each retry with the failed attempt's number and reason. */
  onRetry?: (attempt: number, reason: string) => void
}

/**
 * - accepted: the caller's `isAccepted` said yes (id when the answer carries one);
 * - rejected: 400, with the fields the server named;
 * - refused: any other answer below 500 (404, 413, a 2xx the caller does not accept): sending the
 *   same again would not help;
 * - exhausted: 5xx or no answer on every attempt.
 */
export type LeadRequestOutcome =
  | { outcome: 'accepted'; id?: number; attempts: number }
  | { outcome: 'rejected'; issues: LeadFieldIssue[] }
  | { outcome: 'refused'; status: number; attempts: number }
  | { outcome: 'exhausted'; reason: string; attempts: number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isIssueCode = (code: unknown): code is LeadIssueCode => typeof code === 'string' && (LEAD_ISSUE_CODES as readonly string[]).includes(code)

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** The `fields` of a 400 answer (lead-http LeadRejectedBody) as issues; anything malformed is left out. */
function issuesOf(body: unknown): LeadFieldIssue[] {
  const fields = body && typeof body === 'object' && 'fields' in body ? (body as { fields: unknown }).fields : undefined
  if (!Array.isArray(fields)) return []
  return fields.flatMap((entry: unknown) => {
    const { field, code } = (entry ?? {}) as { field?: unknown; code?: unknown }
    return typeof field === 'string' && field ? [{ field, code: isIssueCode(code) ? code : 'invalid' }] : []
  })
}

/** POSTs the body, retrying 5xx and network failures up to `attempts` times in all, `delayMs` apart. */
export async function sendLeadRequest(
  request: LeadRequest<unknown>,
  isAccepted: (status: number, answer: unknown) => boolean,
  options: LeadRequestOptions = {},
): Promise<LeadRequestOutcome> {
  const { fetch: send = globalThis.fetch, sleep = wait, delayMs = LEAD_RETRY_DELAY_MS, onRetry } = options
  const attempts = Math.max(1, options.attempts ?? LEAD_ATTEMPTS)
  const timeoutMs = options.timeoutMs === undefined ? LEAD_ATTEMPT_TIMEOUT_MS : options.timeoutMs
  const body = JSON.stringify(request)
  for (let attempt = 1; ; attempt++) {
    let reason: string
    try {
      const response = await send(LEAD_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      })
      if (response.status < 500) {
        const answer = await jsonOf(response)
        if (isAccepted(response.status, answer)) {
          const id = answer && typeof answer === 'object' ? (answer as { id?: unknown }).id : undefined
          return typeof id === 'number' ? { outcome: 'accepted', id, attempts: attempt } : { outcome: 'accepted', attempts: attempt }
        }
        return response.status === 400 ? { outcome: 'rejected', issues: issuesOf(answer) } : { outcome: 'refused', status: response.status, attempts: attempt }
      }
      reason = `HTTP ${response.status}`
    } catch (error) {
      // No answer (offline, timeout, connection reset): the same request may pass next time.
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    if (attempt >= attempts) return { outcome: 'exhausted', reason, attempts: attempt }
    onRetry?.(attempt, reason)
    await sleep(delayMs)
  }
}
