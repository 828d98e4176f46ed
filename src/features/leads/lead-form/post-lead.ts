import { LEAD_HONEYPOT_FIELD, LEAD_ISSUE_CODES, type LeadFieldIssue, type LeadIssueCode } from '../lead-rules'

/**
 * Sending a form to the lead route from the browser: the one retry loop every form uses (spec 02
 * §7 'Contact': "POST /api/forms/comhub … Retried up to 3 times with a 1 s wait"; §8 "a warning
 * logged on each earlier failed attempt"; §9 "Form retries 3, delay 1000 ms"; spec 03 §7 the same
 * route for the other forms). Browser-safe and free of zod; fetch, sleep and the log are injected,
 * so the loop is tested with fake timers.
 *
 * Only a failure that may pass is retried (a 5xx answer, or no answer at all). A 400 names wrong
 * fields: sending the same again would not help. Every attempt carries the same body, so the same
 * formSubmissionId: a lead stored while its answer was lost is not stored twice.
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
export type LeadRequestBody<Values = Record<string, unknown>> = {
  formName: string
  formSubmissionId: string
  values: Values
  [LEAD_HONEYPOT_FIELD]: string
}

/**
 * Which answer means the lead is stored. Spec 03 §4/§7 (sell-car, Norwegian and CMS-built forms):
 * "a reply with status 202 and submitted true"; spec 02 §7 (the car contact form): "The response
 * shape is not shown", so any 2xx. Our route answers 202 `{ submitted: true, id }` to both.
 */
export type LeadSuccessAnswer = 'submitted-202' | 'any-2xx'

/**
 * - accepted: the answer that means stored (id when it carries one);
 * - rejected: 400, with the fields the server named;
 * - failed: any other answer (404, 413, a 2xx that is not success; not retried), or 5xx / no answer
 *   on every attempt.
 */
export type LeadPostResult = { kind: 'accepted'; id?: number } | { kind: 'rejected'; issues: LeadFieldIssue[] } | { kind: 'failed' }

/** Where the browser logs (console by default); never the visitor's values. */
export type LeadSendLog = {
  warn: (message: string, details: Record<string, unknown>) => void
  error: (message: string, details: Record<string, unknown>) => void
}

export type LeadSendOptions = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  attempts?: number
  delayMs?: number
  /** Per attempt; null for none (tests with a fetch that never answers). */
  timeoutMs?: number | null
  log?: LeadSendLog
}

const consoleLog: LeadSendLog = {
  warn: (message, details) => console.warn(message, details),
  error: (message, details) => console.error(message, details),
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isIssueCode = (code: unknown): code is LeadIssueCode => typeof code === 'string' && (LEAD_ISSUE_CODES as readonly string[]).includes(code)

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

function isSuccess(rule: LeadSuccessAnswer, status: number, answer: unknown): boolean {
  if (rule === 'any-2xx') return status >= 200 && status < 300
  return status === 202 && Boolean(answer) && typeof answer === 'object' && (answer as { submitted?: unknown }).submitted === true
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
export async function postLead(body: LeadRequestBody<unknown>, success: LeadSuccessAnswer, options: LeadSendOptions = {}): Promise<LeadPostResult> {
  const { fetch: send = globalThis.fetch, sleep = wait, delayMs = LEAD_RETRY_DELAY_MS, log = consoleLog } = options
  const attempts = Math.max(1, options.attempts ?? LEAD_ATTEMPTS)
  const timeoutMs = options.timeoutMs === undefined ? LEAD_ATTEMPT_TIMEOUT_MS : options.timeoutMs
  // What identifies the submission in the log: never the visitor's values.
  const about = { formName: body.formName, formSubmissionId: body.formSubmissionId }
  const json = JSON.stringify(body)
  for (let attempt = 1; ; attempt++) {
    let reason: string
    try {
      const response = await send(LEAD_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: json,
        ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      })
      if (response.status < 500) {
        const answer = await jsonOf(response)
        if (isSuccess(success, response.status, answer)) {
          const id = answer && typeof answer === 'object' ? (answer as { id?: unknown }).id : undefined
          return typeof id === 'number' ? { kind: 'accepted', id } : { kind: 'accepted' }
        }
        if (response.status === 400) {
          const issues = issuesOf(answer)
          // The form checks the same rules first, so this is worth a look (field names only).
          log.error('[forms] The server refused some fields', { ...about, status: 400, fields: issues.map((issue) => issue.field) })
          return { kind: 'rejected', issues }
        }
        // 404, 413, 429 or a 2xx that is not success: sending the same again would not help.
        log.error(`[forms] The server refused the form (HTTP ${response.status})`, { ...about, status: response.status })
        return { kind: 'failed' }
      }
      reason = `HTTP ${response.status}`
    } catch (error) {
      // No answer (offline, timeout, connection reset): the same request may pass next time.
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    if (attempt >= attempts) {
      log.error(`[forms] The form could not be sent after ${attempts} attempts`, { ...about, attempt, of: attempts, reason })
      return { kind: 'failed' }
    }
    log.warn(`[forms] Attempt ${attempt} of ${attempts} failed; retrying in ${delayMs} ms`, { ...about, attempt, of: attempts, reason })
    await sleep(delayMs)
  }
}
