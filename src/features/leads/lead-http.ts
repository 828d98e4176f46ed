import { NO_SITE } from '@/features/sites'
import { logger } from '@/lib/logger'

import { type LeadFieldIssue, leadIssueMessage, type LeadSubmission, parseLeadSubmission } from './lead-schema'
import type { LeadSite, StoredLead } from './lead-types'

/** A contact form is a few short fields; 32 KB is generous (issue item 6) and keeps abuse cheap. */
export const MAX_LEAD_BYTES = 32 * 1024

/** 202: stored (also for spam and repeats: bots get the people's answer). */
export type LeadAcceptedBody = { submitted: true; id: number }
/** 400: which fields are wrong, as stable codes (the form shows its translated invalidInput text). */
export type LeadRejectedBody = { error: string; fields: (LeadFieldIssue & { message: string })[] }
export type LeadErrorBody = { error: string; maxBytes?: number }

export type LeadHttpResult =
  { status: 202; body: LeadAcceptedBody } | { status: 400; body: LeadRejectedBody } | { status: 404 | 413 | 500; body: LeadErrorBody }

export type LeadHttpRequest = {
  contentLength: string | null
  host: string | null
  /** The sender's address (sender-identity.ts clientAddress); only ever stored hashed. */
  clientAddress: string
  /** The body, read up to MAX_LEAD_BYTES + 1 bytes (readCappedBody). */
  readBody: () => Promise<string>
}

export type LeadHttpDeps = {
  resolveSite(host: string | null): Promise<LeadSite | undefined>
  storeLead(input: { site: LeadSite; submission: LeadSubmission; clientAddress: string; now: Date }): Promise<StoredLead>
  /** Called after a new lead is stored (and committed): start its delivery without waiting for it. */
  afterStored?(lead: StoredLead): void
  now?: () => Date
}

const tooLarge: LeadHttpResult = { status: 413, body: { error: 'The form data is too large', maxBytes: MAX_LEAD_BYTES } }

const invalid = (issues: LeadFieldIssue[]): LeadHttpResult => ({
  status: 400,
  body: { error: 'Some fields are missing or wrong', fields: issues.map((issue) => ({ ...issue, message: leadIssueMessage(issue) })) },
})

/**
 * POST /api/forms/comhub (spec 02 §7 'Contact', spec 03 §7; issue 'Leads' items 4 and 6): the
 * spec's `{ formName, formSubmissionId, values }` of at most 32 KB (413), JSON (400), checked with
 * the forms' own zod schemas (400 naming each field), for the site of the Host (404 when none).
 * The lead is written before the answer; 202 `{ submitted: true, id }` means it is in the database
 * (a 202 is what the spec's forms take as success). Delivery happens afterwards, in the outbox.
 */
export async function handleLeadHttp(request: LeadHttpRequest, deps: LeadHttpDeps): Promise<LeadHttpResult> {
  const declared = Number(request.contentLength)
  if (request.contentLength && Number.isFinite(declared) && declared > MAX_LEAD_BYTES) return tooLarge
  const text = await request.readBody()
  if (Buffer.byteLength(text) > MAX_LEAD_BYTES) return tooLarge

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return invalid([{ field: '(body)', code: 'invalid' }])
  }
  const parsed = parseLeadSubmission(json)
  if (!parsed.ok) return invalid(parsed.issues)

  const site = await deps.resolveSite(request.host)
  if (!site) return { status: NO_SITE.status, body: { error: NO_SITE.message } }

  let lead: StoredLead
  try {
    lead = await deps.storeLead({ site, submission: parsed.submission, clientAddress: request.clientAddress, now: deps.now?.() ?? new Date() })
  } catch (error) {
    // Nothing was stored: the browser retries (spec: 3 attempts) and then shows its error text.
    logger.error({ err: error, site: site.key, formName: parsed.submission.formName }, 'A lead could not be stored')
    return { status: 500, body: { error: 'The enquiry could not be saved right now; please try again' } }
  }
  if (lead.created && lead.status === 'pending') {
    try {
      deps.afterStored?.(lead)
    } catch (error) {
      logger.warn({ err: error, lead: lead.id }, 'Lead stored, but its delivery could not be started; the outbox timer will pick it up')
    }
  }
  return { status: 202, body: { submitted: true, id: lead.id } }
}
