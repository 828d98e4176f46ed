import { LEAD_HONEYPOT_FIELD, LEAD_ISSUE_CODES, type LeadFieldIssue, type LeadIssueCode } from '@/features/leads/lead-schema'

/** The lead route (spec 03 §7 'POST /api/forms/comhub: JSON body formName, formSubmissionId, values'). */
export const LEAD_ENDPOINT = '/api/forms/comhub'

/** Spec 02 §7 'Contact', as the car contact form: up to 3 attempts, 1 s apart, on 5xx and network errors. */
export const LEAD_ATTEMPTS = 3
export const LEAD_RETRY_DELAY_MS = 1000

export type LeadRequestBody = {
  formName: string
  /** The same on every attempt (and on a retry after an error): the server keeps one lead per id. */
  formSubmissionId: string
  values: Record<string, unknown>
  /** The honeypot (lead-schema.ts LEAD_HONEYPOT_FIELD): '' from people. */
  [LEAD_HONEYPOT_FIELD]: string
}

/**
 * - accepted: 202 with `submitted: true` (spec 03 §4: the only answer that means success);
 * - rejected: 400 naming fields (the browser's own check let something through the server refuses);
 * - failed: anything else, after the retries.
 */
export type LeadPostResult = { kind: 'accepted'; id: number } | { kind: 'rejected'; issues: LeadFieldIssue[] } | { kind: 'failed' }

/** An attempt not answered by then counts as failed (and is retried). */
export const LEAD_ATTEMPT_TIMEOUT_MS = 15_000

export type LeadPostOptions = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  attempts?: number
  delayMs?: number
  /** Per attempt; null for none. */
  timeoutMs?: number | null
  /** Spec 03 §8 'Form submission … failure: logged'; never with the visitor's values. */
  log?: (message: string, details: Record<string, unknown>) => void
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

function issuesOf(body: unknown): LeadFieldIssue[] {
  const fields = body && typeof body === 'object' && 'fields' in body ? (body as { fields: unknown }).fields : undefined
  if (!Array.isArray(fields)) return []
  return fields.flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return []
    const { field, code } = f as { field?: unknown; code?: unknown }
    return typeof field === 'string' && field ? [{ field, code: isIssueCode(code) ? code : 'invalid' }] : []
  })
}

const consoleError = (message: string, details: Record<string, unknown>) => console.error(message, details)

/** Sends a form to the lead route; retries what may succeed on a second try (5xx, network). */
export async function postLead(body: LeadRequestBody, options: LeadPostOptions = {}): Promise<LeadPostResult> {
  const { fetch: send = globalThis.fetch, sleep = wait, attempts = LEAD_ATTEMPTS, delayMs = LEAD_RETRY_DELAY_MS, log = consoleError } = options
  const timeoutMs = options.timeoutMs === undefined ? LEAD_ATTEMPT_TIMEOUT_MS : options.timeoutMs
  const json = JSON.stringify(body)
  const about = { formName: body.formName, formSubmissionId: body.formSubmissionId }
  let reason = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let response: Response | undefined
    try {
      response = await send(LEAD_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: json,
        ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      })
    } catch (error) {
      // No answer (offline, timeout): the same request may pass next time.
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    if (response && response.status < 500) {
      const answer = await jsonOf(response)
      if (response.status === 202 && answer && typeof answer === 'object' && (answer as { submitted?: unknown }).submitted === true) {
        const id = (answer as { id?: unknown }).id
        return { kind: 'accepted', id: typeof id === 'number' ? id : 0 }
      }
      const issues = response.status === 400 ? issuesOf(answer) : []
      log('[forms] The server refused the form', { ...about, status: response.status, fields: issues.map((i) => i.field) })
      // 400 names fields; 404, 413 or a 2xx without `submitted`: sending the same again would not help.
      return response.status === 400 ? { kind: 'rejected', issues } : { kind: 'failed' }
    }
    if (response) reason = `HTTP ${response.status}`
    if (attempt < attempts) await sleep(delayMs)
  }
  log(`[forms] The form could not be sent after ${attempts} attempts`, { ...about, reason })
  return { kind: 'failed' }
}
