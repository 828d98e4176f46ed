import type { AnalyticsPort, PageViewEvent } from './analytics-port'

/**
 * Adapter for an outside events service (spec 01 §7.2 "Page-view event to a content-platform
 * events SDK"): POST of the event as JSON. Chosen when SHOWROOM_ANALYTICS_URL is set. A slow
 * service costs at most the timeout (3 s); a non-2xx answer throws so the caller can log it.
 */
export class HttpAnalytics implements AnalyticsPort {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 3000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async recordPageView(event: PageViewEvent): Promise<void> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    // Read the body so the connection can be reused; its content is not part of the contract.
    await res.arrayBuffer().catch(() => undefined)
    if (!res.ok) throw new Error(`Analytics service answered ${res.status}`)
  }
}
