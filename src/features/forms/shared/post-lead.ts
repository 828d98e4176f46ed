import { LEAD_ATTEMPT_TIMEOUT_MS, LEAD_ATTEMPTS, LEAD_ENDPOINT, LEAD_RETRY_DELAY_MS, type LeadRequest, sendLeadRequest } from '@/features/leads/lead-request'
import type { LeadFieldIssue } from '@/features/leads/lead-schema'

export { LEAD_ATTEMPT_TIMEOUT_MS, LEAD_ATTEMPTS, LEAD_ENDPOINT, LEAD_RETRY_DELAY_MS }

export type LeadRequestBody = LeadRequest

/**
 * - accepted: 202 with `submitted: true` (spec 03 §4: the only answer that means success);
 * - rejected: 400 naming fields (the browser's own check let something through the server refuses);
 * - failed: anything else, after the retries.
 */
export type LeadPostResult = { kind: 'accepted'; id: number } | { kind: 'rejected'; issues: LeadFieldIssue[] } | { kind: 'failed' }

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

const consoleError = (message: string, details: Record<string, unknown>) => console.error(message, details)

/** spec 03 §4 "a reply with status 202 and submitted true" is success; nothing else is. */
const submittedAnswer = (status: number, answer: unknown) =>
  status === 202 && Boolean(answer) && typeof answer === 'object' && (answer as { submitted?: unknown }).submitted === true

/** Sends a form block's answers to the lead route (the shared retry loop, lead-request.ts). */
export async function postLead(body: LeadRequestBody, options: LeadPostOptions = {}): Promise<LeadPostResult> {
  const { log = consoleError, ...sending } = options
  const about = { formName: body.formName, formSubmissionId: body.formSubmissionId }
  const result = await sendLeadRequest(body, submittedAnswer, sending)
  switch (result.outcome) {
    case 'accepted':
      return { kind: 'accepted', id: result.id ?? 0 }
    case 'rejected':
      log('[forms] The server refused the form', { ...about, status: 400, fields: result.issues.map((i) => i.field) })
      return { kind: 'rejected', issues: result.issues }
    case 'refused':
      // 404, 413 or a 2xx without `submitted`: sending the same again would not help.
      log('[forms] The server refused the form', { ...about, status: result.status, fields: [] })
      return { kind: 'failed' }
    case 'exhausted':
      log(`[forms] The form could not be sent after ${result.attempts} attempts`, { ...about, reason: result.reason })
      return { kind: 'failed' }
  }
}
