import type { LeadDeliveryPort, LeadForDelivery } from './lead-delivery-port'

/**
 * Adapter for an outside CRM that takes the spec's comhub body (spec 02 §7 'Contact', spec 03 §7
 * 'Form and kit calls'): POST `{ formName, formSubmissionId, values }` as JSON. Chosen when
 * SHOWROOM_CRM_URL is set. Any 2xx means delivered; so does 409 (the CRM already has this
 * formSubmissionId, e.g. after a retry whose answer was lost). The formSubmissionId also goes in
 * the Idempotency-Key header for receivers that dedupe there. Everything else throws, and the
 * outbox retries with backoff.
 */
export class HttpCrmLeadDelivery implements LeadDeliveryPort {
  readonly name = 'crm'

  constructor(
    private readonly url: string,
    private readonly options: { apiKey?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
  ) {}

  async deliver(lead: LeadForDelivery): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': lead.formSubmissionId }
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`
    let res: Response
    try {
      res = await (this.options.fetchImpl ?? fetch)(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ formName: lead.formName, formSubmissionId: lead.formSubmissionId, values: lead.values }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `timed out after ${this.options.timeoutMs ?? 10_000} ms`
          : String(error instanceof Error ? error.message : error)
      throw new Error(`CRM not reachable: ${reason}`, { cause: error })
    }
    const text = await res.text().catch(() => '')
    if (res.ok || res.status === 409) return
    // A short excerpt for staff reading lastError; CRMs tend to explain a 400 in the body.
    throw new Error(`CRM answered ${res.status}${text ? `: ${text.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`)
  }
}
